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
