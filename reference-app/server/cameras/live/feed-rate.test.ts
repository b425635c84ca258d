import { afterAll, beforeAll, expect, it } from "vitest";
import { parseCamString, StreamStartResponseSchema } from "../../../../widgets/core/schemas";
import { ok, startTestServer, type Caller, type TestServer } from "../../testing/server-test";
import { runningFfmpeg } from "./ffmpeg";
import { IDLE_FPS, PROFILES } from "./feed";

/**
 * Issue 21: a feed warmed by a start call that nobody watches yet draws its first second of
 * frames at full rate, then IDLE_FPS (a 36-tile mosaic warms 36 feeds at once, and drawing them
 * all at full rate held the server's event loop while the tiles' offers waited); a viewer brings
 * the full rate back.
 */
let server: TestServer;
let operator: Caller;
let camera: number;

beforeAll(async () => {
  server = await startTestServer();
  [operator] = await server.signedInAs("operator");
  camera = await server.idOf(`SELECT k.id FROM cameras k JOIN live_units u ON u.id = k.live_unit_id
    WHERE u.client_id = 1 AND k.active = 1 ORDER BY k.id LIMIT 1`);
});
afterAll(async () => {
  await server?.close();
  expect(runningFfmpeg.size).toBe(0);
});

/** ms until the feed has drawn `more` frames beyond now. */
async function msForFrames(frames: () => number, more: number, timeout: number): Promise<number> {
  const from = frames();
  const started = Date.now();
  await expect.poll(frames, { timeout, interval: 20 }).toBeGreaterThanOrEqual(from + more);
  return Date.now() - started;
}

it("draws 1 frame a second once warm while nobody watches, and the full rate again for a viewer", async () => {
  const fps = PROFILES.sub.fps;
  const answer = await operator.send("POST", `/api/vms/stream/${camera}/start?profile=sub`);
  const cam = parseCamString(ok(StreamStartResponseSchema, answer).camString);
  const frames = () => server.cameras.feeds.feed(camera, "sub")?.stats.frames ?? 0;
  // Its first second at full rate (cold ffmpeg: its start first).
  await expect.poll(frames, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(fps);
  // Then two more frames take about two seconds (at full rate they took a third of one).
  expect(await msForFrames(frames, 2, 10_000)).toBeGreaterThanOrEqual((2 / IDLE_FPS) * 1000 * 0.8);
  // An HLS player fetches its playlist: six frames in about a second (idle, they would take six).
  const playlist = await fetch(`${server.url}${cam!.hls.sub}`);
  expect(playlist.status).toBe(200);
  expect(await msForFrames(frames, fps, 20_000)).toBeLessThan((fps / IDLE_FPS) * 1000 * 0.8);
}, 60_000);
