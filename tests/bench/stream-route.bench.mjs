// Route change → first WebRTC frame on the portal's stream page (issue 8: p50 ≤ 1.0 s), in Chromium
// against the reference server (in this process, real synthetic cameras) serving the built portal
// (`npm run build:app` first). Each sample is a fresh document of the portal (signed in as
// `operator`, on /profile, idle for a moment as a user would be), then a route change to
// /camera/{id}/stream (as the portal's router does for a link) of a camera whose feed is not running: the time from the click to the
// player's first frame (`vms-stream-status` active, sent at the first presented frame). That
// includes loading the lazy page chunk and the player's chunk, the metadata calls, the start call,
// WHEP offer/answer, ICE and the first decoded frame; resource timings split it up.
// Baseline, in the same run and alternating sample by sample: a bare WHEP player (start call,
// offer/answer, first frame, nothing else) on the same page for another cold camera.
// Then HLS (issue 21: p50 ≤ 2.0 s from navigation): the same route change for `limited`, whose video
// preference is HTML5 (HLS), each sample checked to have played over HLS.
// Not a budget check (a run takes about a minute). STREAM_ROUTE_SAMPLES sets the count (default 8).
import { percentile } from "./player-bench/measure.mjs";
import { launch, streamableCameras } from "./player-bench/page.mjs";
import { signIn, startPortal } from "./portal-bench/portal.mjs";
import { pageIdle } from "./wait.mjs";

export const name = "stream page: route change → first frame (WebRTC and HLS)";
export const description =
  "click on a stream link → first frame p50/p90, against a bare WHEP player; then over HLS; not a budget";

const SAMPLES = Number(process.env.STREAM_ROUTE_SAMPLES ?? 8);

/** In the page: open the stream page as a link does, answer the click → first frame time and the resource timings after the click. */
async function routeToFrame(page, cameraId) {
  return page.evaluate(async (cameraId) => {
    const clicked = performance.now();
    const active = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`camera ${cameraId}: no frame in 15 s`)), 15000);
      addEventListener("vms-stream-status", (event) => {
        if (event.detail?.status !== "active") return;
        clearTimeout(timer);
        resolve({ at: performance.now(), transport: event.detail.transport });
      });
    });
    // What the portal's router does for a widget's vms-navigate request ($router.open): push the
    // path; the router follows popstate.
    history.pushState(null, "", `/camera/${cameraId}/stream`);
    dispatchEvent(new PopStateEvent("popstate"));
    const { at: frame, transport } = await active;
    const after = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.startTime >= clicked - 1)
      .map((entry) => ({
        name: new URL(entry.name).pathname,
        start: Math.round(entry.startTime - clicked),
        end: Math.round(entry.responseEnd - clicked),
      }));
    return { ms: frame - clicked, transport, resources: after };
  }, cameraId);
}

/** In the page: the bare WHEP player for `cameraId` (start call, offer/answer, first frame); answers ms. */
async function bareWhep(page, token, cameraId) {
  return page.evaluate(
    async ({ token, cameraId }) => {
      const headers = { Authorization: `Bearer ${token}` };
      const begun = performance.now();
      const start = await fetch(`/api/vms/stream/${cameraId}/start?profile=main`, { method: "POST", headers });
      const { data } = await start.json();
      const pc = new RTCPeerConnection({ iceServers: [] });
      pc.addTransceiver("video", { direction: "recvonly" });
      const video = document.createElement("video");
      video.muted = video.autoplay = video.playsInline = true;
      video.style.cssText = "position:fixed;left:0;top:0;width:320px;height:180px";
      document.body.append(video);
      pc.ontrack = (event) => (video.srcObject = event.streams[0] ?? new MediaStream([event.track]));
      await pc.setLocalDescription(await pc.createOffer());
      const answer = await fetch(data.whepUrl, {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/sdp" },
        body: pc.localDescription.sdp,
      });
      const session = new URL(answer.headers.get("Location") ?? "", answer.url).href;
      await pc.setRemoteDescription({ type: "answer", sdp: await answer.text() });
      await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`camera ${cameraId}: no frame in 15 s`)), 15000);
        video.requestVideoFrameCallback(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      const ms = performance.now() - begun;
      pc.close();
      void fetch(session, { method: "DELETE", headers });
      video.remove();
      return ms;
    },
    { token, cameraId },
  );
}

