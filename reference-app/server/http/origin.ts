import type { FastifyRequest } from "fastify";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** GET, HEAD and OPTIONS change nothing; every other method is a state change. */
export const isSafeMethod = (method: string): boolean => SAFE_METHODS.has(method.toUpperCase());

/** This server's own origin as the caller addressed it (`http://host:port`). */
export const ownOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/**
 * Whether a browser sent this request from a page of this server's own origin: an `Origin` header
 * equal to our origin, or no `Origin` and `Sec-Fetch-Site: same-origin`. Anything else (another
 * site, `Origin: null`, or a client that says nothing) is not same-origin.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === ownOrigin(request);
  return request.headers["sec-fetch-site"] === "same-origin";
}

/**
 * Origins allowed by CORS (`ALLOWED_ORIGINS`): a comma-separated list of exact origins. Empty means
 * same-origin only. Each entry must be an origin (`scheme://host[:port]`, no path).
 */
export function parseAllowedOrigins(text: string | undefined, name = "ALLOWED_ORIGINS"): string[] {
  const entries = (text ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    let parsed: URL;
    try {
      parsed = new URL(entry);
    } catch {
      throw new Error(`${name}: "${entry}" is not an origin (expected e.g. https://partner.example.com)`);
    }
    if (parsed.origin !== entry)
      throw new Error(`${name}: "${entry}" is not an origin; did you mean "${parsed.origin}"?`);
  }
  return entries;
}
