import type { FastifyInstance, FastifyReply } from "fastify";
import { holds, type Access } from "../auth/access";
import type { CameraService } from "../cameras/camera-service";
import type { ServerContext } from "../context";
import { createRequestedVideos, type RequestedVideosUnit } from "../history/requested-videos";
import { contractRoute } from "../http/contract-route";
import { HttpError, notFound, ok } from "../http/envelope";
import { SHARE_LINK_VALIDITY_DAYS } from "../../../widgets/core/schemas";
import { sharePage, SHARE_PAGE_CSS } from "./share-page";

/** The feature flag that allows share links (document 2 §6). */
export const SHARE_FLAG = "requested_video_share";
export const SHARE_LINK_TTL_MS = SHARE_LINK_VALIDITY_DAYS * 86_400_000;

/**
 * Document 2 §7: the requested videos of a live unit and their share links. Both need the
 * request_video right on the unit's client or one of its cameras (403); another client's unit, or a
 * video of another unit, answers 404. A share link needs the `requested_video_share` flag (403) and
 * is `<origin>/shared/video/<token>`: a signed token naming the video, the version and the expiry
 * (30 days), opened without signing in; after expiry the page answers 410, never the video.
 */
export function registerRequestedVideoRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  cameras: CameraService,
  now: () => number = Date.now,
): void {
  const videos = createRequestedVideos(ctx.db, cameras.directory, cameras.archive, now);

  const readableUnit = (access: Access, liveUnitId: number): RequestedVideosUnit => {
    const unit = videos.unit(liveUnitId);
    if (!unit || !access.canReadClient(unit.client_id)) throw notFound("Live unit not found");
    if (!holds(access.requestVideo, unit.client_id, videos.cameraIds(unit.id)))
      throw new HttpError(403, "You do not have the request_video right for this live unit");
    return unit;
  };

  contractRoute(app, "requestedVideos", ({ request, params }) => {
    const unit = readableUnit(ctx.access(request), params.liveUnitId);
    return ok(videos.list(unit));
  });

  contractRoute(app, "requestedVideoShare", ({ request, params, query }) => {
    const access = ctx.access(request);
    const unit = readableUnit(access, params.liveUnitId);
    if (!access.user.flags.includes(SHARE_FLAG))
      throw new HttpError(403, "Sharing requested videos is not enabled for this user");
    const row = cameras.archive.get(params.videoId);
    if (!row || row.live_unit_id !== unit.id || row.status !== "ready") throw notFound("Requested video not found");
    const dewarped = query.dewarped === "true";
    if (dewarped && row.dewarped_file === null) throw notFound("This video has no dewarped version");
    const token = cameras.signer.token({ v: row.id, d: dewarped ? 1 : 0, exp: now() + SHARE_LINK_TTL_MS });
    return ok(`${request.protocol}://${request.host}/shared/video/${token}`);
  });

  const page = (reply: FastifyReply, status: number, html: string) =>
    reply.status(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(html);

  app.get("/shared/video.css", (_request, reply) =>
    reply.type("text/css; charset=utf-8").header("cache-control", "public, max-age=3600").send(SHARE_PAGE_CSS),
  );

  app.get<{ Params: { token: string } }>("/shared/video/:token", (request, reply) => {
    const payload = cameras.signer.readToken(request.params.token);
    const id = payload?.v;
    const exp = payload?.exp;
    if (typeof id !== "number" || typeof exp !== "number") return page(reply, 404, sharePage({ kind: "invalid" }));
    const remaining = exp - now();
    if (remaining <= 0) return page(reply, 410, sharePage({ kind: "expired" }));
    const row = cameras.archive.get(id);
    const urls = row ? cameras.archive.urls(row, remaining) : null;
    const src = payload?.d === 1 ? urls?.dewarpedVideoUrl : urls?.videoUrl;
    if (!row || !src) return page(reply, 404, sharePage({ kind: "invalid" }));
    return page(
      reply,
      200,
      sharePage({ kind: "video", title: row.title, src, recorded: new Date(row.start_ms), expires: new Date(exp) }),
    );
  });
}
