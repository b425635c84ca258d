import { $config } from "../config/config-store";
import { joinUrl } from "../navigation/routes";

/** Where the browser signs in (the reference server serves it; a deployment proxies it). */
export const SIGN_IN_PATH = "/auth/redirect";

/** `url` with `redirect_to=target` added. */
export function withRedirect(url: string, target: string): string {
  return `${url}${url.includes("?") ? "&" : "?"}redirect_to=${encodeURIComponent(target)}`;
}

/**
 * The sign-in page: `signInUrl` when configured, else `/auth/redirect` on the API's origin; with
 * `returnTo`, the page to come back to (`redirect_to`).
 */
export function signInUrl(returnTo?: string): string {
  const { signInUrl: configured, apiBaseUrl } = $config.get();
  const base = configured ?? (apiBaseUrl ? joinUrl(apiBaseUrl, SIGN_IN_PATH) : SIGN_IN_PATH);
  return returnTo === undefined ? base : withRedirect(base, returnTo);
}

/**
 * Whether this page has a sign-in page to link to: `signInUrl` is configured, or the page signs in
 * with the API's session cookie (no `token` or `getToken`: `/auth/redirect` on the API's origin
 * makes that cookie). A token-only partner page without `signInUrl` has none: widgets tell it with
 * `vms-auth-required` and show a plain message, no link to a sign-in it cannot use.
 */
export function hasSignInPage(): boolean {
  const { signInUrl: configured, token, getToken } = $config.get();
  return configured !== undefined || (!token && !getToken);
}
