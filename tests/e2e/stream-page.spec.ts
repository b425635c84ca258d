// The live stream page through the portal: the operator watches a camera over WebRTC and drives it
// (arrow key, preset, snapshot); `limited` is refused a camera it may not stream; a light brightens
// a camera at night; Quick Download says the clip was requested; an HTML5 user plays HLS; a second
// viewer is view-only.
import { expect, test } from "./fixtures";
import { StreamPage } from "./pages/stream-page";
import { steady } from "./steady";
import { generateFleet } from "../../reference-app/server/seed/fleet";
import { FLEET_SEED } from "../../reference-app/server/seed/prng";
import { daylight } from "../../reference-app/server/cameras/scene/daylight";
import { sceneSpec } from "../../reference-app/server/cameras/scene/scene-spec";

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

type FleetCamera = (typeof fleet.cameras)[number];
const caps = (c: FleetCamera) =>
  JSON.parse(c.capabilities) as {
    webrtc: boolean;
    pan: boolean;
    relayActions: { relayName: string; uiLabel: string }[];
  };
const perms = (c: FleetCamera) => JSON.parse(c.permissions) as Record<string, boolean>;
const unitOf = new Map(fleet.liveUnits.map((u) => [u.id, u]));
const timeZoneOf = (c: FleetCamera) =>
  fleet.locations.find((l) => l.id === unitOf.get(c.liveUnitId)?.locationId)?.timeZone ?? null;

/** An active WebRTC camera of client 1 with control rights, the `n`-th from the end (the journeys above use the last). */
function clientOneCamera(n: number): { id: number; name: string } {
  const found = fleet.cameras.filter(
    (c) =>
      unitOf.get(c.liveUnitId)?.clientId === 1 && c.active && caps(c).webrtc && caps(c).pan && perms(c).controlPtzf,
  );
  const camera = found.at(-1 - n);
  if (!camera) throw new Error(`no ${n + 1} client-1 cameras`);
  return { id: camera.id, name: camera.name };
}

/**
 * The darkest camera now (its location's local time) that `admin` may stream with a white light
 * relay ('…light…', not IR or a strobe) and control rights, with a plain scene (a thermal picture
 * shows no daylight nor lights; a panoramic one is dewarped); null when every such camera is in daylight.
 */
