import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Access } from "../auth/access";
import { canRequestVideo, canStream, readableCamera } from "./camera-access";
import type { CameraInfo } from "./camera-directory";
import type { CameraService } from "./camera-service";
import type { ClipRequest } from "./archive/archive-jobs";
import { sessionGrant } from "./media-grants";
import { bucketError } from "./history/image-schedule";
import { ffmpegBinary, FFMPEG_MISSING } from "./live/ffmpeg";
import type { ServerContext } from "../context";
import { contractRoute } from "../http/contract-route";
import { HttpError, notFound, ok } from "../http/envelope";
import { ARCHIVE_LOOKBACK_DAYS, QUICK_VIDEO_SECONDS, QUICK_VIDEO_TITLE } from "../../../widgets/core/schemas";
import { liveUnitWindow } from "./history/recording-window";
import { withUserClipLock } from "./archive.queries";

/** Lookback when a unit reports no recording start (document 2 §5): the timeline's, from the contract. */
export const DEFAULT_LOOKBACK_MS = ARCHIVE_LOOKBACK_DAYS * 86_400_000;
/** Most presets one presets_images call may ask for. */
export const MAX_PRESETS_PER_CALL = 50;
const QUICK_VIDEO_MS = QUICK_VIDEO_SECONDS * 1000;

/**
 * The earliest moment video of this camera may be requested: its unit's `recordingStart` (the
 * same window nav_meta reports, `history/recording-window.ts`), else 90 days back.
 */
export function recordingStartMs(camera: CameraInfo, now: number): number {
  const window = liveUnitWindow(
    { id: camera.liveUnitId, date_activated: camera.dateActivated, date_deactivated: camera.dateDeactivated },
    now,
  );
  return window.recordingStart === null ? now - DEFAULT_LOOKBACK_MS : Date.parse(window.recordingStart);
}

/** Why a retrieval of [start, stop] cannot be made, or null (the length is checked by the schema). */
export function retrievalError(camera: CameraInfo, startMs: number, stopMs: number, now: number): string | null {
  if (stopMs > now + 5_000) return "The requested video ends in the future";
  const earliest = recordingStartMs(camera, now);
  if (startMs < earliest)
    return `The requested video starts before the recording start (${new Date(earliest).toISOString()})`;
  const deactivated = camera.dateDeactivated === null ? null : Date.parse(camera.dateDeactivated);
  if (deactivated !== null && stopMs > deactivated) return "The live unit was not recording at that time";
  return null;
}

/**
 * Queues a clip a user asked for, within the clip quotas (issue 18): past them a 429 with
 * `Retry-After`, a stable `code` and an audit record `quota.refused`. The check, the insert and the
 * charge hold the user's clip lock, so concurrent requests (on any instance) cannot slip past the count.
 */
export async function requestClipWithinQuota(
  ctx: ServerContext,
  cameras: CameraService,
  request: FastifyRequest,
  clip: ClipRequest,
): Promise<number> {
  const seconds = (clip.stopMs - clip.startMs) / 1000;
  const outcome = await withUserClipLock(ctx.query, clip.userId, async (trx) => {
    const refusal = await cameras.clipQuotas.refusal(trx, clip.userId, seconds);
    if (refusal) return { refusal, id: -1 };
    const id = await cameras.archive.request(clip, trx);
    await cameras.clipQuotas.charge(trx, id, clip.userId, seconds);
    return { refusal: null, id };
  });
  if (outcome.refusal) {
    const { refusal } = outcome;
    ctx.audit.record({
      action: "quota.refused",
      userId: clip.userId,
      target: `camera:${clip.camera.id}`,
      ip: request.ip,
      details: { quota: refusal.code, kind: clip.kind, seconds, retryAfterS: refusal.retryAfterS },
    });
    throw new HttpError(429, refusal.message, { code: refusal.code, retryAfterS: refusal.retryAfterS });
  }
  cameras.archive.pump();
  return outcome.id;
}

