import { expect, test } from "./fixtures";
import { HistoryPage } from "./pages/history-page";
import { PortalPage } from "./pages/portal-page";
import { SearchBar } from "./pages/search-bar";
import { UnitDrawerPanel } from "./pages/unit-drawer";

test("operator opens a unit's history, sees thumbnails, scrubs by keyboard and requests a clip from one camera", async ({
  signedInPage,
}) => {
  test.setTimeout(90_000);
  const page = await signedInPage("operator");
  await new PortalPage(page).closeInformationalVideoIfOpen();
  const search = new SearchBar(page);
  await search.search("miami");
  await search.waitForRows();
  const row = search.rowsOfKind("live_unit").filter({ hasNotText: "(Deactivated)" }).first();
  const name = ((await row.locator(".row-title").textContent()) ?? "").trim();
  await search.open(row);
  const drawer = new UnitDrawerPanel(page, name);
  await drawer.waitForDetails();
  await drawer.historyButton.click();
  await page.waitForURL(/\/live-unit\/\d+\/history$/);
  await new PortalPage(page).closeInformationalVideoIfOpen();

  const history = new HistoryPage(page);
  await expect(history.header.getByRole("link", { name: "History" })).toHaveAttribute("aria-current", "page");
  await expect(history.note).toContainText("Unsaved footage before");
  // Thumbnails of the synthetic cameras load (one batched call per hour bucket).
  await history.waitForPicture();
  const before = await history.timelineStart();
  const labelsBefore = await history.thumbnailLabels();

  // ← one minute back, PageDown one hour back: the time moves and other pictures show.
  await history.scrub("ArrowLeft");
  await expect.poll(() => history.timelineStart()).toBe(before - 60);
  await history.scrub("PageDown");
  await expect.poll(() => history.timelineStart()).toBe(before - 60 - 3600);
  await expect.poll(() => history.thumbnailLabels()).not.toEqual(labelsBefore);
  await history.waitForPicture();

  // Select Video, then request the default 4 minutes from one camera: Loading, then Success.
  await history.selectVideoButton.click();
  await expect(history.selection).toBeVisible();
  const camera = await history.requestFromFirstCamera();
  expect(camera).not.toBe("");
  const done = history.requestDialog.getByRole("button", { name: "Done" });
  await expect(history.requestDialog.getByRole("button", { name: "Cancel" })).toHaveCount(0);
  await expect(history.requestDialog.getByText("Success", { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(done).toBeEnabled();
  // Escape does not close the dialog; Done does.
  await page.keyboard.press("Escape");
  await expect(history.requestDialog).toBeVisible();
  await done.click();
  await expect(history.requestDialog).toHaveCount(0);
  // The clip's progress shows on the page (it renders in the background).
  await expect(
    history.clips.getByText(`${camera}: preparing`).or(history.clips.getByText(`${camera}: ready`)),
  ).toBeVisible();
});
