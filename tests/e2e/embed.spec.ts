import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PartnerPage, startPartnerSite } from "./pages/partner-page";

/**
 * A partner embeds the widgets on its own plain page, on another origin, under a strict CSP, with
 * a token from its backend (here: a signed-in user's token from the token call) — what
 * docs/getting-started/plain-html.md tells partners to do.
 */

async function userToken(signedInPage: (user: "multi", redirectTo: null) => Promise<Page>) {
  // The session's cookies are all the token call needs: no portal page loads.
  const portal = await signedInPage("multi", null);
  const response = await portal.request.get("/api/auth/token");
  const body = (await response.json()) as { data: { userToken: string } };
  return body.data.userToken;
}

test.describe("a partner page on another origin under a strict CSP", () => {
  test("the map clusters on the main thread in steps, the search and drawer work, nothing breaks the CSP", async ({
    browser,
    baseURL,
    signedInPage,
  }) => {
    const token = await userToken(signedInPage);
    const site = await startPartnerSite(baseURL ?? "", token);
    const context = await browser.newContext();
    const page = await context.newPage();
    const partner = new PartnerPage(page, site.origin);
    await partner.instrument();
    await partner.open();
    await expect(partner.clusters().first()).toBeVisible({ timeout: 15_000 });
    const dataAt = await partner.responseEnd("/api/vms/search?q=*");
    await expect(partner.mapStatus()).toHaveCount(0);

    // No worker can start here (its file is on the API's origin): clustering ran on the main thread,
    // one zoom level per task. Printed, not asserted: parsing the answer is a task of its own.
    expect(dataAt).toBeGreaterThan(0);
    const longTasks = (await partner.longTasks()).filter((task) => task.start >= dataAt);
    console.log(
      `[embed] tasks over 50 ms after the map data arrived: ${longTasks.map((t) => Math.round(t.duration)).join(", ") || "none"}`,
    );

    // Zooming into a cluster works with the main-thread index.
    const zoomBefore = Number(await partner.map.locator(".leaflet-container").getAttribute("data-zoom"));
    await partner.clusters().first().click();
    await expect
      .poll(async () => Number(await partner.map.locator(".leaflet-container").getAttribute("data-zoom")))
      .toBeGreaterThan(zoomBefore);

    // The search bar and the drawer share the selection; the drawer's History asks, then opens a new tab.
    await partner.search.getByRole("combobox", { name: "Search live units" }).fill("miami");
    const row = partner.search.locator(".results .row[data-kind='live_unit']").first();
    await row.locator(".row-main").click();
    const history = partner.drawer.getByRole("button", { name: "History", exact: true });
    await expect(history).toBeEnabled();
    const popup = context.waitForEvent("page");
    await history.click();
    const opened = await popup;
    expect(opened.url()).toMatch(new RegExp(`^${baseURL}/(live-unit/\\d+/history|auth/redirect)`));
    expect(page.url()).toBe(`${site.origin}/`);
    const navigations = (await partner.events()).filter((event) => event.type === "vms-navigate");
    expect(navigations).toHaveLength(1);

    // Nothing the library does needs more than the strict CSP allows.
    expect(await partner.violations()).toEqual([]);
    await context.close();
    await site.close();
  });

  test("without a token: each widget says so, links to sign-in and tells the host", async ({ browser, baseURL }) => {
    const site = await startPartnerSite(baseURL ?? "");
    const context = await browser.newContext();
    const page = await context.newPage();
    const partner = new PartnerPage(page, site.origin);
    await partner.instrument();
    await partner.open();
    const status = partner.map.getByRole("alert");
    await expect(status).toContainText("You are not signed in.");
    const link = status.getByRole("link", { name: "Sign in" });
    await expect(link).toHaveAttribute(
      "href",
      `${baseURL}/auth/redirect?redirect_to=${encodeURIComponent(`${site.origin}/`)}`,
    );
    const events = (await partner.events()).filter((event) => event.type === "vms-auth-required");
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(await partner.violations()).toEqual([]);
    await context.close();
    await site.close();
  });
});
