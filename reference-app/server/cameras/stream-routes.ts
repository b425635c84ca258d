import { sessionExpiresAt } from "./cameras.queries";
import type { FastifyInstance } from "fastify";
import type { Access } from "../auth/access";
import { callerPermissions, canStream, readableCamera, streamableCamera } from "./camera-access";
import type { CameraInfo } from "./camera-directory";
import type { CameraService } from "./camera-service";
import { sessionGrant } from "./media-grants";
import { ffmpegBinary, FFMPEG_MISSING } from "./live/ffmpeg";
import type { Profile } from "./live/feed";
import { FeedUnavailableError } from "./live/feed-manager";
import { LIVE_RETRY_AFTER_S } from "./live-media-routes";
import { hash01 } from "./scene/agents";
import type { ServerContext } from "../context";
import { contractRoute } from "../http/contract-route";
import { HttpError, ok } from "../http/envelope";
import { parseCamString, type CamString } from "../../../widgets/core/schemas";

/**
 * Stream URLs stay valid this long; each request checks again what granted them (the session that
 * started the stream and its stream right, see media-grants.ts), so sign-out or a lost right stops
 * them within the grant cache's time (≤ 60 s) however long they have left.
 */
export const STREAM_TOKEN_TTL_MS = 12 * 3_600_000;
const CONFIGURING_ROLES = new Set([
  "account_administrator",
  "account_administrator_with_sub_clients",
  "partner_with_unit_config",
  "lvt_system_administrator",
]);

const health = (camera: CameraInfo) => ({
  statusText: camera.health.status,
  color: camera.health.color,
  startColor: camera.health.startColor,
  isFlapping: camera.health.flapping,
  isGradient: camera.health.startColor !== null,
  overlay: camera.health.overlay,
});

/** A unit's phone line for voice calls (about 60 % of units have one). */
export function sip(liveUnitId: number, clientId: number) {
  if (hash01(liveUnitId, 0x5192) > 0.6) return { sipPhoneNumber: null, sipPin: null, clientPasscode: null };
  const digits = (salt: number, n: number) => String(Math.floor(hash01(liveUnitId, salt) * 10 ** n)).padStart(n, "0");
  return {
    sipPhoneNumber: `+1555${digits(1, 7)}`,
    sipPin: digits(2, 4),
    clientPasscode: String(Math.floor(hash01(clientId, 3) * 900000) + 100000),
  };
}

/**
 * The live URLs of a camera for a caller, as a camString naming the caller's session as their grant.
 * They expire with that session when it ends sooner (a partner token's), so `expiresAt` tells the
 * player when to renew them (it asks again, make before break).
 */
export function camStringFor(
  cameras: CameraService,
  camera: CameraInfo,
  access: Access,
  sessionExpiresAt: number | null = null,
): CamString {
  const exp = Math.min(Date.now() + STREAM_TOKEN_TTL_MS, sessionExpiresAt ?? Infinity);
  const g = sessionGrant(access, "stream");
  const url = (profile: Profile, file: string) =>
    `/media/live/${cameras.signer.token({ c: camera.id, p: profile, u: access.user.id, e: exp, g })}/${file}`;
  return {
    v: 1,
    cameraId: camera.id,
    expiresAt: new Date(exp).toISOString(),
    whep: camera.capabilities.webrtc ? { main: url("main", "whep"), sub: url("sub", "whep") } : null,
    hls: { main: url("main", "index.m3u8"), sub: url("sub", "index.m3u8") },
  };
}

