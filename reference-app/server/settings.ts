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

/**
 * Clip quotas (issue 18): unfinished clip jobs per user, clip seconds per user per rolling hour, and
 * how many clips render at once on the whole server (round-robin across users).
 */
export interface ClipQuotas {
  /** Queued or rendering clip jobs a user may have (`CLIP_JOBS_PER_USER`); one more is 429. */
  unfinishedPerUser: number;
  /** Seconds of clip a user may request within any hour (`CLIP_SECONDS_PER_HOUR`); past it 429. */
  secondsPerHour: number;
  /** Clips rendering at once (`CLIP_RENDERS`): 1 on 2 cores, since frames are drawn on the event loop. */
  concurrentRenders: number;
}

/** Live feed limits (issue 18): sessions per user and encoders on the whole server; past either 503. */
export interface LiveLimits {
  /** Live sessions (WHEP, HLS, started streams not yet joined) a user may hold (`STREAM_SESSIONS_PER_USER`). */
  sessionsPerUser: number;
  /** Encoders (feeds: camera × main|sub) running at once on the server (`MAX_ENCODERS`). */
  maxEncoders: number;
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
  clipQuotas: ClipQuotas;
  liveLimits: LiveLimits;
  /**
   * Where the server is reached (`PUBLIC_URL`, an origin such as `https://vms.example.com`): share
   * links point there and origin checks trust it; https turns on `Secure` cookies and HSTS. Null:
   * links name the server's own listening origin, origin checks the request's.
   */
  publicUrl: string | null;
  /** How long a media URL's grant check is remembered (at most 60 s: revocation bites within it). */
  mediaGrantCacheMs: number;
  /** Audit events older than this many days are deleted, at start and daily (`AUDIT_RETENTION_DAYS`). */
  auditRetentionDays: number;
}

/** Five unfinished clips; two hours of clip per hour (a 30-minute clip takes about 7 minutes to render under load). */
export const DEFAULT_CLIP_QUOTAS: ClipQuotas = { unfinishedPerUser: 5, secondsPerHour: 7200, concurrentRenders: 1 };
/**
 * 40 sessions: a 36-tile mosaic and two stream pages (38) fit. 48 encoders: a full mosaic and a
 * dozen more feeds (each about 65 MB of server and ffmpeg memory and 1–8 % of a core).
 */
export const DEFAULT_LIVE_LIMITS: LiveLimits = { sessionsPerUser: 40, maxEncoders: 48 };

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
/** A media URL's grant check is remembered this long (sign-out and rights changes bite within it). */
export const MEDIA_GRANT_CACHE_MS = 15_000;
/** The cache may never hold a grant longer than this (the bound on revocation). */
export const MEDIA_GRANT_CACHE_MAX_MS = 60_000;
/** Audit events are kept this many days (a quarter: enough to look into an incident reported late). */
export const DEFAULT_AUDIT_RETENTION_DAYS = 90;

/**
 * The hosts of the widgets' default tile URLs (`roadmapTileUrl`, `satelliteTileUrl` in
 * widgets/core/config/config-schema.ts). A deployment with other tiles sets `TILE_ORIGINS`.
 */
export const DEFAULT_TILE_ORIGINS = ["https://tile.openstreetmap.org", "https://server.arcgisonline.com"];

/** Settings as given: any of them, and any of the sign-in limits, quotas and live limits (the others keep their defaults). */
export type GivenSettings = Partial<Omit<ServerSettings, "signInLimits" | "clipQuotas" | "liveLimits">> & {
  signInLimits?: Partial<SignInLimits>;
  clipQuotas?: Partial<ClipQuotas>;
  liveLimits?: Partial<LiveLimits>;
};

export function resolveSettings(given: GivenSettings): ServerSettings {
  return {
    allowedOrigins: given.allowedOrigins ?? [],
    partnerKeys: given.partnerKeys ?? [],
    partnerTokenTtlMs: given.partnerTokenTtlMs ?? PARTNER_TOKEN_TTL_MS,
    signInLimits: { ...DEFAULT_SIGN_IN_LIMITS, ...given.signInLimits },
    tileOrigins: given.tileOrigins ?? DEFAULT_TILE_ORIGINS,
    clipQuotas: { ...DEFAULT_CLIP_QUOTAS, ...given.clipQuotas },
    liveLimits: { ...DEFAULT_LIVE_LIMITS, ...given.liveLimits },
    publicUrl: given.publicUrl ? parsePublicUrl(given.publicUrl) : null,
    mediaGrantCacheMs: Math.min(MEDIA_GRANT_CACHE_MAX_MS, Math.max(0, given.mediaGrantCacheMs ?? MEDIA_GRANT_CACHE_MS)),
    auditRetentionDays: Math.max(1, given.auditRetentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS),
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