/** Document 2 §7: preset images (one preset, batched), the latest image URL, and video retrieval. */
export function registerArchiveRoutes(app: FastifyInstance, ctx: ServerContext, cameras: CameraService): void {
  const { directory } = cameras;

  /** The camera of a preset (a cabinet's archive camera for a cabinet preset), readable by the caller (404 otherwise). */
  const presetCamera = async (access: Access, presetId: number): Promise<CameraInfo> => {
    const camera = await cameras.imageCameras.ofPreset(presetId);
    if (!camera || !access.canReadClient(camera.clientId)) throw notFound("Preset not found");
    return camera;
  };
  const needHistory = (access: Access, camera: CameraInfo) => {
    if (!canRequestVideo(access, camera))
      throw new HttpError(403, "You do not have the request_video right for this camera");
  };
  const range = (startIso: string, endIso: string) => {
    const start = Date.parse(startIso);
    const end = Date.parse(endIso);
    const error = bucketError(start, end);
    if (error) throw new HttpError(400, error);
    return { start, end };
  };

  contractRoute(app, "presetImages", async ({ request, params }) => {
    const access = await ctx.access(request);
    const camera = await presetCamera(access, params.presetId);
    needHistory(access, camera);
    const { start, end } = range(params.startISO, params.endISO);
    return ok(cameras.historyImages.list(camera, params.presetId, start, end, sessionGrant(access, "request_video")));
  });

  contractRoute(app, "presetsImages", async ({ request, body }) => {
    const access = await ctx.access(request);
    if (body.presetIds.length > MAX_PRESETS_PER_CALL)
      throw new HttpError(400, `Ask for at most ${MAX_PRESETS_PER_CALL} presets at a time`);
    const { start, end } = range(body.start, body.end);
    const grant = sessionGrant(access, "request_video");
    const images = [];
    for (const presetId of new Set(body.presetIds)) {
      const camera = await presetCamera(access, presetId);
      needHistory(access, camera);
      images.push(...cameras.historyImages.list(camera, presetId, start, end, grant));
    }
    return ok(images);
  });

  contractRoute(app, "latestPresetImageUrl", async ({ request, params }) => {
    const access = await ctx.access(request);
    const camera = await presetCamera(access, params.presetId);
    if (!canStream(access, camera) && !canRequestVideo(access, camera))
      throw new HttpError(403, "You may not see images of this camera");
    return ok(cameras.historyImages.latestUrl(camera, params.presetId, sessionGrant(access, "either")));
  });

  contractRoute(app, "requestArchive", async ({ request, params, body }) => {
    const access = await ctx.access(request);
    const camera = await readableCamera(directory, access, params.cameraId);
    needHistory(access, camera);
    if (!ffmpegBinary()) throw new HttpError(503, FFMPEG_MISSING);
    const startMs = Date.parse(body.start);
    const stopMs = Date.parse(body.stop);
    const error = retrievalError(camera, startMs, stopMs, Date.now());
    if (error) throw new HttpError(400, error);
    return ok(
      await requestClipWithinQuota(ctx, cameras, request, {
        camera,
        userId: access.user.id,
        kind: "archive",
        title: body.title,
        startMs,
        stopMs,
      }),
    );
  });
}

/** The quick video (document 3): the last 5 minutes of a camera, as a retrieval. */
export function quickVideoRequester(ctx: ServerContext, cameras: CameraService) {
  return async (access: Access, camera: CameraInfo, title: string, request: FastifyRequest): Promise<number> => {
    if (!ffmpegBinary()) throw new HttpError(503, FFMPEG_MISSING);
    const stopMs = Date.now();
    return requestClipWithinQuota(ctx, cameras, request, {
      camera,
      userId: access.user.id,
      kind: "quick",
      title: title || QUICK_VIDEO_TITLE,
      startMs: stopMs - QUICK_VIDEO_MS,
      stopMs,
    });
  };
}
