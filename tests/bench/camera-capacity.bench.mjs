// Capacity of the live feeds on this machine: 8 main feeds with one WebRTC viewer each, then one
// 36-tile mosaic of substreams (320x180, 6 fps), all in one Chromium page. Each is reported as
// the server's CPU (this process: rendering, WebRTC; and its ffmpegs: encoding), in % of one core,
// and frames the browser decoded per second (getStats framesDecoded) against the frames the feeds
// were asked to deliver. Baseline in the same run: the idle server's CPU over the same window.
// Not run by npm test (about 60 s).
import { cameraBench, cpuMs } from "./camera-bench/setup.ts";
import { sampleFor } from "./wait.mjs";

export const name = "camera capacity (8 main feeds; 36-tile substream mosaic)";
export const description = "server CPU % and frames delivered per second";

const WINDOW_MS = 10_000;
/** The idle server's CPU baseline window. */
const IDLE_WINDOW_MS = 3000;

/** Opens one WHEP session per camera in the page; answers when every video has a frame. */
async function openViewers(page, cameras, profile) {
  await page.evaluate(
    async ({ cameras, profile }) => {
      window.viewers = [];
      const grid = document.createElement("div");
      grid.style.cssText = "display:grid;grid-template-columns:repeat(6,160px);gap:2px";
      document.body.append(grid);
      await Promise.all(
        cameras.map(async (camera) => {
          const start = await (
            await fetch(`/api/vms/stream/${camera}/start?profile=${profile}`, { method: "POST" })
          ).json();
          const cam = JSON.parse(start.data.camString);
          const pc = new RTCPeerConnection();
          pc.addTransceiver("video", { direction: "recvonly" });
          const video = document.createElement("video");
          video.muted = true;
          video.autoplay = true;
          video.style.width = "160px";
          grid.append(video);
          pc.ontrack = (event) => (video.srcObject = event.streams[0] ?? new MediaStream([event.track]));
          const offer = await pc.createOffer();
          await pc.setLocalDescription(offer);
          const answer = await fetch(cam.whep[profile], {
            method: "POST",
            headers: { "content-type": "application/sdp" },
            body: offer.sdp,
          });
          await pc.setRemoteDescription({ type: "answer", sdp: await answer.text() });
          window.viewers.push({ pc, video, location: new URL(answer.headers.get("location"), location.href).href });
          await new Promise((resolve) => video.requestVideoFrameCallback(() => resolve(null)));
        }),
      );
    },
    { cameras, profile },
  );
}

const framesDecoded = (page) =>
  page.evaluate(async () => {
    let total = 0;
    for (const { pc } of window.viewers) {
      for (const report of (await pc.getStats()).values())
        if (report.type === "inbound-rtp" && report.kind === "video") total += report.framesDecoded ?? 0;
    }
    return total;
  });

const closeViewers = (page) =>
  page.evaluate(async () => {
    for (const { pc, location } of window.viewers) {
      pc.close();
      await fetch(location, { method: "DELETE" });
    }
    window.viewers = [];
    document.querySelectorAll("div > video").forEach((v) => v.remove());
  });

async function measure(page, fps, count) {
  const frames0 = await framesDecoded(page);
  const t0 = performance.now();
  // The window: the CPU counters (read locally, so sampling costs next to nothing) each step.
  const cpu = await sampleFor(WINDOW_MS, cpuMs);
  const seconds = (performance.now() - t0) / 1000;
  const frames1 = await framesDecoded(page);
  const [cpu0, cpu1] = [cpu[0], cpu.at(-1)];
  return {
    server: (cpu1.server - cpu0.server) / seconds / 10,
    ffmpeg: (cpu1.ffmpeg - cpu0.ffmpeg) / seconds / 10,
    fps: (frames1 - frames0) / seconds,
    asked: fps * count,
  };
}

export async function run({ chromium }) {
  const bench = await cameraBench(chromium);
  try {
    const page = await bench.page();
    const idleStart = performance.now();
    const idleCpu = await sampleFor(IDLE_WINDOW_MS, cpuMs);
    const idle = (idleCpu.at(-1).server - idleCpu[0].server) / ((performance.now() - idleStart) / 1000) / 10;

    const main = bench.cameras({ count: 8 });
    await openViewers(page, main, "main");
    const m = await measure(page, 15, 8);
    await closeViewers(page);
    await bench.server.cameras.feeds.stopIdle();

    const tiles = bench.cameras({ count: 44 }).slice(8);
    await openViewers(page, tiles, "sub");
    const s = await measure(page, 6, 36);
    await closeViewers(page);
    return {
      "baseline: idle server CPU (%)": idle,
      "8 main: server CPU (%)": m.server,
      "8 main: ffmpeg CPU (%)": m.ffmpeg,
      "8 main: frames decoded/s": m.fps,
      "8 main: frames sent/s (15 fps each)": m.asked,
      "36 sub: server CPU (%)": s.server,
      "36 sub: ffmpeg CPU (%)": s.ffmpeg,
      "36 sub: frames decoded/s": s.fps,
      "36 sub: frames sent/s (6 fps each)": s.asked,
    };
  } finally {
    await bench.close();
  }
}
