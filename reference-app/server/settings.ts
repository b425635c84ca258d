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
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { failuresPerIp: 30, failuresPerUser: 10, windowMs: 15 * 60_000 };
export const PARTNER_TOKEN_TTL_MS = 15 * 60_000;

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
  };
}
