import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PortalPage } from "./pages/portal-page";
import { SearchBar } from "./pages/search-bar";
import { UnitDrawerPanel } from "./pages/unit-drawer";

async function mapPage(page: Page) {
  await new PortalPage(page).closeInformationalVideoIfOpen();
  return new SearchBar(page);
}

/** The name of a live, not deactivated unit row. */
async function liveRowName(search: SearchBar): Promise<string> {
  const row = search.rowsOfKind("live_unit").filter({ hasNotText: "(Deactivated)" }).first();
  return ((await row.locator(".row-title").textContent()) ?? "").trim();
}

test("a row opens the drawer; operator may stream and see history", async ({ signedInPage }) => {
  const page = await signedInPage("operator");
  const search = await mapPage(page);
  await search.search("miami");
  await search.waitForRows();
  const name = await liveRowName(search);
  await search.open(search.row(name));
  const drawer = new UnitDrawerPanel(page, name);
  await drawer.waitForDetails();
  await expect(drawer.unitName).toContainText(name);
  await expect(drawer.streamButton).toBeEnabled();
  await expect(drawer.historyButton).toBeEnabled();
  await expect(drawer.notice).toHaveCount(0);
  await expect(drawer.client).toHaveCount(0);
  expect(await drawer.cameraLinks.count()).toBeGreaterThan(0);
  // The drawer sits beside the map at this width and is 375 px wide.
  const box = await drawer.root.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(375);
  await drawer.streamButton.click();
  await page.waitForURL(/\/camera\/\d+\/stream$/);
});

test("History opens the unit's history page", async ({ signedInPage }) => {
  const page = await signedInPage("operator");
  const search = await mapPage(page);
  await search.search("miami");
  await search.waitForRows();
  const name = await liveRowName(search);
  await search.open(search.row(name));
  const drawer = new UnitDrawerPanel(page, name);
  await drawer.waitForDetails();
  await drawer.historyButton.click();
  await page.waitForURL(/\/live-unit\/\d+\/history$/);
});

test("limited: Stream and History follow the user's rights per account", async ({ signedInPage }) => {
  const page = await signedInPage("limited");
  const search = await mapPage(page);
  const outcomes = new Map<string, { stream: boolean; history: boolean; notice: string }>();
  for (let index = 0; index < 4; index++) {
    await search.input.click();
    await search.chooseFilter("Accounts");
    await search.waitForRows();
    const client = search.rowsOfKind("client").nth(index);
    await search.open(client);
    // Serials start with LVT-: only live units match.
    await search.search("LVT");
    await search.rowsOfKind("live_unit").first().waitFor();
    const row = search.rowsOfKind("live_unit").filter({ hasNotText: "(Deactivated)" }).first();
    const rowStream = await search.streamButton(row).isEnabled();
    const rowHistory = await search.historyButton(row).isEnabled();
    const name = ((await row.locator(".row-title").textContent()) ?? "").trim();
    await search.open(row);
    const drawer = new UnitDrawerPanel(page, name);
    await drawer.waitForDetails();
    const stream = await drawer.streamButton.isEnabled();
    const history = await drawer.historyButton.isEnabled();
    expect([stream, history]).toEqual([rowStream, rowHistory]);
    outcomes.set(`${stream}/${history}`, {
      stream,
      history,
      notice: ((await drawer.notice.textContent()) ?? "").trim(),
    });
    await drawer.close();
    await search.input.click();
    await page
      .getByRole("button", { name: /^Remove filter / })
      .first()
      .click();
    await search.clear();
  }
  expect(outcomes.get("true/false")?.notice).toBe("You don't have access to the History page.");
  expect(outcomes.get("false/true")?.notice).toBe("You don't have access to the Streaming page.");
});

test("a multi-client user sees the client name in the drawer", async ({ signedInPage }) => {
  const page = await signedInPage("multi");
  const search = await mapPage(page);
  await search.search("pole");
  await search.waitForRows();
  const name = await liveRowName(search);
  await search.open(search.row(name));
  const drawer = new UnitDrawerPanel(page, name);
  await drawer.waitForDetails();
  await expect(drawer.client).toHaveText(/^Client: .+/);
});

test("under 750 px the drawer overlays the map at 60vw", async ({ signedInPage }) => {
  const page = await signedInPage("operator");
  await page.setViewportSize({ width: 700, height: 800 });
  const search = await mapPage(page);
  await search.search("miami");
  await search.waitForRows();
  const name = await liveRowName(search);
  await search.open(search.row(name));
  const drawer = new UnitDrawerPanel(page, name);
  await drawer.waitForDetails();
  const box = await drawer.root.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(420);
  await page.keyboard.press("Escape");
  await expect(drawer.root).toHaveCount(0);
});
