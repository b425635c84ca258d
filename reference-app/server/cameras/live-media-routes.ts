import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import * as z from "zod";
import type { CameraService } from "./camera-service";
import { FeedUnavailableError } from "./live/feed-manager";
import { isProfile, type Profile } from "./live/feed";
import type { ServerContext } from "../context";
import { errorBody, sendRefusal } from "../http/envelope";
import { OfferError } from "../media/peer-session";
import type { BundleTile } from "./live/whep";
import { grantRefusal, parseGrant, type Grant, type GrantVerdict } from "./media-grants";

const TokenSchema = z.object({
  c: z.number().int().positive(),
  p: z.string(),
  u: z.number().int(),
  e: z.number(),
  g: z.string(),
});
/** Tiles in one WHEP bundle at most. */
export const WHEP_BUNDLE_MAX_TILES = 64;
const BundleSchema = z.object({
  offer: z.string().max(1_000_000),
  tiles: z
    .array(z.object({ token: z.string().min(1).max(4096), mid: z.string().min(1).max(32) }))
    .min(1)
    .max(WHEP_BUNDLE_MAX_TILES),
});
const HLS_FILE = /^(index\.m3u8|init\.mp4|seg_\d{5,9}\.m4s)$/;
const PLAYLIST_WAIT_MS = 6000;

const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send(errorBody(status, message));

/** How long a player waits before trying a refused live stream again. */
export const LIVE_RETRY_AFTER_S = 10;

/**
 * A live feed refused (issue 18): 503 with the reason's stable `code` and `Retry-After`; a cap
 * (encoders, sessions per user) is also an audit record `quota.refused`.
 */
export function refuseFeed(
  ctx: ServerContext | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
  error: FeedUnavailableError,
  userId: number,
  cameraId: number,
): FastifyReply {
  if (error.code === "encoder_budget" || error.code === "stream_sessions_per_user")
    ctx?.audit.record({
      action: "quota.refused",
      userId,
      target: `camera:${cameraId}`,
      ip: request.ip,
      details: { quota: error.code, url: request.url.split("/").slice(-1)[0] },
    });
  return sendRefusal(reply, 503, error.message, { code: error.code, retryAfterS: LIVE_RETRY_AFTER_S });
}

interface Stream {
  cameraId: number;
  profile: Profile;
  grant: Grant;
  userId: number;
}
type Found = Stream | "expired" | null | Exclude<GrantVerdict, "ok">;

/**
 * Live video at the URLs of a camString: `/media/live/{token}/whep` (WHEP: POST an SDP offer,
 * DELETE `/whep/{session}`) and `/media/live/{token}/{index.m3u8|init.mp4|seg_N.m4s}` (HLS).
 * The token names camera, profile, user, grant (the session that started the stream) and expiry,
 * signed by the server. Every request checks the grant again (media-grants.ts): a session that
 * signed out or expired → 410, a user who lost the stream right → 403; running WHEP sessions are
 * checked every `sweepMs` (≤ 10 s) and ended when their grant no longer holds.
 */