/** Median over samples of when each kind of request ended after the click (ms). */
function breakdown(samples) {
  const kinds = [
    ["page chunk(s) loaded", (r) => r.name.endsWith(".js")],
    ["stream meta answered", (r) => /\/stream_camera\/\d+\/meta$/.test(r.name)],
    ["start call answered", (r) => /\/stream\/\d+\/start$/.test(r.name)],
    // A lone player's WHEP goes as a bundle of one (whep-bundle.ts).
    ["WHEP answer received", (r) => r.name.endsWith("/whep") || r.name.endsWith("/whep-bundle")],
    ["HLS playlist received", (r) => r.name.endsWith(".m3u8")],
  ];
  const figures = {};
  for (const [label, match] of kinds) {
    const ends = samples
      .map((s) => s.resources.filter(match))
      .filter((list) => list.length > 0)
      .map((list) => Math.max(...list.map((r) => r.end)));
    const starts = samples
      .map((s) => s.resources.filter(match))
      .filter((list) => list.length > 0)
      .map((list) => Math.min(...list.map((r) => r.start)));
    figures[`${label}: sent → ended, p50 (ms after the click)`] = ends.length
      ? `${Math.round(percentile(starts, 50))} → ${Math.round(percentile(ends, 50))}`
      : "none after the click";
  }
  return figures;
}

/** The route change for `limited` (HTML5 preference: HLS) on cold cameras; answers the samples. */
async function hlsRoute(browser, server) {
  const token = await server.issueToken("limited");
  const cameras = await streamableCameras(
    { apiBaseUrl: server.url, tokens: { limited: token } },
    "limited",
    SAMPLES + 1,
  );
  if (cameras.length < SAMPLES + 1) throw new Error(`only ${cameras.length} streamable cameras for limited`);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error(`    page error: ${error.message}`));
  await signIn(page, server.url, "limited", "/profile");
  const fresh = async () => {
    await page.goto(`${server.url}/profile`);
    await page.waitForLoadState("networkidle");
    await pageIdle(page);
  };
  await fresh();
  await routeToFrame(page, cameras[SAMPLES]); // warm-up, not counted
  await page
    .getByRole("button", { name: "Close", exact: true })
    .click({ timeout: 3000 })
    .catch(() => {});
  const samples = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    await fresh();
    samples.push(await routeToFrame(page, cameras[i]));
  }
  if (samples.some((r) => r.transport !== "hls"))
    throw new Error(`limited played over ${samples.map((r) => r.transport).join(", ")}, not HLS`);
  await context.close();
  return samples;
}

export async function run({ root, chromium: launchOptions }) {
  const server = await startPortal(root);
  const token = await server.issueToken("operator");
  const browser = await launch(launchOptions);
  try {
    const cameras = await streamableCameras(
      { apiBaseUrl: server.url, tokens: { operator: token } },
      "operator",
      2 * SAMPLES + 2,
    );
    if (cameras.length < 2 * SAMPLES + 2) throw new Error(`only ${cameras.length} WebRTC cameras for operator`);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.on("pageerror", (error) => console.error(`    page error: ${error.message}`));
    await signIn(page, server.url, "operator", "/profile");
    // The stream page's informational video opens on a first visit: seen once, it stays closed.
    const fresh = async () => {
      await page.goto(`${server.url}/profile`);
      await page.waitForLoadState("networkidle");
      await pageIdle(page);
    };
    await fresh();
    await routeToFrame(page, cameras[2 * SAMPLES]); // warms the server and the browser; not counted
    await page
      .getByRole("button", { name: "Close", exact: true })
      .click({ timeout: 3000 })
      .catch(() => {});
    await bareWhep(page, token, cameras[2 * SAMPLES + 1]);
    const route = [];
    const bare = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      await fresh();
      route.push(await routeToFrame(page, cameras[2 * i]));
      await fresh();
      bare.push(await bareWhep(page, token, cameras[2 * i + 1]));
    }
    const ms = route.map((r) => r.ms);
    await context.close();
    const hls = await hlsRoute(browser, server, cameras);
    return {
      samples: SAMPLES,
      "route → first frame p50 (ms)": Math.round(percentile(ms, 50)),
      "route → first frame p90 (ms)": Math.round(percentile(ms, 90)),
      "bare WHEP start → first frame p50 (ms)": Math.round(percentile(bare, 50)),
      "bare WHEP start → first frame p90 (ms)": Math.round(percentile(bare, 90)),
      ...breakdown(route),
      "HLS: route → first frame p50 (ms)": Math.round(
        percentile(
          hls.map((r) => r.ms),
          50,
        ),
      ),
      "HLS: route → first frame p90 (ms)": Math.round(
        percentile(
          hls.map((r) => r.ms),
          90,
        ),
      ),
      ...Object.fromEntries(Object.entries(breakdown(hls)).map(([key, value]) => [`HLS: ${key}`, value])),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
