import type { Locator } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import * as z from "zod";
import { sceneSpec } from "../../reference-app/server/cameras/scene/scene-spec";
import { cachedDataDir } from "../../scripts/seed-hash.mjs";
import { expect, test } from "./fixtures";
import { RequestedVideosPage } from "./pages/requested-videos-page";

/** A recording unit of client 1 (operator's) with a panoramic camera: its clips have a dewarped version. */
function panoramicUnit(): number {
  const db = new Database(path.join(cachedDataDir("e2e"), "vms.sqlite"), { readonly: true, fileMustExist: true });
  try {
    const cameras = z.array(z.object({ id: z.number(), position: z.number(), unit: z.number() })).parse(
      db
        .prepare(
          `SELECT k.id, k.position, k.live_unit_id AS unit FROM cameras k JOIN live_units u ON u.id = k.live_unit_id
            WHERE u.client_id = 1 AND u.id > 1 AND k.active = 1 AND u.date_activated < '2026-01-01'
            AND u.date_deactivated IS NULL ORDER BY k.id`,
        )
        .all(),
    );
    const pano = cameras.find((c) => sceneSpec(c.id, { ptz: c.position === 0 }).panoramic);
    if (!pano) throw new Error("no panoramic camera in client 1");
    return pano.unit;
  } finally {
    db.close();
  }
}

const decodes = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.videoWidth > 0);

test("operator opens a unit's requested videos, previews one and a dewarped one in the 360° player, copies a share link, sees it counted and revokes it", async ({
  signedInPage,
}) => {
  test.setTimeout(240_000);
  const unitId = panoramicUnit();
  const page = await signedInPage("operator", null);
  // The portal's CSP (script-src 'self', no eval, worker-src 'self'): the 360° player must not trip it.
  const cspViolations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const list = new RequestedVideosPage(page);
  await list.goto(unitId);
  // The seeded clips render one by one; the panoramic one (with its dewarped version) takes longest.
  // The list follows their progress and shows them without a reload (the marker survives only without one).
  await page.evaluate(() => Object.assign(window, { __noReload: true }));
  await list.waitForRows(180_000, list.dewarpedRows());
  expect(await page.evaluate(() => "__noReload" in window)).toBe(true);

  // The seeded history: a panoramic clip shows two rows (normal, then dewarped), newest recorded first.
  await expect(list.dewarpedRows().first()).toBeVisible();
  expect(await list.rows.count()).toBeGreaterThanOrEqual(3);
  const firstDewarped = list.dewarpedRows().first();
  const cells = await firstDewarped.getByRole("cell").allInnerTexts();
  expect(cells[2]).toMatch(/\d{4}, \d{1,2}:\d{2}\s[AP]M [A-Z]{3,4}|GMT/); // recorded, in the location's zone

  // A plain preview decodes, and the URL names it.
  const plain = list.plainRows().first();
  await list.open(plain);
  await expect(list.preview).toBeVisible();
  await expect.poll(() => decodes(list.previewVideo), { timeout: 20_000 }).toBe(true);
  await expect(list.preview).toContainText(/@example\.com/);
  const plainId = new URL(page.url()).searchParams.get("video_id");
  expect(plainId).toMatch(/^\d+$/);
  await list.closePreview();
  await expect(list.preview).toBeHidden();
  expect(new URL(page.url()).search).toBe("");

  // The dewarped version opens in the 360° player: drag and arrow keys turn the view.
  await list.open(firstDewarped);
  await expect(list.panoramaBanner).toBeVisible();
  await expect(list.panorama.locator("canvas")).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).searchParams.get("video_type")).toBe("dewarped");
  await expect
    .poll(() => list.preview.locator("video").evaluate((v: HTMLVideoElement) => v.readyState >= 2 && !v.paused))
    .toBe(true);
  const box = (await list.panorama.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(list.panorama).toHaveAttribute("data-view", "30,0");
  await list.panorama.focus();
  await page.keyboard.press("ArrowUp");
  await expect(list.panorama).toHaveAttribute("data-view", "30,10");
  const videoUrl = await list.preview.locator("video").getAttribute("src");
  expect(cspViolations).toEqual([]);
  await list.closePreview();

  // Reopened from the address: the preview follows video_id and video_type; an unknown id is ignored.
  await list.goto(unitId, `?video_id=${plainId}`);
  await expect(list.preview).toBeVisible();
  await expect.poll(() => decodes(list.previewVideo), { timeout: 20_000 }).toBe(true);
  await list.goto(unitId, "?video_id=999999999&video_type=dewarped");
  await list.rows.first().waitFor();
  await expect(list.preview).toHaveCount(0);
  expect(videoUrl).toMatch(/-dewarped\.mp4\?/);

  // Share (operator has requested_video_share): the link is copied and opens signed out.
  await list.shareButton(list.plainRows().first()).click();
  await expect(list.copiedText.first()).toBeVisible();
  const link = await list.shareLinkField.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const anonymous = await page.context().browser()!.newContext();
  const shared = await anonymous.newPage();
  const answer = await shared.goto(link);
  expect(answer?.status()).toBe(200);
  await expect
    .poll(() => shared.locator("video").evaluate((v: HTMLVideoElement) => v.readyState >= 1 && v.duration > 0))
    .toBe(true);

  // Beyond the spec: the row's share links list it (newest first) with its creator and one opening.
  await list.shareLinksButton(list.plainRows().first()).click();
  await expect(list.shareLinks).toBeVisible();
  const newest = list.shareLinkRows().first();
  await expect(newest).toContainText("Olivia Operator");
  await expect(newest.getByRole("cell").nth(3)).toHaveText(/^1Last opened /);
  await expect(newest.getByRole("cell").nth(4)).toHaveText("Active");
  // Revoke asks first; once revoked the link's page answers 410 and shows no video.
  await newest.getByRole("button", { name: /^Revoke the link created by Olivia Operator/ }).click();
  await expect(newest).toContainText("Revoke this link? Anyone who has it will no longer see the video.");
  await newest.getByRole("button", { name: "Revoke link" }).click();
  await expect(newest.getByRole("cell").nth(4)).toHaveText(/^Revokedby Olivia Operator, /);
  await expect(newest.getByRole("cell").nth(4)).toBeFocused();
  const gone = await shared.goto(link);
  expect(gone?.status()).toBe(410);
  await expect(shared.getByRole("heading", { name: "This link has been revoked" })).toBeVisible();
  await expect(shared.locator("video")).toHaveCount(0);
  await anonymous.close();
});

test("without the requested_video_share flag there is no share button", async ({ signedInPage }) => {
  test.setTimeout(240_000);
  const unitId = panoramicUnit();
  // admin reads every client and may request video, but has no requested_video_share flag.
  const page = await signedInPage("admin", null);
  const list = new RequestedVideosPage(page);
  await list.goto(unitId);
  await list.waitForRows(180_000);
  await expect(list.downloadButton(list.rows.first())).toBeVisible();
  await expect(list.root.getByRole("button", { name: "Copy share link" })).toHaveCount(0);
});
