import { afterAll, beforeAll, expect, it } from "vitest";
import type { RunningServer } from "../app";
import { caller, signIn, type Caller } from "../test-support";
import { camerasWhere } from "../testing/test.queries";

// The server without ffmpeg: it runs, and the calls that need video answer a clear 503.
let server: RunningServer;
let operator: Caller;

beforeAll(async () => {
  process.env.FFMPEG_PATH = "/nonexistent/ffmpeg";
  // Imported after FFMPEG_PATH is set; on a private copy of the seeded database (either engine).
  const { startTestServer } = await import("../testing/server-test");
  server = await startTestServer();
  operator = caller(server.url, await signIn(server.url, "operator"));
});
afterAll(async () => {
  delete process.env.FFMPEG_PATH;
  await server?.close();
});

it("runs without ffmpeg and says why live video and clips are not available", async () => {
  const [cameraId] = await camerasWhere(server.query, 1, () => true);
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
