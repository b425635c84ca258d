import * as z from "zod";
import { envelope, IdSchema } from "./envelope";

/** Which voice provider the token is for: Twilio (production) or the reference server's own WebRTC gateway. */
export const VoiceProviderKindSchema = z.enum(["twilio", "local"]);
export type VoiceProviderKind = z.infer<typeof VoiceProviderKindSchema>;

/**
 * Voice token (document 3 §7, path not shown; chosen: GET /api/vms/voice/token/{liveUnitId}).
 * `token` is the voice provider's access token; the call connects with the parameter LiveUnitId.
 * Chosen additions: `provider` (absent: 'twilio', the spec's answer) and, for 'local', the
 * `signalingUrl` where the browser POSTs its SDP offer (WHIP-style; DELETE the Location to hang up).
 */
export const VoiceTokenSchema = z
  .object({
    token: z.string().min(1),
    lvt_live_unit_id: IdSchema,
    provider: VoiceProviderKindSchema.default("twilio"),
    signalingUrl: z.string().min(1).optional(),
  })
  .refine((v) => v.provider !== "local" || v.signalingUrl !== undefined, {
    message: "a local voice token needs a signalingUrl",
    path: ["signalingUrl"],
  });
export type VoiceToken = z.infer<typeof VoiceTokenSchema>;
export const VoiceTokenResponseSchema = envelope(VoiceTokenSchema);

/** Test hook (VMS_TEST_HOOKS=1): what the reference server's voice gateway received for a live unit. */
export const VoiceStatsSchema = z.object({
  liveUnitId: IdSchema,
  /** Open calls to the unit. */
  sessions: z.number().int().nonnegative(),
  /** Audio RTP packets received since the server started. */
  packets: z.number().int().nonnegative(),
  /** The last level heard, 0 (silence) to 1 (full scale). */
  level: z.number().min(0).max(1),
  /** Whether audio arrived in the last second (the unit's cameras show the indicator). */
  receiving: z.boolean(),
});
export type VoiceStats = z.infer<typeof VoiceStatsSchema>;
export const VoiceStatsResponseSchema = envelope(VoiceStatsSchema);
