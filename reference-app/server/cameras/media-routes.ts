import type { FastifyInstance } from "fastify";
import * as z from "zod";
import { callerId, loadAccess } from "../auth";
import type { ServerContext } from "../context";
import { PathIdSchema } from "../../../widgets/core/contract";
import { errorBody } from "../http/envelope";
import { thumbnailSvg } from "../media/thumbnail-svg";
import { thumbnailScene } from "./cameras.queries";

const ThumbnailParamsSchema = z.object({
  cameraId: PathIdSchema,
  presetFile: z.string().regex(/^[1-9][0-9]{0,9}\.svg$/),
});

/**
 * Generated thumbnails (the informational video files are the cameras': camera-media-routes.ts).
 * Thumbnails work like presigned image URLs: anyone gets the picture, but the camera and preset
 * names are drawn only for a caller who may read the camera's client.
 */
export function registerMediaRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get("/media/thumbnails/:cameraId/:presetFile", async (request, reply) => {
    const params = ThumbnailParamsSchema.safeParse(request.params);
    if (!params.success) return reply.status(404).send(errorBody(404, "Thumbnail not found"));
    const presetId = Number.parseInt(params.data.presetFile, 10);
    const row = await thumbnailScene(ctx.query, presetId, params.data.cameraId);
    if (row === undefined) return reply.status(404).send(errorBody(404, "Thumbnail not found"));
    const userId = await callerId(ctx.query, ctx.tokenSecret, request);
    const access = userId === null ? null : await loadAccess(ctx.query, userId);
    const named = access?.canReadClient(row.client_id) ?? false;
    const svg = thumbnailSvg({
      cameraId: params.data.cameraId,
      presetId,
      cameraName: named ? row.camera_name : null,
      presetName: named ? row.preset_name : null,
    });
    return reply
      .type("image/svg+xml; charset=utf-8")
      .header("cache-control", "private, max-age=300")
      .header("vary", "Cookie, Authorization")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}
