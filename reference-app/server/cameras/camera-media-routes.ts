import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createReadStream, statSync } from "node:fs";
import { join } from "node:path";
import type { CameraService } from "./camera-service";
import { grantRefusal, parseGrant, type GrantTarget } from "./media-grants";
import { errorBody } from "../http/envelope";
import { sendVideoFile } from "../http/video-file";
import { ALERT_MEDIA_PATH } from "./alerts/alert-media";

const IMAGE = /^\/media\/images\/(\d{1,10})\/(\d{1,15})(-thumb)?\.jpg$/;
/** `<id>[-<run>][-dewarped].mp4` (archive-jobs.ts names each rendering's files; older rows have no run). */
const CLIP = /^\/media\/clips\/((\d{1,10})(?:-[0-9a-f]{8})?(-dewarped)?\.mp4)$/;
const INTRO = /^(map|stream|history)\.mp4$/;

const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send(errorBody(status, message));

/** Browsers may keep granted media this long (the bound on revocation, issue 18). */
const GRANTED_MEDIA_CACHE = "private, max-age=60";

/**
 * Presigned media: history images (drawn and cached on first request), requested clips (byte
 * ranges served) and alert media; and the public informational videos (made on first request,
 * byte ranges served). A URL without a valid signature, or past its expiry, is refused (403); a
 * clip or alert file not ready yet answers 404 (the availability poll waits for 200).
 *
 * Images, clips and alert media carry what granted them (media-grants.ts), checked on every
 * request, ranges included: a session that signed out or expired → 410, a user who lost the right → 403, a share
 * link revoked or expired → 410. A URL without a grant is refused (403).
 */
export function registerCameraMediaRoutes(app: FastifyInstance, cameras: CameraService): void {
  const signed = (request: FastifyRequest, reply: FastifyReply): string | null => {
    const path = request.url.split("?")[0] ?? "";
    const verdict = cameras.signer.check(path, request.query as { exp?: unknown; sig?: unknown; g?: unknown });
    if (verdict === "ok") return path;
    fail(reply, 403, verdict === "expired" ? "This media link has expired" : "This media link is not valid");
    return null;
  };
  /** Whether the URL's grant still holds for `target` (else the refusal is sent). */
  const granted = async (
    request: FastifyRequest,
    reply: FastifyReply,
    target: () => Promise<GrantTarget>,
  ): Promise<boolean> => {
    const grant = parseGrant((request.query as { g?: unknown }).g);
    if (!grant) {
      fail(reply, 403, "This media link is not valid");
      return false;
    }
    const verdict = await cameras.grants.check(grant, await target());
    if (verdict === "ok") return true;
    const refusal = grantRefusal(verdict);
    fail(reply, refusal.status, refusal.message);
    return false;
  };

  const sendFile = (reply: FastifyReply, path: string, type: string) => {
    statSync(path); // throws when missing
    return reply.type(type).header("cache-control", GRANTED_MEDIA_CACHE).send(createReadStream(path));
  };

  app.get("/media/images/:presetId/:file", async (request, reply) => {
    const path = signed(request, reply);
    if (path === null) return reply;
    const match = IMAGE.exec(path);
    if (!match) return fail(reply, 404, "No such image");
    const presetId = Number(match[1]);
    if (!(await granted(request, reply, async () => ({ camera: await cameras.imageCameras.ofPreset(presetId) }))))
      return reply;
    const jpeg = await cameras.historyImages.file(Number(match[1]), Number(match[2]), match[3] !== undefined);
    if (!jpeg) return fail(reply, 404, "No such image");
    return reply.type("image/jpeg").header("cache-control", GRANTED_MEDIA_CACHE).send(jpeg);
  });

  app.get("/media/clips/:file", async (request, reply) => {
    const path = signed(request, reply);
    if (path === null) return reply;
    const match = CLIP.exec(path);
    if (!match) return fail(reply, 404, "No such clip");
    const row = await cameras.archive.get(Number(match[2]));
    const target = async (): Promise<GrantTarget> => {
      const [camera, related] = row
        ? await Promise.all([
            cameras.directory.camera(row.camera_id),
            cameras.directory.unitCameraIds(row.live_unit_id),
          ])
        : [null, []];
      return {
        camera,
        relatedCameraIds: related,
        videoId: row?.id ?? -1,
        dewarped: match[3] !== undefined,
      };
    };
    if (!(await granted(request, reply, target))) return reply;
    // Only the file the row names (a job rendered twice leaves one): another name is not this clip.
    if (match[1] !== (match[3] === undefined ? row?.video_file : row?.dewarped_file))
      return fail(reply, 404, "This clip is not ready");
    const file = join(cameras.archive.dir, match[1]!);
    try {
      statSync(file);
    } catch {
      return fail(reply, 404, "This clip is not ready");
    }
    return sendVideoFile(request, reply, file, GRANTED_MEDIA_CACHE);
  });

  // The informational videos are public (no signature): the same short film for everyone.
  app.get("/media/informational/:file", async (request, reply) => {
    const match = INTRO.exec((request.params as { file?: string }).file ?? "");
    if (!match) return fail(reply, 404, "No such informational video");
    let file: string;
    try {
      file = await cameras.introVideos.file(match[1] as "map" | "stream" | "history");
    } catch (error) {
      request.log.error({ err: error }, "informational video");
      return fail(reply, 503, "The informational video could not be made");
    }
    return sendVideoFile(request, reply, file, "public, max-age=86400");
  });

  app.get("/media/alerts/:file", async (request, reply) => {
    const path = signed(request, reply);
    if (path === null) return reply;
    const match = ALERT_MEDIA_PATH.exec(path);
    if (!match) return fail(reply, 404, "This media is not ready yet");
    // The alert's camera: its still and clip need what the alert does (reading the camera's client).
    const cameraId = Number(match[3]);
    if (!(await granted(request, reply, async () => ({ camera: await cameras.directory.camera(cameraId) }))))
      return reply;
    const file = cameras.alertMedia.path(match[1]!);
    if (!file) return fail(reply, 404, "This media is not ready yet");
    return sendFile(reply, file, file.endsWith(".mp4") ? "video/mp4" : "image/jpeg");
  });
}
