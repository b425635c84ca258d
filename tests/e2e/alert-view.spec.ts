// The live-unit view (document 3 §2.2) in Chromium against the reference server: an alert raised by
// the test hook opens in alert mode with its media, Go Live switches to live mode with decoding
// tiles, a second operator shows as a viewer, and resolving from the second context sends the
// first to /alerts.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

async function token(page: Page): Promise<string> {
  const body = (await (await page.request.get("/api/auth/token")).json()) as { data: { userToken: string } };
  return body.data.userToken;
}

/** Raises an alert with media through the test hook; answers its id and unit. */
async function raiseAlert(page: Page): Promise<{ alertId: number; liveUnitId: number }> {
  const headers = { Authorization: `Bearer ${await token(page)}` };
  const raised = await page.request.post("/api/test/alerts", { data: { alertType: "intrusion" }, headers });
  expect(raised.ok()).toBe(true);
  const { alertId } = ((await raised.json()) as { data: { alertId: number } }).data;
  const alert = await page.request.get(`/api/alerts/${alertId}`, { headers });
  return { alertId, liveUnitId: ((await alert.json()) as { data: { liveUnitId: number } }).data.liveUnitId };
}

/** Decoded sizes of the view's `<video>` elements (its shadow root is open). */
const decodedWidths = (page: Page) =>
  page.evaluate(() =>
    [...(document.querySelector("[data-vms-widget=vms-alert-view]")?.shadowRoot?.querySelectorAll("video") ?? [])].map(
      (video) => video.videoWidth,
    ),
  );

test("alert mode shows the media; Go Live plays the unit's cameras; a second viewer shows; resolving elsewhere sends the viewer to /alerts", async ({
  signedInPage,
}) => {
  test.setTimeout(150_000);
  const page = await signedInPage("operator", null);
  const { alertId, liveUnitId } = await raiseAlert(page);
  const alertUrl = `/live-unit/${liveUnitId}/view?contextId=${alertId}&alertId=${alertId}`;
  await page.goto(alertUrl);
  const view = page.locator("[data-vms-widget=vms-alert-view] section");
  await expect(view).toHaveAttribute("data-mode", "alert", { timeout: 15_000 });
  await expect(view.locator("[part=footer]")).toContainText("Intrusion");
  // Media arrive a few seconds after the alert; the tiles poll every 5 s.
  const primary = view.locator('figure[data-role="Primary"]');
  await expect(primary).toHaveAttribute("data-state", "video", { timeout: 60_000 });
  await expect(primary.locator("figcaption")).toHaveText("Primary");
  await expect(primary.getByRole("slider", { name: "Seek" })).toBeVisible();
  await expect(primary.locator(".elapsed")).toHaveText(/^\d+:\d{2}\/\d+:\d{2}$/);
  await expect.poll(async () => Math.max(0, ...(await decodedWidths(page))), { timeout: 20_000 }).toBeGreaterThan(0);
  const timestamps = view.locator("[part=timestamp]");
  await expect(timestamps.first().locator("svg")).toHaveCount(1);

  // Go Live: live mode with the alert as context; the tiles decode the cameras' streams.
  await view.getByRole("button", { name: "Go Live" }).click();
  await expect(page).toHaveURL(new RegExp(`/live-unit/${liveUnitId}/view\\?contextId=${alertId}$`));
  await expect(view).toHaveAttribute("data-mode", "live");
  await expect(view.locator("[part=live-clock]")).toHaveText(/^Live: /);
  await expect.poll(async () => Math.max(0, ...(await decodedWidths(page))), { timeout: 60_000 }).toBeGreaterThan(0);
  await expect(view.getByRole("button", { name: "Go To Alert" })).toBeEnabled();

  // A second operator (admin, another context) views the same unit: the viewers button appears.
  const second = await signedInPage("admin", null);
  await second.goto(`/live-unit/${liveUnitId}/view?contextId=${alertId}`);
  const viewers = view.getByRole("button", { name: "Viewers (2)" });
  await expect(viewers).toBeVisible({ timeout: 15_000 });
  await viewers.click();
  const popup = view.locator("[part=viewers-popup]");
  await expect(popup).toContainText("operator");
  await expect(popup).toContainText("admin");
  await expect(popup).toContainText("camera control");
  await expect(popup).toContainText("view only");
  await expect(second.locator("[data-vms-widget=vms-alert-view] [part=view-only-notice]")).toBeVisible();

  // Back to the alert; the second operator resolves it: the first is sent to /alerts.
  await view.getByRole("button", { name: "Go To Alert" }).click();
  await expect(view).toHaveAttribute("data-mode", "alert");
  await second.goto(alertUrl);
  const secondView = second.locator("[data-vms-widget=vms-alert-view] section");
  await secondView.getByRole("button", { name: "Resolve", exact: true }).click();
  const dialog = second.getByRole("dialog", { name: "Resolve Alert" });
  await dialog.getByRole("checkbox", { name: "Theft", exact: true }).click();
  await dialog.getByRole("button", { name: "Resolve Alert" }).click();
  await expect(second).toHaveURL(/\/alerts$/, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/alerts$/, { timeout: 15_000 });
});
