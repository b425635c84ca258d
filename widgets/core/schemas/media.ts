import * as z from "zod/mini";

/**
 * Live media signalling (WHEP, RFC 9725): the answer to a POSTed SDP offer is an SDP text
 * (`application/sdp`) with a `Location` header naming the session (DELETE ends it).
 */
export const SdpSchema = z.string().check(
  z.maxLength(200_000),
  z.refine((text) => text.startsWith("v=0"), { message: "not_an_sdp" }),
);
export type Sdp = z.infer<typeof SdpSchema>;

/** A WHEP session as the player keeps it: the answer and the absolute session URL. */
export const WhepSessionSchema = z.object({
  answer: SdpSchema,
  location: z.url(),
});
export type WhepSession = z.infer<typeof WhepSessionSchema>;
