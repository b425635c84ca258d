import { $config } from "../config/config-store";
import type { NavigateDetail } from "./navigate-event";
import { isPortalPath, joinUrl } from "./routes";

export { NavigateDetailSchema, navigationEvents, type NavigateDetail } from "./navigate-event";

/** The detail for `target`, resolved against the configured portal URL. */
export function navigationDetail(target: string): NavigateDetail {
  const external = !isPortalPath(target);
  const base = globalThis.location?.href ?? "http://localhost/";
  const href = external ? target : new URL(joinUrl($config.get().portalUrl, target), base).href;
  return { path: target, href, external };
}

/**
 * The one navigation request of every widget: dispatches the cancelable `vms-navigate` (through
 * `emit`, so a React callback sees it too); when not cancelled, calls the configured `navigate`
 * hook, else opens the page at the portal URL in a new tab. Answers whether it went ahead.
 */
export function requestNavigation(
  emit: (name: "vms-navigate", detail: NavigateDetail) => boolean,
  target: string,
): boolean {
  const detail = navigationDetail(target);
  if (!emit("vms-navigate", detail)) return false;
  const hook = $config.get().navigate;
  if (hook) hook(target);
  else globalThis.open(detail.href, "_blank", "noopener");
  return true;
}
