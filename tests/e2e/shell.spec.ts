import * as z from "zod";
import { InformationalVideosResponseSchema, LiveUnitsResponseSchema } from "../../widgets/core/schemas";
import { expect, test, type DemoUser } from "./fixtures";
import { PortalPage } from "./pages/portal-page";

/**
 * The links each demo user must see, written out from the navigation table of document 1 §6 and the
 * demo users' rights (role, permissions, entitlements, flags), not computed by the code under test.
 */
// `bilingual` is the language journey's (its labels change language while that test runs).
const EXPECTED_LINKS: Record<Exclude<DemoUser, "bilingual">, string[]> = {
  // account_administrator; all permissions; cc + vm; security_alerts, requested_video_share, next_reports, next_video_library
  operator: [
    "Live Units",
    "Favorites",
    "VMS",
    "Command Center",
    "Reports",
    "Video Library",
    "Self Service",
    "Legacy Settings",
  ],
  // account_administrator_with_sub_clients; all permissions; admin + vm; all six flags
  multi: [
    "Live Units",
    "Favorites",
    "VMS",
    "Command Center",
    "Access Control",
    "Forensic Search",
    "Reports",
    "Video Library",
    "Self Service",
    "Legacy Settings",
    "Admin",
  ],
  // no role; cameras + archives only; no entitlements; no flags
  limited: ["Live Units", "Favorites"],
  // partner_with_unit_config; cameras, archives, liveUnits; no entitlements; guard_gate_all_functionality, next_forensic_search
  partner: ["Live Units", "Favorites", "Access Control", "Forensic Search", "Self Service", "Live Unit Admin", "Admin"],
  // lvt_system_administrator; all permissions; admin + cc; security_alerts, next_reports, next_video_library
  admin: [
    "Live Units",
    "Favorites",
    "Command Center",
    "Reports",
    "Self Service",
    "Live Unit Admin",
    "Legacy Settings",
    "Admin",
  ],
  // account_administrator; all permissions but cameras and archives (so no Favorites); vm; next_reports
  auditor: ["VMS", "Command Center", "Reports", "Self Service", "Legacy Settings"],
  // as operator (only the video preference differs)
  html5: [
    "Live Units",
    "Favorites",
    "VMS",
    "Command Center",
    "Reports",
    "Video Library",
    "Self Service",
    "Legacy Settings",
  ],
};