/** Document 3 stream calls: meta, location cameras, capabilities, permissions, start, check-in, check-out. */
export function registerStreamRoutes(app: FastifyInstance, ctx: ServerContext, cameras: CameraService): void {
  const { directory } = cameras;
  const streamable = (access: Access, id: number) => streamableCamera(directory, access, id);
  /** When the caller's session ends (its media URLs end with it). */
  const sessionEnd = (access: Access): Promise<number | null> =>
    access.sessionId ? sessionExpiresAt(ctx.query, access.sessionId) : Promise.resolve(null);

  contractRoute(app, "streamMeta", async ({ request, params }) => {
    const access = await ctx.access(request);
    const camera = await streamable(access, params.cameraId);
    const thumbnail = camera.presets.find((p) => p.id === camera.thumbnailPresetId);
    return ok({
      cameraId: camera.id,
      cameraName: camera.name,
      liveUnitId: camera.liveUnitId,
      liveUnitName: camera.liveUnitName,
      locationId: camera.locationId,
      locationName: camera.locationName,
      clientId: camera.clientId,
      clientName: camera.clientName,
      clientLogoUrl: null,
      cameraActive: camera.active,
      cameraPatrolSuspended: cameras.states.patrolSuspended(camera),
      cameraHealth: health(camera),
      otherCameraIds: (await directory.locationCameraIds(camera)).filter((id) => id !== camera.id),
      timeZone: camera.timeZone,
      thumbnailPreset: thumbnail ? { id: thumbnail.id, name: thumbnail.name } : null,
      presets: camera.presets.map((p) => ({ id: p.id, name: p.name, isHome: p.isHome })),
      ...sip(camera.liveUnitId, camera.clientId),
    });
  });

  contractRoute(app, "locationCameras", async ({ request, params }) => {
    const access = await ctx.access(request);
    const camera = await readableCamera(directory, access, params.cameraId);
    // Each entry links to its stream page (document 3 §2.1), so only cameras the caller may stream
    // are listed (document 1 §6: the stream right for the client or the camera; deactivated ones
    // need streamDeactivated); the camera asked about stays so the page keeps its own entry.
    const all = await Promise.all((await directory.locationCameraIds(camera)).map((id) => directory.camera(id)));
    const list = all.filter(
      (c): c is CameraInfo =>
        c !== null && access.canReadClient(c.clientId) && (c.id === camera.id || canStream(access, c)),
    );
    return ok(
      list.map((c) => {
        const thumbnail = c.presets.find((p) => p.id === c.thumbnailPresetId);
        return {
          id: c.id,
          cameraName: c.name,
          liveUnitId: c.liveUnitId,
          liveUnitName: c.liveUnitName,
          locationId: c.locationId,
          active: c.active,
          uptimeSummary: health(c),
          thumbnailPreset: thumbnail ? { id: thumbnail.id, name: thumbnail.name } : null,
        };
      }),
    );
  });

  contractRoute(app, "capabilities", async ({ request, params }) =>
    ok((await readableCamera(directory, await ctx.access(request), params.cameraId)).capabilities),
  );

  contractRoute(app, "cameraPermissions", async ({ request, params }) => {
    const access = await ctx.access(request);
    return ok(callerPermissions(access, await readableCamera(directory, access, params.cameraId)));
  });

  contractRoute(app, "streamStart", async ({ request, params, query }) => {
    const access = await ctx.access(request);
    const camera = await streamable(access, params.cameraId);
    if (!ffmpegBinary()) throw new HttpError(503, FFMPEG_MISSING);
    const profile = query.profile ?? "main";
    // Warm the feed so it is encoding when the player connects (it stops again if nobody comes).
    // Past the user's sessions or the server's encoders: 503 with the reason's code (issue 18).
    try {
      await cameras.feeds.warm(camera.id, profile, access.user.id);
    } catch (error) {
      if (!(error instanceof FeedUnavailableError)) throw error;
      if (error.code === "encoder_budget" || error.code === "stream_sessions_per_user")
        ctx.audit.record({
          action: "quota.refused",
          userId: access.user.id,
          target: `camera:${camera.id}`,
          ip: request.ip,
          details: { quota: error.code, call: "streamStart", profile },
        });
      throw new HttpError(503, error.message, { code: error.code, retryAfterS: LIVE_RETRY_AFTER_S });
    }
    const cam = camStringFor(cameras, camera, access, await sessionEnd(access));
    return ok({
      camString: JSON.stringify(cam),
      canConfigure: CONFIGURING_ROLES.has(access.user.lvtr) && canStream(access, camera),
      whepUrl: cam.whep?.main ?? null,
      hlsUrl: cam.hls.main,
    });
  });

  contractRoute(app, "streamCheckIn", async ({ request, params, body }) => {
    const access = await ctx.access(request);
    const camera = await streamable(access, params.cameraId);
    const cam = parseCamString(body.camString);
    const token = cam ? cameras.signer.readToken(cam.hls.main.split("/")[3] ?? "") : null;
    if (!cam || cam.cameraId !== camera.id || !token || token.c !== camera.id || token.u !== access.user.id)
      throw new HttpError(400, "camString is not a stream started by you for this camera");
    return ok({ viewers: await cameras.viewers.checkIn(camera.id, access.user) });
  });

  contractRoute(app, "streamCheckOut", async ({ request, params }) => {
    const access = await ctx.access(request);
    const camera = await readableCamera(directory, access, params.cameraId);
    await cameras.viewers.checkOut(camera.id, access.user.id);
    return ok(null);
  });
}
