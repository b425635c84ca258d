// Keyboard and screen-reader journeys on `/` (issue 6 §6), and axe (WCAG 2.0/2.1/2.2 A and AA plus
// best practices) with the search panel open and with the drawer open, light and dark.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { MapPage } from "./pages/map-page";
import { PortalPage } from "./pages/portal-page";
import { SearchBar } from "./pages/search-bar";
import { UnitDrawerPanel } from "./pages/unit-drawer";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** What has focus, through shadow roots. */
function focused(page: Page) {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return null;
    return {
      marker: active.matches(".vms-marker, .vms-cluster"),
      label: active.getAttribute("aria-label") ?? active.textContent?.trim().slice(0, 40) ?? "",
      tag: active.tagName.toLowerCase(),
    };
  });
}

/** Tabs from the map (its region) until focus leaves the markers; answers the Tab presses spent on markers. */
async function tabsThroughMarkers(page: Page): Promise<{ markerStops: number; markers: number }> {
  const map = new MapPage(page);
  await map.canvas.focus();
  let markerStops = 0;
  for (let press = 0; press < 400; press++) {
    await page.keyboard.press("Tab");
    const now = await focused(page);
    if (now?.marker) markerStops++;
    else if (markerStops > 0) break;
  }
  return { markerStops, markers: await map.page.locator(".vms-marker, .vms-cluster").count() };
}

async function openMap(page: Page): Promise<MapPage> {
  await new PortalPage(page).closeInformationalVideoIfOpen();
  const map = new MapPage(page);
  await map.waitForUnits();
  return map;
}

test("the markers are one tab stop", async ({ signedInPage }) => {
  const page = await signedInPage("operator");
  await openMap(page);
  const { markerStops, markers } = await tabsThroughMarkers(page);
  console.log(`[a11y] Tab presses spent on ${markers} markers: ${markerStops}`);
  expect(markers).toBeGreaterThan(1);
  expect(markerStops).toBe(1);
});

test("arrow keys move between markers; the drawer gives focus back to the marker when it closes", async ({
  signedInPage,
}) => {
  const page = await signedInPage("operator");
  const map = await openMap(page);
  await map.canvas.focus();
  await page.keyboard.press("Tab");
  const first = await focused(page);
  expect(first?.marker).toBe(true);
  await page.keyboard.press("End");
  const last = await focused(page);
  expect(last?.marker).toBe(true);
  expect(last?.label).not.toBe(first?.label);
  let moved = false;
  for (const key of ["ArrowLeft", "ArrowUp", "ArrowRight", "ArrowDown"]) {
    await page.keyboard.press(key);
    const now = await focused(page);
    expect(now?.marker).toBe(true);
    moved ||= now?.label !== last?.label;
  }
  expect(moved).toBe(true);

  const opener = await focused(page);
  await page.keyboard.press("Enter");
  const drawer = new UnitDrawerPanel(page);
  await drawer.closeButton.waitFor();
  await expect.poll(async () => (await focused(page))?.label).toBe("Close details");
  await page.keyboard.press("Escape");
  await drawer.root.waitFor({ state: "detached" });
  await expect.poll(async () => (await focused(page))?.label).toBe(opener?.label);
  // Still one tab stop: Shift+Tab leaves the markers at once.
  await page.keyboard.press("Shift+Tab");
  expect((await focused(page))?.marker).toBe(false);
});

test("a cluster chosen with the keyboard zooms in and focus lands on a marker where it was", async ({
  signedInPage,
}) => {
  const page = await signedInPage("admin");
  const map = await openMap(page);
  await map.canvas.focus();
  await page.keyboard.press("Tab");
  const cluster = await focused(page);
  expect(cluster?.label).toMatch(/\d/);
  const before = await map.zoom();
  await page.keyboard.press("Enter");
  await map.waitForZoomAbove(before);
  await expect.poll(async () => (await focused(page))?.marker, { timeout: 5000 }).toBe(true);
  expect((await focused(page))?.label).not.toBe(cluster?.label);
});

test("the search is a combobox over a results grid; a chosen filter chip gives focus back to the input", async ({
  signedInPage,
}) => {
  const page = await signedInPage("multi");
  await openMap(page);
  const search = new SearchBar(page);
  await search.input.click();
  await search.chooseFilter("Accounts");
  await expect(search.input).toBeFocused();
  await search.removeChip("Accounts");
  await expect(search.input).toBeFocused();

  await search.search("miami");
  await search.waitForRows();
  await expect(search.input).toHaveAttribute("aria-haspopup", "grid");
  await page.keyboard.press("ArrowDown");
  const active = () => search.input.getAttribute("aria-activedescendant");
  const cell = async () => page.locator(`[id="${await active()}"]`);
  await expect(await cell()).toHaveAttribute("role", "gridcell");
  await expect(await cell()).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("grid", { name: "Search results" })).toBeVisible();
  const rowCell = await active();
  await page.keyboard.press("ArrowRight");
  expect(await active()).not.toBe(rowCell);
  await expect((await cell()).getByRole("button")).toHaveAccessibleName(/^(Stream|History of) /);
  await page.keyboard.press("ArrowLeft");
  expect(await active()).toBe(rowCell);
  await page.keyboard.press("Enter");
  const drawer = new UnitDrawerPanel(page);
  await drawer.closeButton.waitFor();
  await drawer.closeButton.click();
  await expect(search.input).toBeFocused();
});

/** Axe over the whole page (and its shadow roots); answers the violations, one line each, and the rules passed. */
async function axe(page: Page): Promise<{ violations: string[]; passes: number }> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return {
    violations: results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} (${n.failureSummary ?? ""})`).join(", ")}`,
    ),
    passes: results.passes.length,
  };
}

// One page for both colour schemes (the theme follows prefers-color-scheme as it changes): the
// search panel open, light then dark; then the drawer open, dark then light. Each check is a step.
test("axe: no violations on / with the search panel open, then the drawer open (light and dark)", async ({
  signedInPage,
}) => {
  // Four full axe runs over the page and its shadow roots: ~10 s each on a busy 2-core machine.
  test.setTimeout(150_000);
  const page = await signedInPage("operator", null);
  const passed: string[] = [];
  const check = (state: string, scheme: "light" | "dark") =>
    test.step(`${state} (${scheme})`, async () => {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)).toBe(scheme === "dark");
      const { violations, passes } = await axe(page);
      expect(violations).toEqual([]);
      passed.push(`${passes} rules passed with the ${state} (${scheme})`);
    });

  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await openMap(page);
  const search = new SearchBar(page);
  await search.search("miami");
  await search.waitForRows();
  await page.keyboard.press("ArrowDown");
  await check("search open", "light");
  await check("search open", "dark");

  await search.open(search.rowsOfKind("live_unit").first());
  const drawer = new UnitDrawerPanel(page);
  await drawer.waitForDetails();
  await check("drawer open", "dark");
  await check("drawer open", "light");
  console.log(`[a11y] axe: ${passed.join("; ")}; 0 violations`);
});
