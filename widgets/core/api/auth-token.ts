import { atom } from "nanostores";
import { $config } from "../config/config-store";
import type { TokenGrant, TokenProvider } from "../config/config-schema";
import { ApiError } from "./api-error";

/** A token from `getToken` is asked for again this long before it expires. */
export const TOKEN_REFRESH_MARGIN_MS = 60_000;

interface Held {
  provider: TokenProvider;
  token: string;
  /** Milliseconds since 1970, or null when unknown (then the token is kept until a 401). */
  expiresAt: number | null;
}

let held: Held | null = null;
let pending: { provider: TokenProvider; promise: Promise<string> } | null = null;

/** The token `getToken` gave last (the real-time sockets use it too). */
export const $providedToken = atom<string | undefined>(undefined);

/**
 * The expiry written in a token: `exp` of its JSON payload, as in a JWT (`header.payload.signature`,
 * seconds) or the reference server's tokens (`payload.signature`, milliseconds). Null when unreadable.
 */
export function tokenExpiry(token: string): number | null {
  const parts = token.split(".");
  const payload = parts.length === 3 ? parts[1] : parts.length === 2 ? parts[0] : undefined;
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/")) as string;
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    if (typeof exp !== "number" || !Number.isFinite(exp)) return null;
    return exp < 1e12 ? exp * 1000 : exp;
  } catch {
    return null;
  }
}

function read(grant: TokenGrant): { token: string; expiresAt: number | null } {
  if (typeof grant === "string" && grant) return { token: grant, expiresAt: tokenExpiry(grant) };
  if (grant && typeof grant === "object" && typeof grant.token === "string" && grant.token) {
    return { token: grant.token, expiresAt: grant.expiresAt ?? tokenExpiry(grant.token) };
  }
  throw new ApiError("auth", "getToken gave no token");
}

function ask(provider: TokenProvider): Promise<string> {
  if (pending?.provider === provider) return pending.promise;
  const promise = (async () => {
    try {
      const grant = read(await provider());
      held = { provider, ...grant };
      $providedToken.set(grant.token);
      return grant.token;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError("auth", `getToken failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      pending = null;
    }
  })();
  pending = { provider, promise };
  return promise;
}

/**
 * The bearer token for a call: the configured `token`, else one from `getToken` (asked again when
 * it expires within the margin, or when `fresh` after a 401), else none (the session cookie).
 */
export async function bearerToken({ fresh = false }: { fresh?: boolean } = {}): Promise<string | undefined> {
  const { token, getToken } = $config.get();
  if (token) return token;
  if (!getToken) return undefined;
  const usable =
    held?.provider === getToken &&
    !fresh &&
    (held.expiresAt === null || held.expiresAt - TOKEN_REFRESH_MARGIN_MS > Date.now());
  return usable && held ? held.token : ask(getToken);
}

/** Whether calls authenticate with a token given by the host (then no cookie is sent). */
export function usesHostToken(): boolean {
  const { token, getToken } = $config.get();
  return Boolean(token || getToken);
}
