import * as z from "zod/mini";
import { WhepBundleAnswerSchema, type WhepBundleAnswer } from "../schemas/whep-bundle";
import { ApiError, refusalDetails, toApiError } from "./api-error";
import { authHeaders, credentials, errorDetails, statusError } from "./media-request";

// The WHEP bundle's call (issue 21), apart from media-request.ts: only the bundler, loaded by
// import() when a page first plays WebRTC, needs it.

/** One tile's refusal in a WHEP bundle's answer, as the `ApiError` its own WHEP POST would have given. */
export function bundleTileError(
  error: { status: number; code?: string | undefined; retryAfterS?: number | undefined },
  url: string,
): ApiError {
  return statusError(error.status, url, refusalDetails(error, null));
}

/**
 * POSTs a WHEP bundle (issue 21): one SDP offer with a video section per tile, and each tile's
 * stream token and `mid`, as JSON to `url` (`…/media/live/whep-bundle`). Answers the SDP answer
 * and each tile's session (its `location` resolved against `url`) or refusal. Rejects with an `ApiError`.
 */
export async function postWhepBundle(
  url: string,
  body: { offer: string; tiles: { token: string; mid: string }[] },
  signal?: AbortSignal,
): Promise<WhepBundleAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      credentials: credentials(),
      headers: { "Content-Type": "application/json", Accept: "application/json", ...(await authHeaders(url)) },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw toApiError(error, url);
  }
  const text = await response.text().catch(() => "");
  if (!response.ok) throw statusError(response.status, url, errorDetails(text, response));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  const parsed = z.safeParse(WhepBundleAnswerSchema, json);
  if (!parsed.success)
    throw new ApiError(
      "schema",
      `Invalid WHEP bundle answer from ${url}:\n${z.prettifyError(parsed.error)}`,
      response.status,
      url,
    );
  const base = response.url || url;
  return {
    ...parsed.data,
    sessions: parsed.data.sessions.map((s) => (s.location ? { ...s, location: new URL(s.location, base).href } : s)),
  };
}