test.describe("portal shell", () => {
  for (const [user, links] of Object.entries(EXPECTED_LINKS) as [Exclude<DemoUser, "bilingual">, string[]][]) {
    test(`${user} sees exactly the navigation links the rules give`, async ({ signedInPage }) => {
      const portal = new PortalPage(await signedInPage(user, "/profile"));
      expect(await portal.linkLabels()).toEqual(links);
      // The profile has no entry of its own: none is marked current there.
      if (links.includes("Live Units")) await expect(portal.link("Live Units")).not.toHaveAttribute("aria-current");
    });
  }

  test("Command Center goes to the newer app's alerts page only with ccAccess", async ({ signedInPage }) => {
    const operator = new PortalPage(await signedInPage("operator", "/profile"));
    await expect(operator.link("Command Center")).toHaveAttribute("href", /\/alerts$/);
    const multi = new PortalPage(await signedInPage("multi", "/profile"));
    await expect(multi.link("Command Center")).not.toHaveAttribute("href", /\/alerts$/);
  });

  test("a wrong password gets a clear message", async ({ signInPage, page }) => {
    await signInPage.goto("/");
    await signInPage.submit("operator", "not-the-password");
    await expect(signInPage.errorMessage()).toHaveText("Incorrect username or password.");
    await expect(page).toHaveURL(/\/auth\//);
  });

  test("an unauthenticated visit goes to sign in and comes back to the same page", async ({ signInPage, page }) => {
    await page.goto("/profile?tab=1");
    await expect(page).toHaveURL(/\/auth\/redirect\?redirect_to=%2Fprofile%3Ftab%3D1$/);
    await signInPage.submit("limited", "demo");
    await expect(page).toHaveURL(/\/profile\?tab=1$/);
    await expect(new PortalPage(page).main.getByText("limited", { exact: true })).toBeVisible();
  });

  test("the Help Center menu shows the knowledge base, support contacts and hours", async ({ signedInPage }) => {
    const portal = new PortalPage(await signedInPage("limited", "/profile"));
    const menu = await portal.openHelpCenter();
    await expect(menu.getByRole("link", { name: "Knowledge base" })).toBeVisible();
    await expect(menu.getByRole("link", { name: /^Email / })).toHaveAttribute("href", /^mailto:/);
    await expect(menu.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:/);
    await expect(menu).toContainText("Monday to Friday 6am to 8pm Mountain Time");
  });

  test("sign out ends the session and clears the entitlement cache", async ({ signedInPage }) => {
    // A session of its own (signed in through the form): signing out ends it.
    const page = await signedInPage("operator", "/profile", { fresh: true });
    const portal = new PortalPage(page);
    await portal.waitForNavigation();
    expect(await page.evaluate(() => localStorage.getItem("vms.product-entitlements"))).not.toBeNull();
    await portal.signOut();
    await expect(page).toHaveURL(/\/auth\/redirect$/);
    expect(await page.evaluate(() => localStorage.getItem("vms.product-entitlements"))).toBeNull();
    expect((await portal.fetchJson("/api/vms/user_info")).status).toBe(401);
    await page.goto("/");
    await expect(page).toHaveURL(/\/auth\/redirect\?redirect_to=%2F$/);
  });

  test("an expired session shows the modal, which re-checks and sends to sign in", async ({ signedInPage }) => {
    const page = await signedInPage("multi", "/profile");
    const portal = new PortalPage(page);
    await portal.waitForNavigation();
    await expect(portal.sessionExpiredDialog).toBeHidden();
    await portal.dropSessionCookie();
    // A background call (the alert count's socket, a prefetch) may find the expired session first;
    // otherwise the next page's calls do. Either way the modal comes up.
    const noticed = await portal.sessionExpiredDialog.waitFor({ timeout: 3_000 }).then(
      () => true,
      () => false,
    );
    if (!noticed)
      await portal
        .link("Live Units")
        .click({ timeout: 5_000 })
        .catch(() => undefined);
    await expect(portal.sessionExpiredDialog).toBeVisible();
    await portal.sessionExpiredDialog.getByRole("button", { name: "Check again" }).click();
    await expect(portal.sessionExpiredDialog.getByRole("alert")).toHaveText(
      "Your session is still expired. Sign in to continue.",
    );
    await portal.sessionExpiredDialog.getByRole("button", { name: "Sign in" }).click();
    // Back to where the user was: /profile, or / when the click went through first.
    await expect(page).toHaveURL(/\/auth\/redirect\?redirect_to=%2F(profile)?$/);
  });

  test("a user cannot read another client's unit through the API", async ({ signedInPage }) => {
    const multi = new PortalPage(await signedInPage("multi", "/profile"));
    const operator = new PortalPage(await signedInPage("operator", "/profile"));
    const units = async (portal: PortalPage) => {
      const { body } = await portal.fetchJson("/api/vms/live_units");
      return LiveUnitsResponseSchema.parse(body).data;
    };
    const own = new Set((await units(operator)).map((unit) => unit.clientId));
    const foreign = (await units(multi)).find((unit) => !own.has(unit.clientId));
    expect(foreign, "multi can read a client that operator cannot").toBeDefined();
    const id = z.number().parse(foreign?.id);
    for (const path of [
      `/api/vms/live_units/${id}/meta`,
      `/api/vms/live_unit_info/${id}`,
      `/api/vms/live_units/${id}/default_streaming_camera`,
    ]) {
      const { status, body } = await operator.fetchJson(path);
      expect([403, 404], path).toContain(status);
      expect(JSON.stringify(body)).not.toContain(foreign?.serial ?? "-");
    }
    expect((await multi.fetchJson(`/api/vms/live_units/${id}/meta`)).status).toBe(200);
  });
});

test.describe("routes", () => {
  // Each route's title (null: the widget has its own top bar), and the widget it shows (null: a
  // later feature, "not available yet").
  const ROUTES = [
    ["/camera/1/stream", "Live stream", "vms-stream-player"],
    ["/live-unit/1/history", "Live unit history", "vms-history-timeline"],
    ["/archive-cabinet/1/history", "Archive cabinet history", "vms-history-timeline"],
    ["/live-unit/1/requested-video", "Requested videos", "vms-requested-videos"],
    ["/live-unit/1/view?contextId=1", null, "vms-alert-view"], // its own header (back, title)
    ["/alerts", "Alerts", "vms-alerts-list"],
    ["/mosaic/1", null, "vms-mosaic"], // its own top bar (back, name) instead of the title bar
  ] as const;

  test("every route renders inside the shell, with its widget or a 'not available yet'", async ({ signedInPage }) => {
    const page = await signedInPage("operator", "/profile");
    const portal = new PortalPage(page);
    for (const [path, title, widget] of ROUTES) {
      await portal.goto(path);
      await portal.waitForNavigation();
      if (title) await expect(portal.main.getByRole("heading", { level: 1 })).toHaveText(title);
      if (widget) await expect(portal.main.locator(`[data-vms-widget="${widget}"]`).first()).toBeAttached();
      else await expect(portal.main.getByText("This feature is not available yet.", { exact: false })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path.split("?")[0]);
    }
  });

  test("the navigation marks the current route's entry, and none on a page without one", async ({ signedInPage }) => {
    const portal = new PortalPage(await signedInPage("operator", "/profile"));
    for (const [path, current] of [
      ["/", true],
      ["/camera/1/stream", true],
      ["/alerts", false],
      ["/live-unit/1/history", true],
    ] as const) {
      await portal.goto(path);
      await portal.waitForNavigation();
      if (current) await expect(portal.link("Live Units"), path).toHaveAttribute("aria-current", "page");
      else await expect(portal.link("Live Units"), path).not.toHaveAttribute("aria-current");
    }
  });

  for (const path of ["/alerts", "/live-unit/1/view?contextId=1"]) {
    test(`${path} redirects to / without the security_alerts flag`, async ({ signedInPage }) => {
      const page = await signedInPage("limited", "/profile");
      const portal = new PortalPage(page);
      await portal.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(portal.main.getByRole("heading", { level: 1 })).toHaveText("Live Units");
    });
  }
});

test.describe("informational video", () => {
  test("opens by itself until viewed, closing it records the view, the help button reopens it", async ({
    signedInPage,
  }) => {
    const page = await signedInPage("partner", "/profile");
    const portal = new PortalPage(page);
    await portal.waitForNavigation();
    const before = InformationalVideosResponseSchema.parse(
      (await portal.fetchJson("/api/informational_videos?page=history")).body,
    ).data;
    expect(before.length).toBeGreaterThan(0);
    await portal.goto("/live-unit/1/history");
    await portal.informationalVideoButton.waitFor();
    const autoOpened = await portal.informationalVideoDialog.evaluate((dialog: HTMLDialogElement) => dialog.open);
    expect(autoOpened).toBe(!before[0]?.viewed);
    if (!autoOpened) await portal.informationalVideoButton.click();
    await expect(portal.informationalVideoDialog).toBeVisible();
    await expect(portal.informationalVideoDialog.getByText(before[0]?.body_text ?? "-")).toBeVisible();
    await portal.informationalVideoDialog.getByRole("button", { name: "Close" }).click();
    await expect(portal.informationalVideoDialog).toBeHidden();
    await expect
      .poll(
        async () =>
          InformationalVideosResponseSchema.parse(
            (await portal.fetchJson("/api/informational_videos?page=history")).body,
          ).data[0]?.viewed,
      )
      .toBe(true);
    await page.reload();
    await portal.informationalVideoButton.waitFor();
    expect(await portal.informationalVideoDialog.evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(false);
  });
});
