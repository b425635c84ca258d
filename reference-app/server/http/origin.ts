import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /** `PUBLIC_URL`'s origin (see settings.ts), or null. */
    publicOrigin: string | null;
  }
}

/** Records `PUBLIC_URL`'s origin on the app (before routes are registered), for the checks below. */
export function registerPublicOrigin(app: FastifyInstance, publicUrl: string | null): void {
  app.decorate("publicOrigin", publicUrl);
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** GET, HEAD and OPTIONS change nothing; every other method is a state change. */
export const isSafeMethod = (method: string): boolean => SAFE_METHODS.has(method.toUpperCase());

/**
 * This server's own origin for origin checks: `PUBLIC_URL` when set (a deployment fact), else the
 * origin the caller addressed (`http://host:port`).
 */
export const ownOrigin = (request: FastifyRequest): string =>
  request.server.publicOrigin ?? `${request.protocol}://${request.host}`;

/**
 * Where links this server hands out point (share links): `PUBLIC_URL` when set, else the origin the
 * server listens on (an unspecified address as 127.0.0.1). Never the request's `Host`.
 */
export function linkOrigin(request: FastifyRequest): string {
  if (request.server.publicOrigin) return request.server.publicOrigin;
  const address = request.server.server.address();
  if (!address || typeof address !== "object") return "http://127.0.0.1";
  const unspecified = address.address === "0.0.0.0" || address.address === "::";
  const host = unspecified ? "127.0.0.1" : address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

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
