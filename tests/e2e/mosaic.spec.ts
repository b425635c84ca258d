// The 36-camera mosaic in a real browser against the reference server: tiles decode real frames
// of the synthetic cameras' substreams (the picture changes), a tile closes, and a tile in full
// screen plays the main stream.
import { expect, test } from "./fixtures";
import { MosaicView, type TilePicture } from "./pages/mosaic-view";

/** The largest change of one cell between two fingerprints (the scenes move in small parts: lights, a clock code). */
const diff = (a: number[], b: number[]) => Math.max(...a.map((v, i) => Math.abs(v - (b[i] ?? 0))));
const playing = (pictures: TilePicture[]) => pictures.filter((p) => p.width > 0);

test.describe("mosaic", () => {
  // 36 live feeds share two cores with the browser: allow for a loaded machine. The mosaic takes 36
  // of operator's 40 live sessions (STREAM_SESSIONS_PER_USER): two at once (--repeat-each) cannot play.
  test.describe.configure({ timeout: 180_000, lock: "live-sessions:operator" });

  test("operator's 36-camera mosaic plays its substreams; a tile closes; full screen plays the main stream", async ({
    signedInPage,
  }) => {
    const page = await signedInPage("operator", null);
    const mosaic = new MosaicView(page);
    await mosaic.open(1);
    await expect(mosaic.name).toHaveText("Crescent — 36 cameras", { timeout: 15_000 });
    const count = await mosaic.tiles.count();
    expect(count).toBeGreaterThan(30);
    expect(count).toBeLessThanOrEqual(36);
    // The layout table, landscape (the default viewport is 1280×720): 31–36 tiles → 6 × 6.
    expect(await mosaic.grid()).toEqual({ rows: 6, columns: 6 });

    // Real frames in the tiles, at the substream's size.
    await expect
      .poll(async () => playing(await mosaic.pictures()).length, { timeout: 90_000, intervals: [1000] })
      .toBeGreaterThanOrEqual(6);
    const before = playing(await mosaic.pictures());
    expect(before.every((p) => p.width === 320 && p.height === 180)).toBe(true);
    // Live: the pictures move.
    const changed = async () => {
      const after = new Map((await mosaic.pictures()).map((p) => [p.cameraId, p]));
      return before.filter((p) => {
        const later = after.get(p.cameraId);
        return later && later.fingerprint.length > 0 && diff(p.fingerprint, later.fingerprint) > 12;
      }).length;
    };
    await expect.poll(changed, { timeout: 20_000, intervals: [500] }).toBeGreaterThanOrEqual(4);

    // Close one tile: it leaves the mosaic.
    const first = mosaic.tile(0);
    const closedId = await first.getAttribute("data-camera-id");
    await first.getByRole("button", { name: /^Close / }).click();
    await expect(mosaic.tiles).toHaveCount(count - 1);
    await expect(mosaic.region.locator(`[data-camera-id="${closedId}"]`)).toHaveCount(0);

    // Full screen on a playing tile (its controls show only while it plays; the first tile may
    // still be connecting, or be refused by the live limits while other journeys stream as
    // operator): the main stream (640×360) replaces the substream.
    const playingId = playing(await mosaic.pictures()).find((p) => p.cameraId !== Number(closedId))?.cameraId;
    expect(playingId).toBeDefined();
    const target = mosaic.region.locator(`[data-camera-id="${playingId}"]`);
    await expect(target.getByRole("button", { name: "Full screen" })).toBeVisible({ timeout: 30_000 });
    await target.getByRole("button", { name: "Full screen" }).click();
    await expect(mosaic.tiles.filter({ visible: true })).toHaveCount(1);
    await expect.poll(async () => (await mosaic.pictures())[0]?.width, { timeout: 30_000, intervals: [500] }).toBe(640);
    await target.getByRole("button", { name: "Exit full screen" }).click();
    await expect(mosaic.tiles.filter({ visible: true })).toHaveCount(count - 1);
  });
});
