import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorBodySchema, parseCamString, StreamStartResponseSchema } from "../../../widgets/core/schemas";
import { runningFfmpeg } from "./live/ffmpeg";
import { ok, startTestServer, type Caller, type TestServer } from "../testing/server-test";
import { camerasWhere } from "../testing/test.queries";

/**
 * Issue 18, live feeds: a feed nobody watches stops within 10 s however its viewer left (real
 * time: a WebRTC viewer's process killed, an HLS player that stops fetching), and the caps on
 * sessions per user and encoders on the server answer 503 with a reason.
 */
let server: TestServer;
let operator: Caller;
let admin: Caller;
let cameras: number[];
const children: ChildProcess[] = [];

/** 10 s, and a margin for a loaded machine (the sweep, ffmpeg's exit, the poll). */
const STOP_BUDGET_MS = 10_000;
const MARGIN_MS = 1_500;

beforeAll(async () => {
  server = await startTestServer({ liveLimits: { sessionsPerUser: 3, maxEncoders: 5 } });
  [operator, admin] = await server.signedInAs("operator", "admin");
  cameras = (await camerasWhere(server.query, 1, (c) => c.webrtc)).slice(0, 9);
});
afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await server?.close();
  expect(runningFfmpeg.size).toBe(0);
});

const start = (who: Caller, cameraId: number) => who.send("POST", `/api/vms/stream/${cameraId}/start?profile=main`);
const started = async (who: Caller, cameraId: number) => {
  const cam = parseCamString(ok(StreamStartResponseSchema, await start(who, cameraId)).camString);
  if (!cam) throw new Error("no camString");
  return cam;
};
const running = (cameraId: number) => server.cameras.feeds.feed(cameraId, "main") !== null;

describe("a feed nobody watches stops within 10 s", () => {
  it("WebRTC: the viewer's process is killed (no DELETE, no DTLS close): its session and feed end", async () => {
    const camera = cameras[0]!;
    const cam = await started(operator, camera);
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        fileURLToPath(new URL("../testing/whep-viewer.ts", import.meta.url)),
        server.url + cam.whep!.main,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    children.push(child);
    let alive = 0;
    child.stdout!.on("data", (chunk: Buffer) => {
      for (const match of chunk.toString().matchAll(/alive (\d+)/g)) alive = Number(match[1]);
    });
    // Watching past the silence limit: the viewer's RTCP keeps its session.
    await expect.poll(() => alive, { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(6);
    expect(server.cameras.whep.count()).toBe(1);
    expect(server.cameras.feeds.sessionsOf(await server.idOf("SELECT id FROM users WHERE username = 'operator'"))).toBe(
      1,
    );

    child.kill("SIGKILL");
    const killed = Date.now();
    await expect.poll(() => running(camera), { timeout: STOP_BUDGET_MS + MARGIN_MS, interval: 100 }).toBe(false);
    expect(Date.now() - killed).toBeLessThanOrEqual(STOP_BUDGET_MS + MARGIN_MS);
    expect(server.cameras.whep.count()).toBe(0);
  }, 60_000);

  it("HLS: the player stops fetching; the feed stops within 10 s of its last fetch", async () => {
    const camera = cameras[1]!;
    const cam = await started(operator, camera);
    const playlist = `${server.url}${cam.hls.main}`;
    let last = 0;
    await expect
      .poll(
        async () => {
          const answer = await fetch(playlist);
          await answer.arrayBuffer();
          last = Date.now();
          return answer.status;
        },
        { timeout: 20_000, interval: 200 },
      )
      .toBe(200);
    expect(running(camera)).toBe(true);
    await expect.poll(() => running(camera), { timeout: STOP_BUDGET_MS + MARGIN_MS, interval: 100 }).toBe(false);
    expect(Date.now() - last).toBeLessThanOrEqual(STOP_BUDGET_MS + MARGIN_MS);
  }, 40_000);
});

describe("live caps", () => {
  it("refuses a user's session past the cap with 503 and a reason; a stream already held is not another", async () => {
    const [c, d, e, f] = cameras.slice(2, 6) as [number, number, number, number];
    for (const id of [c, d, e]) ok(StreamStartResponseSchema, await start(operator, id));
    const refused = await start(operator, f);
    expect(refused.status).toBe(503);
    expect(ErrorBodySchema.parse(refused.body)).toMatchObject({
      code: "stream_sessions_per_user",
      retryAfterS: 10,
      error: expect.stringMatching(/at most 3 per user/),
    });
    expect(refused.headers.get("retry-after")).toBe("10");
    expect(running(f)).toBe(false);
    ok(StreamStartResponseSchema, await start(operator, c));
    // Another user is not held back by operator's count.
    ok(StreamStartResponseSchema, await start(admin, f));
    const audited = await server.idOf(
      "SELECT COUNT(*) FROM audit_events WHERE action = 'quota.refused' AND details LIKE '%stream_sessions_per_user%'",
    );
    expect(audited).toBe(1);
  }, 30_000);

  it("refuses a new encoder past the server's budget with 503 encoder_budget; a running feed still serves", async () => {
    // operator's three and admin's one run: one more fits in 5.
    const [g, h] = cameras.slice(6, 8) as [number, number];
    ok(StreamStartResponseSchema, await start(admin, g));
    expect(server.cameras.feeds.list().length).toBe(5);
    const refused = await start(admin, h);
    expect(refused.status).toBe(503);
    expect(ErrorBodySchema.parse(refused.body)).toMatchObject({ code: "encoder_budget" });
    expect(running(h)).toBe(false);
    // Watching a feed that runs needs no new encoder.
    ok(StreamStartResponseSchema, await start(admin, cameras[2]!));
  }, 30_000);
});
