// The live stream page through the portal: the operator watches a camera over WebRTC and drives it
// (arrow key, preset, snapshot); `limited` is refused a camera it may not stream.
import { expect, test } from "./fixtures";
import { StreamPage } from "./pages/stream-page";
import { generateFleet } from "../../reference-app/server/seed/fleet";
import { FLEET_SEED } from "../../reference-app/server/seed/prng";

const fleet = generateFleet(FLEET_SEED);

/**
 * An operator PTZ camera with WebRTC, pan, presets, snapshot and patrol rights; the last such one,
 * so the camera test page's journey (the first) does not move it at the same time.
 */
function operatorCamera(): { id: number; name: string } {
  const units = new Set(fleet.liveUnits.filter((u) => u.clientId === 1).map((u) => u.id));
  const found = fleet.cameras.filter((c) => {
    if (!units.has(c.liveUnitId) || !c.active || c.position !== 0) return false;
    const caps = JSON.parse(c.capabilities) as Record<string, boolean>;
    const perms = JSON.parse(c.permissions) as Record<string, boolean>;
    const presets = fleet.presets.filter((p) => p.cameraId === c.id).length;
    return (
      caps.webrtc &&
      caps.pan &&
      caps.snapshot &&
      caps.presets &&
      perms.controlPtzf &&
      perms.controlPresets &&
      perms.suspendPatrol &&
      presets >= 2
    );
  });
  const camera = found.at(-1);
  if (!camera) throw new Error("no PTZ camera with presets for operator");
  return { id: camera.id, name: camera.name };
}

/** A camera of client 13 (Mortenson): `limited` may request its video but not stream it. */
function refusedCamera(): number {
  const units = new Set(fleet.liveUnits.filter((u) => u.clientId === 13).map((u) => u.id));
  const camera = fleet.cameras.find((c) => units.has(c.liveUnitId) && c.active);
  if (!camera) throw new Error("no camera of client 13");
  return camera.id;
}

const diff = (a: number[], b: number[]) => a.reduce((sum, v, i) => sum + Math.abs(v - (b[i] ?? 0)), 0) / a.length;

test.describe("live stream page", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the operator watches over WebRTC, pans with →, goes to a preset and downloads a snapshot", async ({
    signedInPage,
  }) => {
    const camera = operatorCamera();
    const page = await signedInPage("operator", `/camera/${camera.id}/stream`);
    const stream = new StreamPage(page);
    await stream.dismissHelp();
    await expect(stream.stage()).toHaveAttribute("data-status", "active", { timeout: 20_000 });
    expect(await stream.transport()).toBe("webrtc");
    await expect(stream.root.getByRole("heading", { name: camera.name })).toBeVisible();

    // Frames arrive and the picture changes (the clock and the patrol move it).
    const firstFrames = await stream.decodedFrames();
    const first = (await stream.fingerprint())!;
    await page.waitForTimeout(1500);
    expect(await stream.decodedFrames()).toBeGreaterThan(firstFrames + 5);
    expect(diff(first, (await stream.fingerprint())!)).toBeGreaterThan(0);

    // Hold the patrol (dialog, default '5') so only the commands move the view.
    await stream.button("Suspend Patrol").click();
    const dialog = stream.dialog("Suspend Patrol");
    await expect(dialog.getByLabel("Minutes")).toHaveValue("5");
    await dialog.getByRole("button", { name: "Suspend" }).click();
    await expect(stream.snackbar(`${camera.name}: Patrol suspended for 5 minutes`)).toBeVisible();
    await expect(stream.button("Resume Patrol")).toBeVisible();
    await page.waitForTimeout(1200);
    const still = (await stream.fingerprint())!;
    await page.waitForTimeout(400);
    const drift = diff(still, (await stream.fingerprint())!);

    // → pans: the animation shows at once, then the picture changes.
    await stream.stage().focus();
    await page.keyboard.press("ArrowRight");
    await expect(stream.root.locator("[part=feedback]")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect
      .poll(async () => diff(still, (await stream.fingerprint())!), { timeout: 5000 })
      .toBeGreaterThan(drift + 6);

    // A preset moves it again.
    await page.waitForTimeout(800);
    const panned = (await stream.fingerprint())!;
    await stream.button("Presets").click();
    await stream.root
      .getByRole("button", { name: /^Go to preset / })
      .first()
      .click();
    await expect
      .poll(async () => diff(panned, (await stream.fingerprint())!), { timeout: 6000 })
      .toBeGreaterThan(drift + 6);

    // Snapshot: a spinner, then the image and its download.
    await stream.button("Snapshot").click();
    const snapshot = stream.dialog("Snapshot");
    await expect(snapshot.getByRole("img")).toBeVisible({ timeout: 15_000 });
    const download = page.waitForEvent("download");
    await snapshot.getByRole("link", { name: "Download" }).click();
    expect((await download).suggestedFilename()).toMatch(/^snapshot-\d{4}-\d{2}-\d{2} \d{2}-\d{2}-\d{2}\.jpeg$/);
    await snapshot.getByRole("button", { name: "Close" }).click();

    // Resume the patrol (no dialog) for the next run.
    await stream.button("Resume Patrol").click();
    await expect(stream.button("Suspend Patrol")).toBeVisible();
  });

  test("limited gets the 403 text and no controls on a camera it may not stream", async ({ signedInPage }) => {
    const page = await signedInPage("limited", `/camera/${refusedCamera()}/stream`);
    const stream = new StreamPage(page);
    await stream.dismissHelp();
    await expect(stream.message()).toContainText("You do not have permission to stream this camera.");
    await expect(stream.snackbar("You do not have permission to stream this camera.")).toBeVisible();
    await expect(stream.button("Pan right")).toHaveCount(0);
    await expect(stream.root.locator("[part=action-button]")).toHaveCount(0);
  });
});
