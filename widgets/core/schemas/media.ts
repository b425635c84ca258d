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

/** Whether the URL parser reads `text` as an absolute URL (as `URL.canParse`, not in every browser yet). */
function isUrl(text: string): boolean {
  try {
    return Boolean(new URL(text));
  } catch {
    return false;
  }
}

/**
 * An absolute URL, trimmed, without tabs or line breaks (the URL parser drops them): what zod's
 * `z.url()` accepts and gives, as a check (see media.test.ts): that kind was 0.2 KiB of
 * `<vms-camera>`'s entry (issue 8).
 */
export const UrlSchema = z.string().check(
  z.refine((text) => isUrl(text.trim()), { message: "Invalid URL" }),
  z.overwrite((text) => text.trim().replace(/[\t\n\r]/g, "")),
);

/** A WHEP session as the player keeps it: the answer and the absolute session URL. */
export const WhepSessionSchema = z.object({
  answer: SdpSchema,
  location: UrlSchema,
});
export type WhepSession = z.infer<typeof WhepSessionSchema>;
