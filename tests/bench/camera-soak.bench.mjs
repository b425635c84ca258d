// Memory over 10 minutes of live feeds starting and stopping (CAMERA_SOAK_MS to change the length):
// every cycle opens WebRTC viewers on 4 cameras (a different set each time, from a pool of 16) in
// Chromium, watches 8 s, closes them and stops the idle feeds. The server's RSS after the first
// minute is the baseline; at the end RSS must be ≤ 1.2 x that, and no ffmpeg may be left running.
// Not run by npm test.
import { runningFfmpeg } from "../../reference-app/server/cameras/live/ffmpeg.ts";
import { cameraBench } from "./camera-bench/setup.ts";
import { sampleFor } from "./wait.mjs";

export const name = "camera soak (feeds starting and stopping)";
export const description = "RSS at the end ≤ 1.2 x RSS after the first minute; no ffmpeg left";

const DURATION_MS = Number(process.env.CAMERA_SOAK_MS ?? 600_000);
/** The runner's time limit: the soak and five minutes more. */
export const timeoutMs = DURATION_MS + 300_000;
/** Cameras cycled through: all seen within the first minute, so their panoramas are cached by then. */
const POOL = 16;
/** How long each cycle's viewers watch. */
const WATCH_MS = 8000;

export async function run({ chromium }) {
  const bench = await cameraBench(chromium);
  try {
    const page = await bench.page();
    const pool = bench.cameras({ count: POOL });
    const started = Date.now();
    let baseline = null;
    let cycles = 0;
    let peak = 0;
    while (Date.now() - started < DURATION_MS) {
      const cameras = pool.slice((cycles * 4) % POOL, ((cycles * 4) % POOL) + 4);
      await page.evaluate(async (cameras) => {
        window.soak = [];
        for (const camera of cameras) {
          const start = await (await fetch(`/api/vms/stream/${camera}/start`, { method: "POST" })).json();
          const cam = JSON.parse(start.data.camString);
          const pc = new RTCPeerConnection();
          pc.addTransceiver("video", { direction: "recvonly" });
          const offer = await pc.createOffer();
          await pc.setLocalDescription(offer);
          const answer = await fetch(cam.whep.main, {
            method: "POST",
            headers: { "content-type": "application/sdp" },
            body: offer.sdp,
          });
          await pc.setRemoteDescription({ type: "answer", sdp: await answer.text() });
          window.soak.push({ pc, location: new URL(answer.headers.get("location"), location.href).href });
        }
      }, cameras);
      // The watch, sampled: a viewer whose connection failed ends the soak with an error.
      await sampleFor(WATCH_MS, async () => {
        const failed = await page.evaluate(
          () => window.soak.filter(({ pc }) => pc.connectionState === "failed").length,
        );
        if (failed > 0) throw new Error(`${failed} viewer connection(s) failed in cycle ${cycles}`);
      });
      await page.evaluate(async () => {
        for (const { pc, location } of window.soak) {
          pc.close();
          await fetch(location, { method: "DELETE" });
        }
      });
      await bench.server.cameras.feeds.stopIdle();
      cycles++;
      global.gc?.();
      const rss = process.memoryUsage().rss;
      peak = Math.max(peak, rss);
      if (baseline === null && Date.now() - started >= 60_000) baseline = rss;
    }
    const end = process.memoryUsage().rss;
    const left = runningFfmpeg.size;
    const figures = {
      cycles,
      "RSS after the first minute (MB)": (baseline ?? end) / 1e6,
      "RSS at the end (MB)": end / 1e6,
      "RSS peak (MB)": peak / 1e6,
      "end / first minute": end / (baseline ?? end),
      "ffmpeg left running": left,
    };
    if (left > 0) throw new Error(`${left} ffmpeg left running: ${JSON.stringify(figures)}`);
    if (baseline !== null && end > baseline * 1.2) throw new Error(`RSS grew: ${JSON.stringify(figures)}`);
    return figures;
  } finally {
    await bench.close();
  }
}
