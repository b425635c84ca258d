import { atom, computed } from "nanostores";
import { dataOf } from "../core/api/remote-data";
import { $config } from "../core/config/config-store";
import { $entitlements, $featureFlags, $userInfo } from "../core/session/session-store";
import { navigationLinks } from "./nav-rules";

/** Under this width the navigation starts with icons only, so the page keeps room (WCAG 1.4.10 reflow). */
export const NARROW_SCREEN = "(max-width: 749px)";
const narrow = () => typeof window !== "undefined" && window.matchMedia?.(NARROW_SCREEN).matches === true;

/** Whether the left navigation shows icons only (at first: on narrow screens). Shared by every navigation on the page. */
export const $navCollapsed = atom(narrow());

export function toggleNav(): void {
  $navCollapsed.set(!$navCollapsed.get());
}

export function setNavCollapsed(collapsed: boolean): void {
  $navCollapsed.set(collapsed);
}

/** The links the signed-in user may see; listening loads user info, entitlements and flags. */
export const $navLinks = computed(
  [$userInfo, $entitlements, $featureFlags, $config],
  (user, entitlements, flags, config) => {
    const info = dataOf(user);
    return navigationLinks({
      permissions: info?.permissions,
      role: info?.lvtr,
      entitlements: dataOf(entitlements),
      flags: dataOf(flags) ?? [],
      config,
    });
  },
);

/** True until user info, entitlements and flags have settled (success or error): no partial list flickers. */
export const $navLoading = computed([$userInfo, $entitlements, $featureFlags], (user, entitlements, flags) =>
  [user.status, entitlements.status, flags.status].some((status) => status === "notAsked" || status === "loading"),
);

/** The footer menus' targets and contacts, from the configuration. */
export const $helpContacts = computed($config, (config) => ({
  knowledgeBaseUrl: config.knowledgeBaseUrl,
  supportEmail: config.supportEmail,
  supportPhone: config.supportPhone,
  /** The portal's profile page (a portal path, resolved against `portalUrl`). */
  profileUrl: "/profile",
}));

/** Whether the navigation shows the unresolved-alert count: the user has the security_alerts flag. */
export const $alertCountShown = computed($featureFlags, (flags) => dataOf(flags)?.includes("security_alerts") === true);