function darkCameraWithLight(): { id: number; light: string; dark: number } | null {
  let best: { id: number; light: string; dark: number } | null = null;
  for (const c of fleet.cameras) {
    if (!c.active || !perms(c).controlPtzf) continue;
    const scene = sceneSpec(c.id, { ptz: c.position === 0 });
    if (scene.thermal || scene.panoramic) continue;
    const light = caps(c).relayActions.find(
      (r) => /light/i.test(r.relayName) && !/ir|strobe|red_blue|heater/i.test(r.relayName),
    );
    const zone = timeZoneOf(c);
    if (!light || !zone) continue;
    const dark = 1 - daylight(Date.now(), zone);
    if (!best || dark > best.dark) best = { id: c.id, light: light.uiLabel, dark };
  }
  return best && best.dark >= 0.5 ? best : null;
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

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
    await expect.poll(() => stream.decodedFrames(), { timeout: 10_000 }).toBeGreaterThan(firstFrames + 5);
    await expect.poll(async () => diff(first, (await stream.fingerprint())!), { timeout: 10_000 }).toBeGreaterThan(0);

    // Hold the patrol (dialog, default '5') so only the commands move the view.
    await stream.button("Suspend Patrol").click();
    const dialog = stream.dialog("Suspend Patrol");
    await expect(dialog.getByLabel("Minutes")).toHaveValue("5");
    await dialog.getByRole("button", { name: "Suspend" }).click();
    await expect(stream.snackbar(`${camera.name}: Patrol suspended for 5 minutes`)).toBeVisible();
    await expect(stream.button("Resume Patrol")).toBeVisible();
    // The patrol's last move ends: wait until the picture holds still (the clock still ticks).
    const { value: still, drift } = await steady(async () => (await stream.fingerprint())!, diff, {
      within: 3,
      intervalMs: 400,
      message: "the patrol halted",
    });

    // → pans: the animation shows at once, then the picture changes.
    await stream.stage().focus();
    await page.keyboard.press("ArrowRight");
    await expect(stream.root.locator("[part=feedback]")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect
      .poll(async () => diff(still, (await stream.fingerprint())!), { timeout: 5000 })
      .toBeGreaterThan(drift + 6);

    // A preset moves it again (from where the pan stopped).
    const { value: panned } = await steady(async () => (await stream.fingerprint())!, diff, {
      within: drift + 3,
      message: "the pan ended",
    });
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
  test("a light brightens the picture of a camera at night (canvas luminance before and after)", async ({
    signedInPage,
  }) => {
    const camera = darkCameraWithLight();
    test.skip(camera === null, "every camera with a white light is in daylight now (local time of its location)");
    const page = await signedInPage("admin", `/camera/${camera!.id}/stream`);
    const stream = new StreamPage(page);
    await stream.dismissHelp();
    await expect(stream.stage()).toHaveAttribute("data-status", "active", { timeout: 20_000 });
    await stream.button("Lights").click();
    const light = stream.root.getByRole("switch", { name: camera!.light });
    // The switch's thumb covers its input: click the sl-switch itself.
    const toggle = () => stream.root.locator("sl-switch").filter({ hasText: camera!.light }).click();
    // Left on by an earlier run: off first, so the picture is dark to begin with.
    if (await light.isChecked()) {
      await toggle();
      await expect(light).not.toBeChecked({ timeout: 10_000 });
    }
    // The picture as dark as it gets (a light switched off just now takes a frame or two to show).
    const { value: before } = await steady(
      async () => mean((await stream.fingerprint())!),
      (a, b) => Math.abs(a - b),
      {
        within: 1,
        intervalMs: 500,
        message: "the picture's light steady",
      },
    );
    await toggle();
    await expect(light).toBeChecked({ timeout: 10_000 });
    await expect.poll(async () => mean((await stream.fingerprint())!), { timeout: 8000 }).toBeGreaterThan(before + 10);
    // Off again (the journey's camera stays as it was).
    await toggle();
    await expect(light).not.toBeChecked({ timeout: 10_000 });
    await expect.poll(async () => mean((await stream.fingerprint())!), { timeout: 8000 }).toBeLessThan(before + 6);
  });

  test("Quick Download requests a clip of the current camera and says so", async ({ signedInPage }) => {
    const camera = clientOneCamera(1);
    const page = await signedInPage("operator", `/camera/${camera.id}/stream`);
    const stream = new StreamPage(page);
    await stream.dismissHelp();
    await expect(stream.stage()).toHaveAttribute("data-status", "active", { timeout: 20_000 });
    await stream.button("Quick Download").click();
    await expect(stream.root.getByRole("checkbox", { name: camera.name, exact: true })).toBeChecked();
    await stream.root.getByRole("button", { name: "Request Video" }).click();
    await expect(stream.snackbar("Your video was requested and will be emailed to you shortly")).toBeVisible({
      timeout: 15_000,
    });
  });

  test("a user who prefers HTML5 video plays the stream over HLS", async ({ signedInPage }) => {
    const camera = clientOneCamera(2);
    const page = await signedInPage("html5", `/camera/${camera.id}/stream`);
    const stream = new StreamPage(page);
    await stream.dismissHelp();
    await expect(stream.stage()).toHaveAttribute("data-status", "active", { timeout: 30_000 });
    expect(await stream.transport()).toBe("hls");
    const frames = await stream.decodedFrames();
    await expect.poll(() => stream.decodedFrames(), { timeout: 10_000 }).toBeGreaterThan(frames + 5);
  });

  test("a second viewer (another browser) is view-only: the notice and no controls", async ({ signedInPage }) => {
    const camera = clientOneCamera(3);
    const first = new StreamPage(await signedInPage("operator", `/camera/${camera.id}/stream`));
    await first.dismissHelp();
    await expect(first.stage()).toHaveAttribute("data-status", "active", { timeout: 20_000 });
    await expect(first.button("Pan right")).toBeVisible();

    const second = new StreamPage(await signedInPage("admin", `/camera/${camera.id}/stream`));
    await second.dismissHelp();
    await expect(second.stage()).toHaveAttribute("data-status", "active", { timeout: 20_000 });
    await expect(second.root).toContainText("View only: Olivia Operator has control of this camera.");
    await expect(second.button("Pan right")).toHaveCount(0);
    await expect(second.button("Zoom in")).toHaveCount(0);
    // The first viewer keeps control.
    await expect(first.button("Pan right")).toBeVisible();
  });
});
