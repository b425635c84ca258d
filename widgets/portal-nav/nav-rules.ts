import type { Config } from "../core/config/config-schema";
import { isPortalPath, joinUrl } from "../core/navigation/routes";
import type { Permissions, ProductEntitlements } from "../core/schemas/session";

/** Navigation entries of document 1 §6, in display order. */
export type NavLinkId =
  | "liveUnits"
  | "favorites"
  | "vms"
  | "commandCenter"
  | "accessControl"
  | "forensicSearch"
  | "reports"
  | "videoLibrary"
  | "selfService"
  | "liveUnitAdmin"
  | "legacySettings"
  | "admin";

export interface NavLink {
  id: NavLinkId;
  /** Key in the `portalNav` catalogue. */
  labelKey: `links.${NavLinkId}`;
  href: string;
  /** `header` starts the Self Service group; the links after it belong to that group; `sub` sits under the link before it. */
  kind: "link" | "header" | "sub";
  /** True for paths of this portal (resolved against `portalUrl`); false for sibling apps. */
  internal: boolean;
}

export interface NavInput {
  permissions: Permissions | undefined;
  role: string | undefined;
  entitlements: ProductEntitlements | undefined;
  flags: readonly string[];
  config: Pick<Config, "portalUrl" | "vmsUrl" | "commandCenterUrl" | "nextAppUrl" | "selfServiceUrl">;
}

const REPORT_ROLES = [
  "lvt_system_administrator",
  "account_administrator",
  "account_administrator_with_sub_clients",
  "partner_with_unit_config",
];
const UNIT_ADMIN_ROLES = ["lvt_system_administrator", "partner_with_unit_config"];

/**
 * The ordered navigation links the user may see (document 1 §6). Targets:
 * Live Units → `/` (this portal's map, at `portalUrl`); Favorites (under Live Units, with the cameras
 * permission) → `/favorites`; VMS → `vmsUrl`; Command Center → `${nextAppUrl}/alerts` with
 * ccAccess, else `commandCenterUrl`; Access Control, Forensic Search, Reports, Video Library and
 * Admin → pages of the newer app (`${nextAppUrl}/access-control`, `/forensic-search`, `/reports`,
 * `/video-library`, `/admin`); Self Service header → `selfServiceUrl`; Live Unit Admin →
 * `${selfServiceUrl}/live-units`; Legacy Settings → `${vmsUrl}/settings`.
 */
export function navigationLinks({ permissions: p, role = "", entitlements: e, flags, config }: NavInput): NavLink[] {
  const has = (flag: string) => flags.includes(flag);
  const cc = e?.ccAccess === true;
  const vm = e?.vmAccess === true;
  const admin = e?.adminAccess === true;
  const next = (path: string) => joinUrl(config.nextAppUrl, path);
  const rules: [NavLinkId, boolean, string, NavLink["kind"]?][] = [
    ["liveUnits", Boolean(p?.cameras || p?.archives), "/"],
    ["favorites", Boolean(p?.cameras), "/favorites", "sub"],
    ["vms", vm, config.vmsUrl],
    ["commandCenter", Boolean(p?.d3cc) || cc, cc ? next("alerts") : config.commandCenterUrl],
    ["accessControl", has("guard_gate_all_functionality"), next("access-control")],
    ["forensicSearch", has("next_forensic_search"), next("forensic-search")],
    ["reports", has("next_reports") && REPORT_ROLES.includes(role), next("reports")],
    ["videoLibrary", has("next_video_library") && vm, next("video-library")],
    ["selfService", Boolean(p?.liveUnits || p?.locations || p?.clients || p?.users), config.selfServiceUrl, "header"],
    ["liveUnitAdmin", UNIT_ADMIN_ROLES.includes(role), joinUrl(config.selfServiceUrl, "live-units")],
    ["legacySettings", cc || vm, joinUrl(config.vmsUrl, "settings")],
    ["admin", admin || role === "partner_with_unit_config", next("admin")],
  ];
  return rules
    .filter(([, visible]) => visible)
    .map(([id, , href, kind = "link"]) => ({
      id,
      labelKey: `links.${id}` as const,
      href,
      kind,
      internal: isPortalPath(href),
    }));
}

/**
 * Pages of this portal that belong to Live Units (`/`, the map) besides the map itself: the unit
 * pages opened from it (stream, history, requested videos, mosaics). The alerts pages (`/alerts`,
 * `/live-unit/{id}/view`) and the profile have no entry of their own, so no entry is current there.
 */
const LIVE_UNITS_PAGES =
  /^\/(camera\/[^/]+\/stream|(live-unit|archive-cabinet)\/[^/]+\/(history|requested-video)|mosaic\/[^/]+)\/?$/;

/** Whether `link` is the entry of the page at `activePath` (its `aria-current="page"`). */
export function isActiveLink(link: NavLink, activePath: string | undefined): boolean {
  if (!activePath || !link.internal) return false;
  const path = activePath.split(/[?#]/)[0] ?? "";
  if (link.href === "/") return path === "/" || LIVE_UNITS_PAGES.test(path);
  return path === link.href || path.startsWith(`${link.href}/`);
}
