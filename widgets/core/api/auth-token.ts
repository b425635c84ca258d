import { atom } from "nanostores";
import { $config } from "../config/config-store";
import type { TokenGrant, TokenProvider } from "../config/config-schema";
import { ApiError, refusalDetails, statusError } from "./api-error";

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

const isAbsolute = (url: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(url);

/**
 * The site of a URL as browsers send `SameSite=Lax` cookies by it: the scheme and the host, for a
 * name its last two labels (a registrable domain, approximated: wider than the public suffix list
 * for `co.uk`-like suffixes, which only means one token call more), an IP address or one label as is.
 */
function siteOf(url: URL): string {
  const host = url.hostname;
  const named = /[a-z]/i.test(host) && !host.includes(":");
  return `${url.protocol}//${named ? host.split(".").slice(-2).join(".") : host}`;
}

/**
 * Whether the page signs in with the API's session cookie from another origin of the same site (a
 * sibling app, e.g. another port or subdomain): no `token` or `getToken`, and `apiBaseUrl` on
 * another origin than the page but on its site (the `SameSite=Lax` cookie rides along). The server
 * takes that cookie from another origin for reads only, so such a page trades it for a token at
 * `tokenUrl` and sends that on every call. (On another site the cookie does not ride along at all:
 * such pages need `token` or `getToken`.)
 */
export function tradesSessionCookie(): boolean {
  const { token, getToken, apiBaseUrl } = $config.get();
  const page = globalThis.location?.href;
  if (token || getToken || !page || !apiBaseUrl) return false;
  try {
    const pageUrl = new URL(page);
    const apiUrl = new URL(apiBaseUrl, page);
    return apiUrl.origin !== pageUrl.origin && siteOf(apiUrl) === siteOf(pageUrl);
  } catch {
    return false;
  }
}

/** The token call with the session cookie (`tokenUrl`, absolute or relative to the API base). */
const sessionCookieToken: TokenProvider = async () => {
  const { tokenUrl, apiBaseUrl } = $config.get();
  const url = isAbsolute(tokenUrl) ? tokenUrl : `${apiBaseUrl}${tokenUrl}`;
  let response: Response;
  try {
    response = await fetch(url, { credentials: "include", headers: { Accept: "application/json" } });
  } catch (error) {
    throw new ApiError("network", error instanceof Error ? error.message : String(error), undefined, tokenUrl);
  }
  const body = (await response.json().catch(() => null)) as { data?: { userToken?: unknown } } | null;
  if (!response.ok)
    throw statusError(response.status, "", tokenUrl, refusalDetails(body, response.headers.get("Retry-After")));
  const token = body?.data?.userToken;
  if (typeof token !== "string" || !token) throw new ApiError("schema", "The token call gave no token", 200, tokenUrl);
  return token;
};

/** Whether a 401 is worth one more try with a fresh token (one from `getToken` or the token call). */
export function retriesWithFreshToken(): boolean {
  const { token, getToken } = $config.get();
  return !token && (Boolean(getToken) || tradesSessionCookie());
}

/**
 * The bearer token for a call: the configured `token`, else one from `getToken` (asked again when
 * it expires within the margin, or when `fresh` after a 401), else, on a page of another origin
 * signed in by the session cookie, the token of `tokenUrl` (see `tradesSessionCookie`), else none
 * (the session cookie).
 */
export async function bearerToken({ fresh = false }: { fresh?: boolean } = {}): Promise<string | undefined> {
  const { token, getToken } = $config.get();
  if (token) return token;
  const provider = getToken ?? (tradesSessionCookie() ? sessionCookieToken : undefined);
  if (!provider) return undefined;
  const usable =
    held?.provider === provider &&
    !fresh &&
    (held.expiresAt === null || held.expiresAt - TOKEN_REFRESH_MARGIN_MS > Date.now());
  return usable && held ? held.token : ask(provider);
}

/** Whether calls authenticate with a token given by the host (then no cookie is sent). */
export function usesHostToken(): boolean {
  const { token, getToken } = $config.get();
  return Boolean(token || getToken);
}
