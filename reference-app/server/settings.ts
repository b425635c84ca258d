import type { PartnerKey } from "./auth/partner-keys";

/**
 * How failed sign-ins slow guessing (auth/sign-in-throttle.ts): past a limit, each further attempt
 * waits `firstDelayMs` after the last failure, doubling with each failure up to `maxDelayMs` (429
 * with `Retry-After`). Only failures within `windowMs` count. A client with a valid device cookie
 * for the username (it signed in as them before) is judged by its own failures only.
 */
export interface SignInLimits {
  /** Failures of one username from clients without its device cookie, from any address. */
  failuresPerUser: number;
  /** Failures of one username from one address, from clients without its device cookie. */
  failuresPerIpUser: number;
  /** Usernames that failed from one address (password spraying), clients with a device cookie aside. */
  usernamesPerIp: number;
  /** Failures of one device (a valid device cookie for the username). */
  failuresPerDevice: number;
  windowMs: number;
  firstDelayMs: number;
  maxDelayMs: number;
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

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  failuresPerUser: 10,
  failuresPerIpUser: 5,
  usernamesPerIp: 10,
  failuresPerDevice: 5,
  windowMs: 15 * 60_000,
  firstDelayMs: 1000,
  maxDelayMs: 5 * 60_000,
};
export const PARTNER_TOKEN_TTL_MS = 15 * 60_000;

/**
 * The hosts of the widgets' default tile URLs (`roadmapTileUrl`, `satelliteTileUrl` in
 * widgets/core/config/config-schema.ts). A deployment with other tiles sets `TILE_ORIGINS`.
 */
export const DEFAULT_TILE_ORIGINS = ["https://tile.openstreetmap.org", "https://server.arcgisonline.com"];

/** Settings as given: any of them, and any of the sign-in limits (the others keep their defaults). */
export type GivenSettings = Partial<Omit<ServerSettings, "signInLimits">> & { signInLimits?: Partial<SignInLimits> };

export function resolveSettings(given: GivenSettings): ServerSettings {
  return {
    allowedOrigins: given.allowedOrigins ?? [],
    partnerKeys: given.partnerKeys ?? [],
    partnerTokenTtlMs: given.partnerTokenTtlMs ?? PARTNER_TOKEN_TTL_MS,
    signInLimits: { ...DEFAULT_SIGN_IN_LIMITS, ...given.signInLimits },
    tileOrigins: given.tileOrigins ?? DEFAULT_TILE_ORIGINS,
  };
}
