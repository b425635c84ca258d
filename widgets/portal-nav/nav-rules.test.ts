import { describe, expect, it } from "vitest";
import type { Permissions, ProductEntitlements } from "../core/schemas/session";
import { isActiveLink, navigationLinks, type NavInput, type NavLinkId } from "./nav-rules";

const none: Permissions = {
  archives: false,
  cameras: false,
  streamDeactivated: false,
  d3cc: false,
  selfService: false,
  liveUnits: false,
  clients: false,
  locations: false,
  users: false,
  quickConfig: false,
  reportViewAll: false,
};
const noRights: ProductEntitlements = { adminAccess: false, ccAccess: false, vmAccess: false };
const config = {
  portalUrl: "/",
  vmsUrl: "https://vms.test",
  commandCenterUrl: "https://cc.test",
  nextAppUrl: "https://next.test/",
  selfServiceUrl: "https://self.test",
};

function input(overrides: {
  permissions?: Partial<Permissions>;
  role?: string;
  entitlements?: Partial<ProductEntitlements>;
  flags?: string[];
}): NavInput {
  return {
    permissions: { ...none, ...overrides.permissions },
    role: overrides.role ?? "",
    entitlements: { ...noRights, ...overrides.entitlements },
    flags: overrides.flags ?? [],
    config,
  };
}

const ids = (value: NavInput) => navigationLinks(value).map((link) => link.id);

type Case = [string, NavLinkId, Parameters<typeof input>[0], boolean];
const cases: Case[] = [
  ["Live Units with cameras", "liveUnits", { permissions: { cameras: true } }, true],
  ["Live Units with archives", "liveUnits", { permissions: { archives: true } }, true],
  ["Live Units without either", "liveUnits", { permissions: { d3cc: true, liveUnits: true } }, false],
  ["Favorites with cameras", "favorites", { permissions: { cameras: true } }, true],
  ["Favorites with archives only", "favorites", { permissions: { archives: true } }, false],
  ["VMS with vmAccess", "vms", { entitlements: { vmAccess: true } }, true],
  ["VMS without vmAccess", "vms", { entitlements: { adminAccess: true, ccAccess: true } }, false],
  ["Command Center with d3cc", "commandCenter", { permissions: { d3cc: true } }, true],
  ["Command Center with ccAccess", "commandCenter", { entitlements: { ccAccess: true } }, true],
  ["Command Center without either", "commandCenter", { entitlements: { vmAccess: true, adminAccess: true } }, false],
  ["Access Control with its flag", "accessControl", { flags: ["guard_gate_all_functionality"] }, true],
  ["Access Control without it", "accessControl", { flags: ["next_forensic_search"] }, false],
  ["Forensic Search with its flag", "forensicSearch", { flags: ["next_forensic_search"] }, true],
  ["Forensic Search without it", "forensicSearch", { flags: ["guard_gate_all_functionality"] }, false],
  [
    "Reports with flag and account_administrator",
    "reports",
    { flags: ["next_reports"], role: "account_administrator" },
    true,
  ],
  [
    "Reports with flag and sub-clients admin",
    "reports",
    { flags: ["next_reports"], role: "account_administrator_with_sub_clients" },
    true,
  ],
  [
    "Reports with flag and system admin",
    "reports",
    { flags: ["next_reports"], role: "lvt_system_administrator" },
    true,
  ],
  ["Reports with flag and partner", "reports", { flags: ["next_reports"], role: "partner_with_unit_config" }, true],
  ["Reports with flag and no role", "reports", { flags: ["next_reports"], role: "" }, false],
  ["Reports with flag and another role", "reports", { flags: ["next_reports"], role: "viewer" }, false],
  ["Reports with role and no flag", "reports", { role: "account_administrator" }, false],
  [
    "Video Library with flag and vmAccess",
    "videoLibrary",
    { flags: ["next_video_library"], entitlements: { vmAccess: true } },
    true,
  ],
  [
    "Video Library with flag only",
    "videoLibrary",
    { flags: ["next_video_library"], entitlements: { ccAccess: true } },
    false,
  ],
  ["Video Library with vmAccess only", "videoLibrary", { entitlements: { vmAccess: true } }, false],
  ["Self Service with liveUnits", "selfService", { permissions: { liveUnits: true } }, true],
  ["Self Service with locations", "selfService", { permissions: { locations: true } }, true],
  ["Self Service with clients", "selfService", { permissions: { clients: true } }, true],
  ["Self Service with users", "selfService", { permissions: { users: true } }, true],
  [
    "Self Service with other permissions only",
    "selfService",
    { permissions: { selfService: true, quickConfig: true, cameras: true } },
    false,
  ],
  ["Live Unit Admin for system admin", "liveUnitAdmin", { role: "lvt_system_administrator" }, true],
  ["Live Unit Admin for partner", "liveUnitAdmin", { role: "partner_with_unit_config" }, true],
  [
    "Live Unit Admin for account admin",
    "liveUnitAdmin",
    { role: "account_administrator", entitlements: { adminAccess: true } },
    false,
  ],
  ["Legacy Settings with ccAccess", "legacySettings", { entitlements: { ccAccess: true } }, true],
  ["Legacy Settings with vmAccess", "legacySettings", { entitlements: { vmAccess: true } }, true],
  [
    "Legacy Settings without either",
    "legacySettings",
    { entitlements: { adminAccess: true }, permissions: { d3cc: true } },
    false,
  ],
  ["Admin with adminAccess", "admin", { entitlements: { adminAccess: true } }, true],
  ["Admin for partner", "admin", { role: "partner_with_unit_config" }, true],
  ["Admin for system admin without adminAccess", "admin", { role: "lvt_system_administrator" }, false],
];

