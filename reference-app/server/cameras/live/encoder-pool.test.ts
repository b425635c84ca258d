import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { createEncoderPool, PROFILES, stopEncoder, type Encoder } from "./encoder-pool";
import { runningFfmpeg } from "./ffmpeg";

const root = mkdtempSync(join(tmpdir(), "vms-encoder-pool-"));
const pool = createEncoderPool(root, { spares: { main: 0, sub: 1 } });
afterAll(async () => {
  await pool.close();
  expect(runningFfmpeg.size).toBe(0);
  rmSync(root, { recursive: true, force: true });
});

/** Writes grey frames at the profile's rate until the first RTP packet; answers the ms from the first frame. */
async function firstPacketMs(encoder: Encoder): Promise<number> {
  const p = PROFILES[encoder.profile];
  const frame = Buffer.alloc(p.width * p.height * 4, 120);
  await expect.poll(() => encoder.ffmpeg.input !== null, { timeout: 10_000, interval: 20 }).toBe(true);
  const started = Date.now();
  const packet = new Promise<number>((resolve) => encoder.rtp.once("message", () => resolve(Date.now() - started)));
  const timer = setInterval(() => encoder.ffmpeg.input?.write(frame), 1000 / p.fps);
  encoder.ffmpeg.input?.write(frame);
  try {
    return await packet;
  } finally {
    clearInterval(timer);
  }
}

it("keeps a spare started once live video is used, hands it out, refills, and ends every ffmpeg on close", async () => {
  // Nothing is started before the first demand.
  expect(pool.spares("sub")).toBe(0);
  const first = await pool.take("sub", "1");
  expect(await firstPacketMs(first)).toBeGreaterThanOrEqual(0);
  // The pool fills behind the first take.
  await expect.poll(() => pool.spares("sub"), { timeout: 15_000, interval: 50 }).toBe(1);
  const spare = await pool.take("sub", "2");
  expect(pool.spares("sub")).toBe(0);
  // A spare's ffmpeg already runs and has its input connected: frames in, RTP out.
  expect(spare.ffmpeg.input).not.toBeNull();
  expect(await firstPacketMs(spare)).toBeGreaterThanOrEqual(0);
  await expect.poll(() => pool.spares("sub"), { timeout: 15_000, interval: 50 }).toBe(1);
  // Two in use and the new spare run; stopping the two leaves the spare.
  const before = runningFfmpeg.size;
  expect(before).toBe(3);
  await Promise.all([stopEncoder(first), stopEncoder(spare)]);
  expect(runningFfmpeg.size).toBe(before - 2);
}, 60_000);
