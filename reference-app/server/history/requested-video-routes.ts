import type { FastifyInstance, FastifyReply } from "fastify";
import { holds, type Access } from "../auth/access";
import { type CameraService, grantText, sessionGrant } from "../cameras";
import { requestLanguage } from "../auth/language";
import type { ServerContext } from "../context";
import { createRequestedVideos, type RequestedVideosUnit } from "./requested-videos";
import { createShareLinks } from "./share-links";
import { contractRoute } from "../http/contract-route";
import { HttpError, notFound, ok } from "../http/envelope";
import { linkOrigin } from "../http/origin";
import { SHARE_LINK_VALIDITY_DAYS } from "../../../widgets/core/schemas";
import { sharePage, SHARE_PAGE_CSS } from "./share-page";

/** The feature flag that allows share links (document 2 §6). */
export const SHARE_FLAG = "requested_video_share";
export const SHARE_LINK_TTL_MS = SHARE_LINK_VALIDITY_DAYS * 86_400_000;

/**
 * Document 2 §7: the requested videos of a live unit and their share links. Both need the
 * request_video right on the unit's client or one of its cameras (403); another client's unit, or a
 * video of another unit, answers 404. A share link needs the `requested_video_share` flag (403) and
 * is `<origin>/shared/video/<token>`: a signed token naming a stored link (`requested_video_shares`:
 * video, version, creator, expiry in 30 days, opens, revocation), opened without signing in; each
 * opening is counted; after expiry or revocation the page answers 410, never the video. Beyond the
 * spec, users who may share list a video's links and revoke any of them.
 */
export function registerRequestedVideoRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  cameras: CameraService,
  now: () => number = Date.now,
): void {
  const videos = createRequestedVideos(ctx.query, cameras.directory, cameras.archive, now);
  const shares = createShareLinks(ctx.query, now);

  const readableUnit = async (access: Access, liveUnitId: number): Promise<RequestedVideosUnit> => {
    const unit = await videos.unit(liveUnitId);
    if (!unit || !access.canReadClient(unit.client_id)) throw notFound("Live unit not found");
    if (!holds(access.requestVideo, unit.client_id, await videos.cameraIds(unit.id)))
      throw new HttpError(403, "You do not have the request_video right for this live unit");
    return unit;
  };

  contractRoute(app, "requestedVideos", async ({ request, params }) => {
    const access = await ctx.access(request);
    const unit = await readableUnit(access, params.liveUnitId);
    return ok(await videos.list(unit, sessionGrant(access, "request_video")));
  });

  /** The unit's ready video, for a user who may share (403 without the flag, 404 for another unit's video). */
  const shareableVideo = async (access: Access, liveUnitId: number, videoId: number) => {
    const unit = await readableUnit(access, liveUnitId);
    if (!access.user.flags.includes(SHARE_FLAG))
      throw new HttpError(403, "Sharing requested videos is not enabled for this user");
    const row = await cameras.archive.get(videoId);
    if (!row || row.live_unit_id !== unit.id || row.status !== "ready") throw notFound("Requested video not found");
    return row;
  };

  contractRoute(app, "requestedVideoShare", async ({ request, params, query }) => {
    const access = await ctx.access(request);
    const row = await shareableVideo(access, params.liveUnitId, params.videoId);
    const dewarped = query.dewarped === "true";
    if (dewarped && row.dewarped_file === null) throw notFound("This video has no dewarped version");
    const share = await shares.create(row.id, dewarped, access.user.id, SHARE_LINK_TTL_MS);
    const token = cameras.signer.token({ s: share.id, exp: share.expires_at });
    ctx.audit.record({
      action: "share.create",
      userId: access.user.id,
      actor: access.user.username,
      target: `share:${share.id}`,
      ip: request.ip,
      details: { videoId: row.id, liveUnitId: row.live_unit_id, dewarped, expiresAt: share.expires_at },
    });
    // PUBLIC_URL (or the server's own listening origin): never the request's Host header.
    return ok(`${linkOrigin(request)}/shared/video/${token}`);
  });

  contractRoute(app, "requestedVideoShares", async ({ request, params }) => {
    const row = await shareableVideo(await ctx.access(request), params.liveUnitId, params.videoId);
    return ok(await shares.list(row.id));
  });

  contractRoute(app, "requestedVideoShareRevoke", async ({ request, params }) => {
    const access = await ctx.access(request);
    const row = await shareableVideo(access, params.liveUnitId, params.videoId);
    const share = await shares.get(params.shareId);
    if (!share || share.video_id !== row.id) throw notFound("Share link not found");
    const revoked = (await shares.revoke(share.id, access.user.id)) ?? share;
    // The link's video URL is refused from now on, not after the grant cache's time.
    cameras.grants.forget();
    ctx.audit.record({
      action: "share.revoke",
      userId: access.user.id,
      actor: access.user.username,
      target: `share:${share.id}`,
      ip: request.ip,
      details: { videoId: row.id, liveUnitId: row.live_unit_id, alreadyRevoked: share.revoked_at !== null },
    });
    return ok(shares.info(revoked));
  });

  const page = (reply: FastifyReply, status: number, html: string) =>
    reply.status(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(html);

  app.get("/shared/video.css", (_request, reply) =>
    reply.type("text/css; charset=utf-8").header("cache-control", "public, max-age=3600").send(SHARE_PAGE_CSS),
  );

  app.get<{ Params: { token: string } }>("/shared/video/:token", async (request, reply) => {
    const shareId = cameras.signer.readToken(request.params.token)?.s;
    const share = typeof shareId === "number" ? await shares.get(shareId) : null;
    if (!share) return page(reply, 404, sharePage({ kind: "invalid" }, requestLanguage(request)));
    const state = shares.status(share);
    if (state !== "active") {
      ctx.audit.record({
        action: "share.open_refused",
        target: `share:${share.id}`,
        ip: request.ip,
        details: { state },
      });
      return page(reply, 410, sharePage({ kind: state }, requestLanguage(request)));
    }
    const row = await cameras.archive.get(share.video_id);
    // The video URL names the link as its grant: revoked or expired, it answers 410 too.
    const grant = grantText({ kind: "share", shareId: share.id });
    const urls = row ? cameras.archive.urls(row, grant, share.expires_at - now()) : null;
    const src = share.dewarped === 1 ? urls?.dewarpedVideoUrl : urls?.videoUrl;
    if (!row || !src) return page(reply, 404, sharePage({ kind: "invalid" }, requestLanguage(request)));
    await shares.opened(share.id);
    ctx.audit.record({
      action: "share.open",
      target: `share:${share.id}`,
      ip: request.ip,
      details: { videoId: row.id, userAgent: request.headers["user-agent"]?.slice(0, 200) ?? null },
    });
    return page(
      reply,
      200,
      sharePage(
        {
          kind: "video",
          title: row.title,
          src,
          recorded: new Date(row.start_ms),
          expires: new Date(share.expires_at),
        },
        requestLanguage(request),
      ),
    );
  });
}
