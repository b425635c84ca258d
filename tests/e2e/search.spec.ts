import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PortalPage } from "./pages/portal-page";
import { SearchBar } from "./pages/search-bar";
import { UnitDrawerPanel } from "./pages/unit-drawer";

async function mapPage(page: Page) {
  const portal = new PortalPage(page);
  await portal.closeInformationalVideoIfOpen();
  return new SearchBar(page);
}

test("a search by city shows highlighted results", async ({ signedInPage }) => {
  const page = await signedInPage("operator");
  const search = await mapPage(page);
  await expect(search.input).toHaveAttribute("placeholder", "Search LiveUnits");
  await search.search("miami");
  await search.waitForRows();
  expect(await search.resultCount()).toBeGreaterThan(0);
  const marks = await search.texts(search.marks);
  expect(marks.length).toBeGreaterThan(0);
  for (const mark of marks) expect("miami").toContain(mark.toLowerCase());
  const addresses = await search.texts(search.rows.locator(".row-address"));
  expect(addresses.some((text) => text.includes("Miami"))).toBe(true);
});

test("a recent search is reapplied", async ({ signedInPage }) => {
  const page = await signedInPage("operator");
  const search = await mapPage(page);
  await search.search("huntington");
  await search.submit();
  await search.waitForRows();
  const count = await search.resultCount();
  await search.clear();
  await expect(search.recentSearch("huntington")).toBeVisible();
  await expect(search.rows).toHaveCount(0);
  await search.recentSearch("huntington").click();
  await expect(search.input).toHaveValue("huntington");
  await search.waitForRows();
  expect(await search.resultCount()).toBe(count);
  // Removing it forgets it.
  await search.clear();
  await page.getByRole("button", { name: "Remove recent search huntington" }).click();
  await expect(search.recentSearch("huntington")).toHaveCount(0);
});

test("a unit named like markup shows as text and no dialog fires", async ({ signedInPage }) => {
  const page = await signedInPage("operator");
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const search = await mapPage(page);
  await search.search("onerror");
  const row = search.row("<img src=x onerror=alert(1)>");
  await expect(row).toBeVisible();
  await expect(page.locator(".results img")).toHaveCount(0);
  await search.open(row);
  const drawer = new UnitDrawerPanel(page, "<img src=x onerror=alert(1)>");
  await drawer.waitForDetails();
  await expect(drawer.unitName).toContainText("<img src=x onerror=alert(1)>");
  expect(dialogs).toEqual([]);
});

test("a multi-client user sees client names and Filter By; operator does not", async ({ signedInPage }) => {
  const multi = await signedInPage("multi");
  const multiSearch = await mapPage(multi);
  await multiSearch.search("pole");
  await multiSearch.waitForRows();
  await expect(multiSearch.rowsOfKind("live_unit").first().locator(".row-sub")).toContainText(" · ");
  await multiSearch.clear();
  await expect(multiSearch.filterBy).toBeVisible();

  const operator = await signedInPage("operator");
  const operatorSearch = await mapPage(operator);
  await operatorSearch.search("pole");
  await operatorSearch.waitForRows();
  const subs = await operatorSearch.texts(operatorSearch.rowsOfKind("live_unit").locator(".row-sub"));
  expect(subs.length).toBeGreaterThan(0);
  for (const sub of subs) expect(sub).toMatch(/^LVT-[0-9A-F]+$/);
  await operatorSearch.clear();
  await expect(operatorSearch.filterBy).toHaveCount(0);
});

test("choosing an account filters by it; its chip removes the filter", async ({ signedInPage }) => {
  const page = await signedInPage("multi");
  const search = await mapPage(page);
  await search.input.click();
  await search.chooseFilter("Accounts");
  await search.waitForRows();
  const client = search.rowsOfKind("client").first();
  const name = ((await client.locator(".row-title mark, .row-title span").first().textContent()) ?? "").trim();
  await search.open(client);
  await expect(page.getByRole("button", { name: `Remove filter ${name}` })).toBeVisible();
  await expect(search.input).toHaveValue("");
  await search.input.click();
  await search.waitForRows();
  const clients = await search.texts(search.rows.locator(".row-sub"));
  for (const text of clients.slice(0, 5)) expect(text).toContain(name);
  await search.removeChip(name);
  await expect(page.getByRole("button", { name: `Remove filter ${name}` })).toHaveCount(0);
});
