import { afterAll, beforeAll, expect, it } from "vitest";
import type { RunningServer } from "../app";
import { caller, signIn, type Caller } from "../test-support";

// The server without ffmpeg: it runs, and the calls that need video answer a clear 503.
let server: RunningServer;
let operator: Caller;

beforeAll(async () => {
  process.env.FFMPEG_PATH = "/nonexistent/ffmpeg";
  const { startServer } = await import("../app");
  server = await startServer({ port: 0 });
  operator = caller(server.url, await signIn(server.url, "operator"));
});
afterAll(async () => {
  delete process.env.FFMPEG_PATH;
  await server?.close();
});

it("runs without ffmpeg and says why live video and clips are not available", async () => {
  const cameraId = server.db
    .prepare(
      "SELECT k.id FROM cameras k JOIN live_units u ON u.id = k.live_unit_id WHERE u.client_id = 1 AND k.active = 1 LIMIT 1",
    )
    .pluck()
    .get() as number;
  expect((await operator.get(`/api/vms/stream_camera/${cameraId}/meta`)).status).toBe(200);
  const start = await operator.send("POST", `/api/vms/stream/${cameraId}/start`);
  expect(start.status).toBe(503);
  expect(start.body).toMatchObject({ error: expect.stringMatching(/no ffmpeg.*FFMPEG_PATH/) });
  const now = Date.now();
  const clip = await operator.send("POST", `/api/cameras/archive/${cameraId}`, {
    title: "x",
    start: new Date(now - 120_000).toISOString(),
    stop: new Date(now - 60_000).toISOString(),
  });
  expect(clip.status).toBe(503);
  // The informational videos are made with ffmpeg: a clear 503, not a 404 or a broken file.
  expect((await fetch(`${server.url}/media/informational/map.mp4`)).status).toBe(503);
  // Snapshots need no ffmpeg.
  expect((await operator.send("POST", `/api/vms/cameras/${cameraId}/snapshot`)).status).not.toBe(503);
});
