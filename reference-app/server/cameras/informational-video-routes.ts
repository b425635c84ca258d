import type { FastifyInstance } from "fastify";
import * as z from "zod";
import type { ServerContext } from "../context";
import { contractRoute } from "../http/contract-route";
import { notFound, ok } from "../http/envelope";
import { informationalVideoExists, informationalVideos, recordInformationalVideoView } from "./cameras.queries";

const VideoRowSchema = z.object({
  id: z.number(),
  video_url: z.string(),
  thumbnail_url: z.string().nullable(),
  header_text: z.string().nullable(),
  body_text: z.string(),
  documentation_url: z.string().nullable(),
  viewed: z.number(),
});

/** Informational videos per page and the record of who has seen them. */
export function registerInformationalVideoRoutes(app: FastifyInstance, ctx: ServerContext): void {
  contractRoute(app, "informationalVideos", async ({ request, query }) => {
    const access = await ctx.access(request);
    const { page } = query;
    return ok(
      z
        .array(VideoRowSchema)
        .parse(await informationalVideos(ctx.query, access.user.id, page))
        .map((v) => ({ ...v, viewed: v.viewed === 1 })),
    );
  });

  contractRoute(app, "informationalVideoView", async ({ request, params }) => {
    const access = await ctx.access(request);
    const id = params.videoId;
    if (!(await informationalVideoExists(ctx.query, id))) throw notFound("Informational video not found");
    await recordInformationalVideoView(ctx.query, access.user.id, id, Date.now());
    return ok({ id, viewed: true as const });
  });
}
