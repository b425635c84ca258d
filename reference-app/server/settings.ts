import type { PartnerKey } from "./auth/partner-keys";

/** Failed sign-ins allowed per address and per username within `windowMs` (then 429 until it passes). */
export interface SignInLimits {
  failuresPerIp: number;
  failuresPerUser: number;
  windowMs: number;
}

/** Everything about the server that configuration decides (see main.ts for the environment). */
export interface ServerSettings {
  /** Origins allowed by CORS (`ALLOWED_ORIGINS`); empty: same-origin only. */
  allowedOrigins: string[];
  /** API keys from configuration (`PARTNER_API_KEYS`), beside the demo key seeded for `partner`. */
  partnerKeys: PartnerKey[];
  /** Lifetime of a token minted with an API key. */
  partnerTokenTtlMs: number;
  signInLimits: SignInLimits;
  /** Origins the portal's map tiles come from (`TILE_ORIGINS`), allowed by its CSP. */
  tileOrigins: string[];
  /**
   * Where the server is reached (`PUBLIC_URL`, an origin such as `https://vms.example.com`): share
   * links point there and origin checks trust it; https turns on `Secure` cookies and HSTS. Null:
   * links name the server's own listening origin, origin checks the request's.
   */
  publicUrl: string | null;
  /** How long a media URL's grant check is remembered (at most 60 s: revocation bites within it). */
  mediaGrantCacheMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { failuresPerIp: 30, failuresPerUser: 10, windowMs: 15 * 60_000 };
export const PARTNER_TOKEN_TTL_MS = 15 * 60_000;
/** A media URL's grant check is remembered this long (sign-out and rights changes bite within it). */
export const MEDIA_GRANT_CACHE_MS = 15_000;
/** The cache may never hold a grant longer than this (the bound on revocation). */
export const MEDIA_GRANT_CACHE_MAX_MS = 60_000;

/**
 * The hosts of the widgets' default tile URLs (`roadmapTileUrl`, `satelliteTileUrl` in
 * widgets/core/config/config-schema.ts). A deployment with other tiles sets `TILE_ORIGINS`.
 */
export const DEFAULT_TILE_ORIGINS = ["https://tile.openstreetmap.org", "https://server.arcgisonline.com"];

export function resolveSettings(given: Partial<ServerSettings>): ServerSettings {
  return {
    allowedOrigins: given.allowedOrigins ?? [],
    partnerKeys: given.partnerKeys ?? [],
    partnerTokenTtlMs: given.partnerTokenTtlMs ?? PARTNER_TOKEN_TTL_MS,
    signInLimits: given.signInLimits ?? DEFAULT_SIGN_IN_LIMITS,
    tileOrigins: given.tileOrigins ?? DEFAULT_TILE_ORIGINS,
    publicUrl: given.publicUrl ? parsePublicUrl(given.publicUrl) : null,
    mediaGrantCacheMs: Math.min(MEDIA_GRANT_CACHE_MAX_MS, Math.max(0, given.mediaGrantCacheMs ?? MEDIA_GRANT_CACHE_MS)),
  };
}

/** `PUBLIC_URL`: an http(s) origin (no path, query or credentials); its origin text, or a thrown error. */
export function parsePublicUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new Error(`PUBLIC_URL: "${text}" is not a URL (expected e.g. https://vms.example.com)`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new Error(`PUBLIC_URL: "${text}" must start with https:// or http://`);
  if (url.username || url.password || url.search || url.hash || (url.pathname !== "/" && url.pathname !== ""))
    throw new Error(`PUBLIC_URL: "${text}" must be an origin only; did you mean "${url.origin}"?`);
  return url.origin;
}