describe("navigationLinks rules", () => {
  it.each(cases)("%s", (_name, id, overrides, visible) => {
    expect(ids(input(overrides)).includes(id)).toBe(visible);
  });

  it("shows nothing without permissions, entitlements or flags (still loading)", () => {
    expect(
      navigationLinks({ permissions: undefined, role: undefined, entitlements: undefined, flags: [], config }),
    ).toEqual([]);
  });
});

describe("navigationLinks targets and order", () => {
  const everything = input({
    permissions: { cameras: true, d3cc: true, liveUnits: true },
    role: "partner_with_unit_config",
    entitlements: { adminAccess: true, ccAccess: true, vmAccess: true },
    flags: ["guard_gate_all_functionality", "next_forensic_search", "next_reports", "next_video_library"],
  });

  it("keeps the order of the table", () => {
    expect(ids(everything)).toEqual([
      "liveUnits",
      "favorites",
      "vms",
      "commandCenter",
      "accessControl",
      "forensicSearch",
      "reports",
      "videoLibrary",
      "selfService",
      "liveUnitAdmin",
      "legacySettings",
      "admin",
    ]);
  });

  it("sends Command Center to the newer app's alerts page with ccAccess", () => {
    const link = navigationLinks(everything).find((l) => l.id === "commandCenter");
    expect(link?.href).toBe("https://next.test/alerts");
  });

  it("sends Command Center to the command-center URL with d3cc only", () => {
    const link = navigationLinks(input({ permissions: { d3cc: true } })).find((l) => l.id === "commandCenter");
    expect(link?.href).toBe("https://cc.test");
  });

  it("marks the Self Service entry as a header and Live Units as internal", () => {
    const links = navigationLinks(everything);
    expect(links.find((l) => l.id === "selfService")?.kind).toBe("header");
    expect(links.filter((l) => l.internal).map((l) => l.id)).toEqual(["liveUnits", "favorites"]);
    expect(links.find((l) => l.id === "favorites")).toMatchObject({ href: "/favorites", kind: "sub" });
  });

  it("marks Live Units active on the map and the unit pages, external links never", () => {
    const [live, favorites, vms] = navigationLinks(everything);
    expect(favorites && isActiveLink(favorites, "/favorites")).toBe(true);
    expect(favorites && isActiveLink(favorites, "/favorites/3/mosaic")).toBe(true);
    expect(live && isActiveLink(live, "/favorites")).toBe(false);
    for (const path of [
      "/",
      "/camera/3/stream",
      "/live-unit/4/history",
      "/archive-cabinet/5/history",
      "/live-unit/4/requested-video",
      "/mosaic/2",
      "/?q=x",
    ]) {
      expect(live && isActiveLink(live, path), path).toBe(true);
    }
    expect(live && isActiveLink(live, undefined)).toBe(false);
    expect(vms && isActiveLink(vms, "/")).toBe(false);
  });

  it("marks no entry on a page without one of its own (alerts, the alerts view of a unit, profile)", () => {
    const links = navigationLinks(everything);
    for (const path of ["/alerts", "/live-unit/4/view", "/profile", "/no-such-page"]) {
      expect(
        links.filter((link) => isActiveLink(link, path)).map((link) => link.id),
        path,
      ).toEqual([]);
    }
  });
});
