import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * The portal's Content-Security-Policy: scripts, styles, workers and fonts only from this origin;
 * images from here (thumbnails under /media), `data:`/`blob:` (Leaflet, snapshots) and the tile
 * hosts; connections (API, sockets) to this origin; never framed by another site.
 */
export function portalCsp(tileOrigins: readonly string[]): Record<string, string[]> {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:", "blob:", ...tileOrigins],
    "connect-src": ["'self'"],
    "font-src": ["'self'", "data:"],
    "media-src": ["'self'", "blob:"],
    "worker-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
  };
}

/** For JSON answers: nothing to load, never framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Paths other sites may load as subresources (the CDN bundle, thumbnails and media). */
const SHARED_PATHS = /^\/(cdn|media)\//;

/**
 * Security headers on every answer (@fastify/helmet): the portal CSP above, `nosniff`,
 * `Referrer-Policy: strict-origin-when-cross-origin` (tile servers want the origin as referrer;
 * paths never leave the site), `X-Frame-Options: SAMEORIGIN`, COOP same-origin, CORP same-origin
 * except for /cdn and /media, which partner pages load. HSTS (`max-age=15552000; includeSubDomains`)
 * only when `PUBLIC_URL` is https: the reference server itself speaks plain HTTP behind a TLS proxy,
 * and the deployment's public address says whether browsers reach it over TLS. JSON answers get the
 * stricter `API_CSP`; the sign-in page and the SVG thumbnails set their own.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  tileOrigins: readonly string[],
  publicUrl: string | null = null,
): Promise<void> {
  const https = publicUrl?.startsWith("https:") ?? false;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: portalCsp(tileOrigins) },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true, preload: false } : false,
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const type = String(reply.getHeader("content-type") ?? "");
    if (type.startsWith("application/json")) reply.header("content-security-policy", API_CSP);
    if (SHARED_PATHS.test(request.url)) reply.header("cross-origin-resource-policy", "cross-origin");
    return payload;
  });
}
