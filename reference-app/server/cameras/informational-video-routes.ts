import type { FastifyInstance } from "fastify";
import * as z from "zod";
import type { ServerContext } from "../context";
import { contractRoute } from "../http/contract-route";
import { notFound, ok } from "../http/envelope";

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
  const list = ctx.db
    .prepare(`SELECT v.id, v.video_url, v.thumbnail_url, v.header_text, v.body_text, v.documentation_url,
      EXISTS (SELECT 1 FROM informational_video_views w WHERE w.video_id = v.id AND w.user_id = ?) AS viewed
    FROM informational_videos v WHERE v.page = ? ORDER BY v.id`);
  const exists = ctx.db.prepare("SELECT 1 FROM informational_videos WHERE id = ?");
  const record = ctx.db.prepare(
    "INSERT OR IGNORE INTO informational_video_views (user_id, video_id, viewed_at) VALUES (?, ?, ?)",
  );

  contractRoute(app, "informationalVideos", async ({ request, query }) => {
    const access = await ctx.access(request);
    const { page } = query;
    return ok(
      z
        .array(VideoRowSchema)
        .parse(list.all(access.user.id, page))
        .map((v) => ({ ...v, viewed: v.viewed === 1 })),
    );
  });

  contractRoute(app, "informationalVideoView", async ({ request, params }) => {
    const access = await ctx.access(request);
    const id = params.videoId;
    if (exists.get(id) === undefined) throw notFound("Informational video not found");
    record.run(access.user.id, id, Date.now());
    return ok({ id, viewed: true as const });
  });
}
