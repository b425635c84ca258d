// Issue 21: the stream page's popups (Speaker, Presets, Quick Settings) and a mosaic tile's menu stay
// inside the viewport at 1280×800 and 390×844, keyboard in and out; the Quality choice is remembered
// per user; the 'Stats' overlay shows the transport and the engine's figures.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { MosaicView } from "./pages/mosaic-view";
import { StreamPage } from "./pages/stream-page";
import { generateFleet } from "../../reference-app/server/seed/fleet";
import { FLEET_SEED } from "../../reference-app/server/seed/prng";
import { PARTNER_CLIENTS } from "../../reference-app/server/seed/users";

const fleet = generateFleet(FLEET_SEED);
const unitOf = new Map(fleet.liveUnits.map((u) => [u.id, u]));
type FleetCamera = (typeof fleet.cameras)[number];
const json = (text: string) => JSON.parse(text) as Record<string, unknown>;

/** An operator camera with speaker sounds, quick sounds, presets and talk-down: the Speaker and Presets popups. */
function speakerCamera(): FleetCamera {
  const camera = fleet.cameras.find((c) => {
    const caps = json(c.capabilities);
    const perms = json(c.permissions);
    return (
      unitOf.get(c.liveUnitId)?.clientId === 1 &&
      c.active &&
      Array.isArray(caps.speakerSounds) &&
      caps.speakerSounds.length >= 3 &&
      caps.presets === true &&
      perms.quickSounds === true &&
      perms.controlPresets === true &&
      fleet.presets.filter((p) => p.cameraId === c.id).length >= 3
    );
  });
  if (!camera) throw new Error("no operator camera with sounds and presets");
  return camera;
}

/** An active camera `partner` streams (its own user: the Quality it chooses touches no other journey). */
function partnerCamera(): FleetCamera {
  const clients = new Set(PARTNER_CLIENTS);
  const camera = fleet.cameras.find((c) => c.active && clients.has(unitOf.get(c.liveUnitId)?.clientId ?? -1));
  if (!camera) throw new Error("no partner camera");
  return camera;
}

/** The element's box against the viewport (in CSS pixels). */
async function fits(page: Page, popup: Locator): Promise<{ inside: boolean; box: string }> {
  const box = await popup.boundingBox();
  const viewport = page.viewportSize()!;
  if (!box) return { inside: false, box: "none" };
  const inside =
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= viewport.width + 0.5 &&
    box.y + box.height <= viewport.height + 0.5;
  return {
    inside,
    box: `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`,
  };
}

/** Whether `lower` starts at or below the bottom of `upper` (their boxes do not overlap). */
async function below(lower: Locator, upper: Locator): Promise<boolean> {
  const [a, b] = [await lower.boundingBox(), await upper.boundingBox()];
  return a !== null && b !== null && a.y >= b.y + b.height - 0.5;
}

// Video under load (a 2-core machine running other suites) can take a while to start.
test.describe.configure({ timeout: 150_000 });

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

// One page for both sizes (a new sign-in and a new start of the video per size cost more than
// the check): each size is a step of its own, so a failure names the size and the popup.
const sizes = VIEWPORTS.map((v) => `${v.width}×${v.height}`).join(" and ");

test(`the stream page's popups fit in ${sizes}, open from the keyboard and give focus back`, async ({
  signedInPage,
}) => {
  const camera = speakerCamera();
  const page = await signedInPage("operator", `/camera/${camera.id}/stream`);
  const stream = new StreamPage(page);
  await stream.dismissHelp();
  const menu = stream.root.locator("[part=menu]");
  for (const viewport of VIEWPORTS) {
    await test.step(`${viewport.width}×${viewport.height}`, async () => {
      await page.setViewportSize(viewport);
      for (const name of ["Speaker", "Presets", "Quick Settings"]) {
        await test.step(name, async () => {
          const button = stream.button(name);
          await expect(button).toBeVisible({ timeout: 60_000 });
          await button.focus();
          await page.keyboard.press("Enter");
          await expect(menu).toBeVisible();
          // Placed (Floating UI answers after a frame): wait for its side, then measure.
          await expect(menu).toHaveAttribute("data-placement", /.+/);
          await expect.poll(async () => (await fits(page, menu)).inside, { message: name }).toBe(true);
          // Focus went into the popup; Escape closes it and gives focus back to its button.
          await expect(menu.locator(":focus")).toHaveCount(1);
          await page.keyboard.press("Escape");
          await expect(menu).toHaveCount(0);
          await expect(button).toBeFocused();
        });
      }
    });
  }
});

