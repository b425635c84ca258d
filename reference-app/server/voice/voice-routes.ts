import type { FastifyInstance, FastifyReply } from "fastify";
import * as z from "zod";
import type { CameraService } from "../cameras";
import type { ServerContext } from "../context";
import { contractRoute } from "../http/contract-route";
import { errorBody, notFound, ok } from "../http/envelope";
import { OfferError } from "../media/peer-session";
import { alertsAccess } from "../alerts";
import { createVoiceGateway, type VoiceGateway } from "./voice-gateway";
import { voiceToken } from "./voice-token";
import { liveUnitClientId } from "./voice.queries";

/** What the unit's speaker indicator says while a call's audio arrives. */
export const VOICE_CALL_LABEL = "Voice call";

const TokenSchema = z.object({ v: z.number().int().positive(), u: z.number().int(), e: z.number() });

const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send(errorBody(status, message));

/**
 * Voice calls on the reference server (document 3 §2.6, §7):
 * - `GET /api/vms/voice/token/{liveUnitId}` (contract `voiceToken`): for users with the
 *   security_alerts flag (Call Unit lives in the live-unit view, which needs it: 403 otherwise) and a
 *   unit of a client they may read (404 otherwise). Answers a signed token, `provider: 'local'` and
 *   the `signalingUrl` of this server's gateway.
 * - `POST /media/voice/{token}/whip` (an SDP offer with the microphone track) → 201, SDP answer,
 *   Location of the call; `DELETE` that Location hangs up.
 * - With test hooks: `GET /api/test/voice/{liveUnitId}` (contract `testVoiceStats`).
 * While a call's audio arrives, every camera of the unit shows the speaker indicator with its level.
 */
export function registerVoiceRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  cameras: CameraService,
  options: { loopbackOnly: boolean; testHooks?: boolean },
): VoiceGateway {
  const gateway = createVoiceGateway(
    (liveUnitId, level) => {
      // The unit's cameras show the call's audio (read in the background: the gateway does not wait).
      void (async () => {
        for (const id of await cameras.directory.unitCameraIds(liveUnitId)) {
          const camera = await cameras.directory.camera(id);
          if (camera) cameras.states.setAudio(camera, level === null ? null : VOICE_CALL_LABEL, level);
        }
      })().catch((error: unknown) => app.log.error({ err: error }, "voice call audio"));
    },
    { loopbackOnly: options.loopbackOnly },
  );
  app.addHook("onClose", async () => gateway.close());

  contractRoute(app, "voiceToken", async ({ request, params }) => {
    const access = await alertsAccess(ctx, request);
    const clientId = await liveUnitClientId(ctx.query, params.liveUnitId);
    if (clientId === null || !access.canReadClient(clientId)) throw notFound("Live unit not found");
    const { token, signalingUrl } = voiceToken(cameras.signer, params.liveUnitId, access.user.id);
    return ok({ token, lvt_live_unit_id: params.liveUnitId, provider: "local" as const, signalingUrl });
  });

  const unitOf = (token: string): number | "expired" | null => {
    const parsed = TokenSchema.safeParse(cameras.signer.readToken(token));
    if (!parsed.success) return null;
    return parsed.data.e <= Date.now() ? "expired" : parsed.data.v;
  };
  const refuse = (reply: FastifyReply, found: "expired" | null) =>
    fail(reply, found === "expired" ? 410 : 404, found === "expired" ? "This voice token has expired" : "No such call");

  app.post<{ Params: { token: string } }>("/media/voice/:token/whip", async (request, reply) => {
    const liveUnitId = unitOf(request.params.token);
    if (liveUnitId === null || liveUnitId === "expired") return refuse(reply, liveUnitId);
    if (typeof request.body !== "string" || !request.body.startsWith("v=0"))
      return fail(reply, 415, "Send an SDP offer with Content-Type: application/sdp");
    try {
      const session = await gateway.create(liveUnitId, request.body);
      return reply
        .status(201)
        .type("application/sdp")
        .header("location", `/media/voice/${request.params.token}/whip/${session.id}`)
        .header("access-control-expose-headers", "Location")
        .header("cache-control", "no-store")
        .send(session.answer);
    } catch (error) {
      // The client's offer (400, not a server error); anything else is one (500, logged).
      if (!(error instanceof OfferError)) throw error;
      request.log.info({ reason: error.message }, "WHIP offer refused");
      return fail(reply, 400, "The SDP offer could not be answered (it needs an audio track offering PCMU)");
    }
  });

  app.delete<{ Params: { token: string; session: string } }>(
    "/media/voice/:token/whip/:session",
    async (request, reply) => {
      const liveUnitId = unitOf(request.params.token);
      if (liveUnitId === null) return refuse(reply, liveUnitId);
      // An expired token may still hang up its own call.
      const unit = liveUnitId === "expired" ? null : liveUnitId;
      const removed = unit !== null && (await gateway.remove(request.params.session, unit));
      return removed ? reply.status(200).send() : fail(reply, 404, "No such call");
    },
  );

  if (options.testHooks) contractRoute(app, "testVoiceStats", ({ params }) => ok(gateway.stats(params.liveUnitId)));
  return gateway;
}
