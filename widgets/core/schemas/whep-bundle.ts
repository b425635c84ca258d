import * as z from "zod/mini";
import { SdpSchema } from "./media";

/** One tile's entry in a WHEP bundle's answer: its session, or its refusal (the error envelope). */
export const WhepBundleEntrySchema = z.object({
  mid: z.string(),
  location: z.optional(z.string()),
  error: z.optional(
    z.object({
      status: z.number(),
      error: z.optional(z.string()),
      code: z.optional(z.string()),
      retryAfterS: z.optional(z.number()),
    }),
  ),
});

/** A WHEP bundle's answer (`POST /media/live/whep-bundle`): one SDP answer for every tile admitted. */
export const WhepBundleAnswerSchema = z.object({
  answer: z.nullable(SdpSchema),
  sessions: z.array(WhepBundleEntrySchema),
});
export type WhepBundleAnswer = z.infer<typeof WhepBundleAnswerSchema>;
