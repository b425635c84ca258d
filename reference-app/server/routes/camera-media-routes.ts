import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createReadStream, statSync } from "node:fs";
import { join } from "node:path";
import type { CameraService } from "../cameras/camera-service";
import { errorBody } from "../http/envelope";
import { sendVideoFile } from "../http/video-file";

const IMAGE = /^\/media\/images\/(\d{1,10})\/(\d{1,15})(-thumb)?\.jpg$/;
const CLIP = /^\/media\/clips\/(\d{1,10}(?:-dewarped)?\.mp4)$/;
const ALERT = /^\/media\/alerts\/(\d{1,10}-\d{1,10}\.(?:jpg|mp4))$/;
const INTRO = /^(map|stream|history)\.mp4$/;

const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send(errorBody(status, message));

/**
 * Presigned media: history images (drawn and cached on first request), requested clips and alert
 * media; and the public informational videos (made on first request, byte ranges served). A URL without a valid signature, or past its expiry, is refused (403); a clip or alert
 * file not ready yet answers 404 (the availability poll waits for 200).
 */
export function registerCameraMediaRoutes(app: FastifyInstance, cameras: CameraService): void {
  const signed = (request: FastifyRequest, reply: FastifyReply): string | null => {
    const path = request.url.split("?")[0] ?? "";
    const verdict = cameras.signer.check(path, request.query as { exp?: unknown; sig?: unknown });
    if (verdict === "ok") return path;
    fail(reply, 403, verdict === "expired" ? "This media link has expired" : "This media link is not valid");
    return null;
  };

  const sendFile = (reply: FastifyReply, path: string, type: string) => {
    statSync(path); // throws when missing
    return reply.type(type).header("cache-control", "private, max-age=600").send(createReadStream(path));
  };

  app.get("/media/images/:presetId/:file", async (request, reply) => {
    const path = signed(request, reply);
    if (path === null) return reply;
    const match = IMAGE.exec(path);
    if (!match) return fail(reply, 404, "No such image");
    const jpeg = cameras.historyImages.file(Number(match[1]), Number(match[2]), match[3] !== undefined);
    if (!jpeg) return fail(reply, 404, "No such image");
    return reply.type("image/jpeg").header("cache-control", "private, max-age=86400").send(jpeg);
  });

  app.get("/media/clips/:file", async (request, reply) => {
    const path = signed(request, reply);
    if (path === null) return reply;
    const match = CLIP.exec(path);
    if (!match) return fail(reply, 404, "No such clip");
    try {
      return sendFile(reply, join(cameras.archive.dir, match[1]!), "video/mp4");
    } catch {
      return fail(reply, 404, "This clip is not ready");
    }
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
    const match = ALERT.exec(path);
    const file = match ? cameras.alertMedia.path(match[1]!) : null;
    if (!file) return fail(reply, 404, "This media is not ready yet");
    return sendFile(reply, file, file.endsWith(".mp4") ? "video/mp4" : "image/jpeg");
  });
}