export function registerLiveMediaRoutes(app: FastifyInstance, cameras: CameraService, ctx?: ServerContext): void {
  app.addContentTypeParser("application/sdp", { parseAs: "string" }, (_request, body, done) => done(null, body));

  const stream = async (token: string): Promise<Found> => {
    const parsed = TokenSchema.safeParse(cameras.signer.readToken(token));
    const grant = parsed.success ? parseGrant(parsed.data.g) : null;
    if (!parsed.success || !isProfile(parsed.data.p) || !grant) return null;
    if (parsed.data.e <= Date.now()) return "expired";
    const verdict = await holds(grant, parsed.data.c);
    if (verdict !== "ok") return verdict;
    return { cameraId: parsed.data.c, profile: parsed.data.p, grant, userId: parsed.data.u };
  };
  const holds = async (grant: Grant, cameraId: number): Promise<GrantVerdict> =>
    cameras.grants.check(grant, { camera: await cameras.directory.camera(cameraId) });
  const refusalBody = (found: Exclude<Found, Stream>) => {
    if (found === null) return errorBody(404, "No such stream");
    if (found === "expired") return errorBody(410, "This stream URL has expired");
    const refusal = grantRefusal(found);
    return errorBody(refusal.status, refusal.message);
  };
  const refuse = (reply: FastifyReply, found: Exclude<Found, Stream>) => {
    const body = refusalBody(found);
    return reply.status(body.status).send(body);
  };
  const auditRefusal = (request: FastifyRequest, error: FeedUnavailableError, userId: number, cameraId: number) => {
    if (error.code === "encoder_budget" || error.code === "stream_sessions_per_user")
      ctx?.audit.record({
        action: "quota.refused",
        userId,
        target: `camera:${cameraId}`,
        ip: request.ip,
        details: { quota: error.code, url: "whep-bundle" },
      });
  };

  // Running WHEP sessions and their grants: a session whose grant dies is ended by the sweep.
  const running = new Map<string, { cameraId: number; grant: Grant }>();
  const sweepMs = Math.min(10_000, Math.max(500, cameras.grants.cacheMs));
  let sweeping = false;
  const sweep = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    void (async () => {
      for (const [id, session] of running) {
        if (!cameras.whep.has(id)) running.delete(id);
        else if ((await holds(session.grant, session.cameraId)) !== "ok") {
          running.delete(id);
          void cameras.whep.remove(id, session.cameraId);
        }
      }
    })()
      .catch((error: unknown) => app.log.error({ err: error }, "live grant sweep"))
      .finally(() => (sweeping = false));
  }, sweepMs);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));

  app.post<{ Params: { token: string } }>("/media/live/:token/whep", async (request, reply) => {
    const found = await stream(request.params.token);
    if (typeof found !== "object" || found === null) return refuse(reply, found);
    if (typeof request.body !== "string" || !request.body.startsWith("v=0"))
      return fail(reply, 415, "Send an SDP offer with Content-Type: application/sdp");
    const camera = await cameras.directory.camera(found.cameraId);
    if (!camera?.capabilities.webrtc) return fail(reply, 409, "This camera has no WebRTC stream; use HLS");
    try {
      const session = await cameras.whep.create(found.cameraId, found.profile, request.body, found.userId);
      running.set(session.id, { cameraId: found.cameraId, grant: found.grant });
      return reply
        .status(201)
        .type("application/sdp")
        .header("location", `/media/live/${request.params.token}/whep/${session.id}`)
        .header("access-control-expose-headers", "Location")
        .header("cache-control", "no-store")
        .send(session.answer);
    } catch (error) {
      if (error instanceof FeedUnavailableError)
        return refuseFeed(ctx, request, reply, error, found.userId, found.cameraId);
      // The client's offer (400, not a server error); anything else is one (500, logged).
      if (!(error instanceof OfferError)) throw error;
      request.log.info({ reason: error.message }, "WHEP offer refused");
      return fail(reply, 400, "The SDP offer could not be answered");
    }
  });

  // A bundle (issue 21): many tiles' WHEP sessions on one peer connection (one ICE, one DTLS).
  app.post("/media/live/whep-bundle", async (request, reply) => {
    const parsed = BundleSchema.safeParse(request.body);
    if (!parsed.success)
      return fail(reply, 400, `Send {offer, tiles: [{token, mid}]} with at most ${WHEP_BUNDLE_MAX_TILES} tiles`);
    const { offer, tiles } = parsed.data;
    if (!offer.startsWith("v=0")) return fail(reply, 400, "The SDP offer could not be answered");
    const entries: { mid: string; token: string; error?: ReturnType<typeof errorBody>; tile?: BundleTile }[] = [];
    const grants = new Map<string, Grant>();
    await Promise.all(
      tiles.map(async ({ token, mid }) => {
        const found = await stream(token);
        let error: ReturnType<typeof errorBody> | undefined;
        if (typeof found !== "object" || found === null) error = refusalBody(found);
        else if (!(await cameras.directory.camera(found.cameraId))?.capabilities.webrtc)
          error = errorBody(409, "This camera has no WebRTC stream; use HLS");
        if (error || typeof found !== "object" || found === null) return entries.push({ mid, token, error });
        grants.set(mid, found.grant);
        entries.push({
          mid,
          token,
          tile: { mid, cameraId: found.cameraId, profile: found.profile, userId: found.userId },
        });
      }),
    );
    const admitted = entries.flatMap((e) => (e.tile ? [e.tile] : []));
    const refused = (entry: (typeof entries)[number]) => ({ mid: entry.mid, error: entry.error! });
    if (admitted.length === 0)
      return reply
        .status(200)
        .header("cache-control", "no-store")
        .send({ answer: null, sessions: entries.map(refused) });
    let bundle;
    try {
      bundle = await cameras.whep.createBundle(offer, admitted);
    } catch (error) {
      if (error instanceof FeedUnavailableError) {
        auditRefusal(request, error, admitted[0]!.userId!, admitted[0]!.cameraId);
        return sendRefusal(reply, 503, error.message, { code: error.code, retryAfterS: LIVE_RETRY_AFTER_S });
      }
      if (!(error instanceof OfferError)) throw error;
      request.log.info({ reason: error.message }, "WHEP bundle offer refused");
      return fail(reply, 400, "The SDP offer could not be answered");
    }
    const sessions = entries.map((entry) => {
      if (!entry.tile) return refused(entry);
      const made = bundle.sessions.find((s) => s.mid === entry.mid)!;
      if ("error" in made) {
        const error = made.error;
        if (!(error instanceof FeedUnavailableError)) throw error;
        auditRefusal(request, error, entry.tile.userId!, entry.tile.cameraId);
        return {
          mid: entry.mid,
          error: errorBody(503, error.message, { code: error.code, retryAfterS: LIVE_RETRY_AFTER_S }),
        };
      }
      running.set(made.id, { cameraId: made.cameraId, grant: grants.get(entry.mid)! });
      return { mid: entry.mid, id: made.id, location: `/media/live/${entry.token}/whep/${made.id}` };
    });
    return reply.status(201).header("cache-control", "no-store").send({ answer: bundle.answer, sessions });
  });

  app.delete<{ Params: { token: string; session: string } }>(
    "/media/live/:token/whep/:session",
    async (request, reply) => {
      const found = await stream(request.params.token);
      if (typeof found !== "object" || found === null) return refuse(reply, found);
      running.delete(request.params.session);
      const removed = await cameras.whep.remove(request.params.session, found.cameraId);
      return removed ? reply.status(200).send() : fail(reply, 404, "No such WHEP session");
    },
  );

  app.get<{ Params: { token: string; file: string } }>("/media/live/:token/:file", async (request, reply) => {
    const found = await stream(request.params.token);
    if (typeof found !== "object" || found === null) return refuse(reply, found);
    const { file } = request.params;
    if (!HLS_FILE.test(file)) return fail(reply, 404, "No such file");
    let feed;
    try {
      feed = await cameras.feeds.touchHls(found.cameraId, found.profile, found.userId);
    } catch (error) {
      if (error instanceof FeedUnavailableError)
        return refuseFeed(ctx, request, reply, error, found.userId, found.cameraId);
      throw error;
    }
    const path = join(feed.hlsDir, file);
    if (file === "index.m3u8") {
      // A new feed writes its first playlist after its first segment (about a second).
      const until = Date.now() + PLAYLIST_WAIT_MS;
      while (!existsSync(path) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    }
    let data: Buffer;
    try {
      data = await readFile(path);
    } catch {
      return fail(reply, 404, "Not available yet");
    }
    const type = file.endsWith(".m3u8") ? "application/vnd.apple.mpegurl" : "video/mp4";
    return reply
      .type(type)
      .header("cache-control", file.endsWith(".m3u8") ? "no-cache" : "max-age=60")
      .send(data);
  });
}
