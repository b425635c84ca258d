import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import type { DemoUser } from "./fixtures";
import { MapPage } from "./pages/map-page";
import { PortalPage } from "./pages/portal-page";
import { UnitDrawerPanel } from "./pages/unit-drawer";

/** Signs in, closes the introduction video if it opened, and returns the map. */
async function openMap(signedInPage: (user: DemoUser) => Promise<Page>, user: DemoUser) {
  const page = await signedInPage(user);
  await new PortalPage(page).closeInformationalVideoIfOpen();
  return { page, map: new MapPage(page) };
}

test.describe("map page", () => {
  test("leaves Loading... and shows clusters over the offline basemap", async ({ signedInPage }) => {
    const { page, map } = await openMap(signedInPage, "multi");
    await expect(map.canvas).toBeVisible();
    await map.waitForUnits();
    await expect(map.loading).toHaveCount(0);
    expect(await map.clusters.count()).toBeGreaterThan(0);
    // About 2,700 units for this user: more than 500, so clusters, and few DOM markers.
    expect(await map.unitsShown()).toBeGreaterThan(2000);
    expect(await page.locator(".leaflet-marker-icon").count()).toBeLessThan(500);
    await expect(map.basemap.first()).toBeAttached();
    // The basemap is drawn: land covers a good share of the initial view (the Americas, Europe, Africa).
    await expect.poll(() => map.basemapCoverage()).toBeGreaterThan(0.2);
    await map.clusters.first().hover();
    await expect(page.getByRole("tooltip").or(page.locator(".leaflet-tooltip")).first()).toHaveText("Click to zoom");
  });

  test("with at most 500 units every unit is a marker", async ({ signedInPage }) => {
    const { map } = await openMap(signedInPage, "operator");
    await map.waitForUnits();
    await expect(map.clusters).toHaveCount(0);
    const markers = await map.markers.count();
    expect(markers).toBeGreaterThan(10);
    expect(markers).toBeLessThanOrEqual(500);
  });

  test("filters change what is shown", async ({ signedInPage }) => {
    const { page, map } = await openMap(signedInPage, "multi");
    await map.waitForUnits();
    const all = await map.unitsShown();
    await map.filter("Live Unit").uncheck();
    await expect(map.filter("All")).not.toBeChecked();
    await expect.poll(() => map.unitsShown()).toBeLessThan(all);
    const withoutLive = await map.unitsShown();
    expect(withoutLive).toBeGreaterThan(0);
    await map.filter("All").check();
    await expect(map.filter("Live Unit")).toBeChecked();
    await expect.poll(() => map.unitsShown()).toBe(all);
    await map.filter("All").uncheck();
    for (const name of ["Archive Cabinet", "Deactivated", "Live Unit"] as const)
      await expect(map.filter(name)).not.toBeChecked();
    await expect(page.locator(".vms-cluster, .vms-marker")).toHaveCount(0);
    await map.filter("All").check();
    await expect.poll(() => map.unitsShown()).toBe(all);
  });

  test("clicking a cluster zooms in to its members", async ({ signedInPage }) => {
    const { page, map } = await openMap(signedInPage, "multi");
    await map.waitForUnits();
    const before = await map.zoom();
    expect(before).toBe(2);
    const count = await map.clickLargestCluster();
    await map.waitForZoomAbove(before);
    expect(await map.zoom()).toBeGreaterThan(before);
    // The cluster's members are now split over several clusters or markers.
    expect(await page.locator(".vms-cluster, .vms-marker").count()).toBeGreaterThan(1);
    expect(count).toBeGreaterThan(1);
  });

  test("dragging and the mouse wheel move the map inside its shadow root", async ({ signedInPage }) => {
    const { map } = await openMap(signedInPage, "multi");
    await map.waitForUnits();
    const before = await map.paneTransform();
    await map.drag(-200, 80);
    await expect.poll(() => map.paneTransform()).not.toBe(before);
    const zoom = await map.zoom();
    await map.wheel(-300);
    await expect.poll(() => map.zoom()).toBeGreaterThan(zoom);
  });

  test("a marker click selects the unit, centres at zoom 17 and opens the drawer", async ({ signedInPage }) => {
    const { page, map } = await openMap(signedInPage, "multi");
    await map.waitForUnits();
    await map.zoomUntilLiveMarkers();
    const marker = map.liveMarkers.first();
    const name = await map.markerName(marker);
    await marker.click();
    const drawer = new UnitDrawerPanel(page, name);
    await expect(drawer.root).toBeVisible();
    await expect.poll(() => map.zoom()).toBe(17);
    // Still centred once the drawer has taken its place beside the map.
    await expect
      .poll(async () => {
        const offset = await map.offsetFromCentre(name);
        return offset !== null && Math.abs(offset.dx) <= 2 && Math.abs(offset.dy) <= 2;
      })
      .toBe(true);
  });

  test("a group of cabinets with one position and name opens a list; a choice opens the drawer", async ({
    signedInPage,
  }) => {
    const { page, map } = await openMap(signedInPage, "operator");
    await map.waitForUnits();
    const group = map.groupMarkers().first();
    const label = (await group.getAttribute("aria-label")) ?? "";
    expect(label).toMatch(/^Archive Cabinet: .+, \d+ cabinets$/);
    // The visible count badge is part of the accessible name (axe ignores words in parentheses:
    // Lighthouse failed label-content-name-mismatch on "… (2 cabinets)" showing "2").
    const mismatch = await new AxeBuilder({ page }).withRules(["label-content-name-mismatch"]).analyze();
    expect(mismatch.violations.flatMap((violation) => violation.nodes.map((node) => node.target))).toEqual([]);
    expect(mismatch.passes.flatMap((pass) => pass.nodes).length).toBeGreaterThan(0);
    // Markers may overlap at this zoom: activate it from the keyboard.
    await group.focus();
    await page.keyboard.press("Enter");
    const items = map.groupList().getByRole("button");
    expect(await items.count()).toBeGreaterThan(1);
    const name = label.replace(/^Archive Cabinet: /, "").replace(/, \d+ cabinets$/, "");
    await expect(items.first()).toContainText(name);
    await items.nth(1).click();
    await expect(new UnitDrawerPanel(page, name).root).toBeVisible();
    await expect.poll(() => map.zoom()).toBe(17);
  });
});
