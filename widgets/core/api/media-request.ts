import * as z from "zod/mini";
import { $config } from "../config/config-store";
import { WhepSessionSchema, type WhepSession } from "../schemas/media";
import { ApiError, refusalDetails, toApiError, type RefusalDetails } from "./api-error";
import { bearerToken, usesHostToken } from "./auth-token";
import { report } from "../report/report";

/**
 * Calls of live media that are not JSON (STYLE.md principle 5: only core/api calls fetch): the
 * WHEP offer/answer exchange and its DELETE. The token is sent only to the API's own origin.
 */

/** The API's base as an absolute URL (the page's origin when `apiBaseUrl` is empty). */
export function apiBase(): string {
  const base = $config.get().apiBaseUrl;
  return new URL(base || "/", globalThis.location?.href ?? "http://localhost/").href;
}

/** A media URL from an answer (absolute, or relative to the API base) as an absolute URL. */
export function resolveMediaUrl(url: string): string {
  return new URL(url, apiBase()).href;
}

/** `Authorization: Bearer` for `url` when the host gives a token and `url` is on the API's origin. */
export async function authHeaders(url: string): Promise<Record<string, string>> {
  if (new URL(url).origin !== new URL(apiBase()).origin) return {};
  const token = await bearerToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Cookies ride along only when no host token is used (as for every other call). */
export const credentials = (): RequestCredentials => (usesHostToken() ? "omit" : "include");

export function statusError(status: number, url: string, details: RefusalDetails = {}): ApiError {
  if (status === 401) return new ApiError("auth", "Unauthorized", status, url, details);
  if (status === 403) return new ApiError("forbidden", "Forbidden", status, url, details);
  return new ApiError("http", `HTTP ${status}`, status, url, details);
}

/** The refusal details of a non-SDP error answer (the server's JSON error envelope). */
export function errorDetails(text: string, response: Response): RefusalDetails {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: no reason
  }
  return refusalDetails(body, response.headers.get("Retry-After"));
}

/**
 * POSTs a WHEP offer (`application/sdp`) to `url` and answers the SDP answer and the session URL
 * (`Location`, resolved against the request URL). Rejects with an `ApiError`.
 */
export async function postWhepOffer(url: string, offer: string, signal?: AbortSignal): Promise<WhepSession> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      credentials: credentials(),
      headers: { "Content-Type": "application/sdp", Accept: "application/sdp", ...(await authHeaders(url)) },
      body: offer,
      signal,
    });
  } catch (error) {
    throw toApiError(error, url);
  }
  const text = await response.text().catch(() => "");
  if (!response.ok) throw statusError(response.status, url, errorDetails(text, response));
  const location = response.headers.get("Location");
  if (!location)
    throw new ApiError("schema", "WHEP answer has no Location (is it exposed by CORS?)", response.status, url);
  const parsed = z.safeParse(WhepSessionSchema, {
    answer: text,
    location: new URL(location, response.url || url).href,
  });
  if (!parsed.success)
    throw new ApiError(
      "schema",
      `Invalid WHEP answer from ${url}:\n${z.prettifyError(parsed.error)}`,
      response.status,
      url,
    );
  return parsed.data;
}

/** Ends a WHEP session. Survives page unload (`keepalive`); failures are only logged. */
export function deleteWhepSession(location: string): void {
  authHeaders(location)
    .then((headers) => fetch(location, { method: "DELETE", credentials: credentials(), headers, keepalive: true }))
    .catch((error: unknown) =>
      report({ level: "warn", code: "video.session", message: "the WHEP session was not ended", error }),
    );
}
