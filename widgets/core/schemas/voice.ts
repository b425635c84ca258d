import * as z from "zod";
import { envelope, IdSchema } from "./envelope";

/**
 * Voice token (document 3 §7, path not shown; chosen: GET /api/vms/voice/token/{liveUnitId}).
 * `token` is the voice provider's access token; the call connects with the parameter LiveUnitId.
 */
export const VoiceTokenSchema = z.object({
  token: z.string().min(1),
  lvt_live_unit_id: IdSchema,
});
export type VoiceToken = z.infer<typeof VoiceTokenSchema>;
export const VoiceTokenResponseSchema = envelope(VoiceTokenSchema);