// One mosaic for both sizes and the Stats strip (each a step): the 36-camera mosaic starting again
// per size cost more than the checks. Its layout and which tiles play follow the window's size.
test(`a mosaic tile's menu fits in ${sizes}; a tile's Stats strip sits between its label bar and its picture`, async ({
  signedInPage,
}) => {
  // Was fixme: at 1280×800 (every tile of the mosaic playing) the menu was never placed within 5 s.
  // The likely cause (not reproduced on a loaded machine): Floating UI, loaded only when the first
  // popup opened, arrived late and the menu stayed unplaced and transparent until then. Now the
  // menu is placed by hand at once and the library is loaded when a tile's buttons show.
  const page = await signedInPage("operator", null);
  const mosaic = new MosaicView(page);
  const buttons = mosaic.region.getByRole("button", { name: "Video settings" });
  const menu = mosaic.region.locator("[part=menu]");
  for (const [index, viewport] of VIEWPORTS.entries()) {
    await test.step(`the tile menu in ${viewport.width}×${viewport.height}`, async () => {
      await page.setViewportSize(viewport);
      if (index === 0) await mosaic.open(1);
      // A playing tile's menu, the lowest and rightmost one playing: where a menu placed by hand ran
      // out of the window or was cut by its tile.
      await expect(buttons.first()).toBeVisible({ timeout: 120_000 });
      // Pinned to that tile: `.last()` would move to a later tile once it starts playing.
      const cameraId = await buttons.last().evaluate((b) => b.closest("article")?.dataset.cameraId);
      const settings = mosaic.region
        .locator(`article[data-camera-id="${cameraId}"]`)
        .getByRole("button", { name: "Video settings" });
      await settings.click();
      await expect(menu).toHaveAttribute("data-placement", /.+/);
      await expect.poll(async () => (await fits(page, menu)).inside).toBe(true);
      await expect(menu.getByRole("radio", { name: "Auto" })).toBeChecked();
      await page.keyboard.press("Escape");
      await expect(menu).toHaveCount(0);
      await expect(settings).toBeFocused();
    });
  }

  await test.step(`a tile's Stats strip in ${VIEWPORTS[1]!.width}×${VIEWPORTS[1]!.height}`, async () => {
    await expect(buttons.first()).toBeVisible({ timeout: 120_000 });
    // Pinned by its camera (which tile is the first playing one changes as others start).
    const playing = mosaic.tiles.filter({ has: page.getByRole("button", { name: "Video settings" }) }).first();
    const tile = mosaic.region.locator(`[data-camera-id="${await playing.getAttribute("data-camera-id")}"]`);
    await tile.getByRole("button", { name: "Video settings" }).click();
    await mosaic.region.getByRole("switch", { name: "Stats" }).click();
    await page.keyboard.press("Escape");
    const stats = tile.locator("[part=stats]");
    await expect(stats.locator("[data-stat=transport] dd")).toHaveText(/^(WebRTC|HLS)$/, { timeout: 30_000 });
    // The strip is below the label bar, and the picture (the tile's <video>) starts below the strip.
    expect(await below(stats, tile.locator("[part=tile-bar]"))).toBe(true);
    expect(await below(tile.locator("video"), stats)).toBe(true);
  });
});

test("Quality is remembered per user and Stats shows the transport and the figures", async ({ signedInPage }) => {
  const camera = partnerCamera();
  const page = await signedInPage("partner", `/camera/${camera.id}/stream`);
  const stream = new StreamPage(page);
  await stream.dismissHelp();
  const settings = stream.button("Quick Settings");
  const stats = stream.root.locator("[part=stats]");
  const row = (id: string) => stats.locator(`[data-stat=${id}] dd`);
  try {
    await expect(settings).toBeVisible({ timeout: 90_000 });
    await settings.click();
    // Placed (Floating UI answers after a frame): a click before lands where the switch is not yet.
    await expect(stream.root.locator("[part=menu]")).toHaveAttribute("data-placement", /.+/);
    // The switch answers once Shoelace has defined it (its shadow input, role switch, is there):
    // a click before does nothing. The switch's thumb covers its input: click the sl-switch itself.
    const statsSwitch = stream.root.getByRole("switch", { name: "Stats" });
    await expect(statsSwitch).not.toBeChecked();
    await stream.root.locator("sl-switch").filter({ hasText: "Stats" }).click();
    await expect(statsSwitch).toBeChecked();
    await expect(stats).toBeVisible();
    // Outside the picture (below it), never over the camera's own burned-in text.
    expect(await below(stats, stream.root.locator("[part=stage]"))).toBe(true);
    // partner plays HTML5 video (videoPreference html5).
    await expect(row("transport")).toHaveText("HLS");
    await expect(row("firstFrame")).toHaveText(/^\d+ ms$/);
    await expect(row("frameRate")).toHaveText(/^[\d.]+ fps$/, { timeout: 15_000 });

    await stream.root.getByRole("radio", { name: "Substream" }).check();
    await expect(row("quality")).toHaveText("Substream", { timeout: 20_000 });
    await expect(row("resolution")).toHaveText("320×180", { timeout: 20_000 });

    // Remembered on the server: after a reload the choice is still Substream.
    await page.reload();
    await stream.dismissHelp();
    await expect(settings).toBeVisible({ timeout: 90_000 });
    await settings.click();
    await expect(stream.root.getByRole("radio", { name: "Substream" })).toBeChecked();
    await expect
      .poll(() => stream.video().evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 20_000 })
      .toBe(320);
    await stream.root.getByRole("radio", { name: "Main stream" }).check();
    await expect
      .poll(() => stream.video().evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 20_000 })
      .toBe(640);
  } finally {
    // Back to Auto (the page's own call: same origin, its session cookie).
    await page.evaluate(() =>
      fetch("/api/vms/user_settings", {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ videoQuality: "auto" }),
      }),
    );
  }
});
