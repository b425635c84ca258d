import { $config } from "../config/config-store";

/**
 * Sends the browser to `url` on behalf of the portal itself (not a widget): the session's
 * sign-in and landing redirects of `ensureSession()`. Through the configured `navigate` hook, else
 * `location.assign`. Widgets never call this; they ask with `requestNavigation`.
 */
export function redirectHost(url: string): void {
  const hook = $config.get().navigate;
  if (hook) hook(url);
  else globalThis.location.assign(url);
}
