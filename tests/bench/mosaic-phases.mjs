// Where a mosaic's start-up time goes, tile by tile (issue 21): a script for the bench page that
// wraps `fetch` and `RTCPeerConnection` (nothing in the widgets changes for it) and stamps, per
// camera, ms after `window.__phaseZero` (set when the mosaic is inserted):
//   mosaic    the mosaic's API answer (one for the page);
//   start     the start call sent → answered;
//   offer     the peer connection's offer made (made while the start call runs);
//   whep      the WHEP offer sent → answered (the gap before it is the admission queue), or the
//             POST of the tile's WHEP bundle (whep-bundle.ts; the gap: the batch gathering);
//             `WHEP bundles sent` counts those POSTs;
//   remote    the answer applied (setRemoteDescription resolved);
//   ice       ICE connected; dtls: the peer connection connected (DTLS done);
//   track     the remote track arrived; frame: the tile's <video> has a picture.
// `summarize` turns the stamps into medians and spreads of each phase and of the gaps between them.

/** Runs in the page before the library loads (a `<script>` of the bench page). */
export const PHASES_SCRIPT = `
(() => {
  const tiles = (window.__phases = {});
  window.__phaseZero = 0;
  window.__phaseLog = { mosaic: null, userInfo: null, inFlight: 0, maxInFlight: 0 };
  const at = () => Math.round(performance.now() - window.__phaseZero);
  const tile = (id) => (tiles[id] ??= {});
  // An offer is known by its ICE user fragment (the local description gains candidates after the POST).
  const ufrag = (sdp) => /a=ice-ufrag:(\\S+)/.exec(sdp ?? "")?.[1];
  const byUfrag = new Map();
  const byWhepUrl = new Map();
  const byToken = new Map();
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input.url;
    const started = url.match(/\\/api\\/vms\\/stream\\/(\\d+)\\/start/);
    const whep = init?.method === "POST" && /\\/whep$/.test(url) ? byWhepUrl.get(new URL(url, location.href).pathname) : undefined;
    // A WHEP bundle (whep-bundle.ts): every tile of its JSON body, by its token.
    let bundled = [];
    if (init?.method === "POST" && /\\/whep-bundle$/.test(url)) {
      try {
        const body = JSON.parse(init.body);
        bundled = body.tiles.map((t) => byToken.get(t.token)).filter((id) => id !== undefined);
        byUfrag.set(ufrag(body.offer), bundled);
        for (const id of bundled) {
          tile(id).whepSent ??= at();
          tile(id).offer ??= offerAt.get(ufrag(body.offer));
        }
        window.__phaseLog.bundles = (window.__phaseLog.bundles ?? 0) + 1;
        window.__phaseLog.maxInFlight = Math.max(window.__phaseLog.maxInFlight, ++window.__phaseLog.inFlight);
      } catch {}
    }
    if (started) tile(started[1]).startSent ??= at();
    if (whep !== undefined) {
      tile(whep).whepSent ??= at();
      byUfrag.set(ufrag(init.body), [whep]);
      tile(whep).offer ??= offerAt.get(ufrag(init.body));
      window.__phaseLog.maxInFlight = Math.max(window.__phaseLog.maxInFlight, ++window.__phaseLog.inFlight);
    }
    try {
      const response = await original(input, init);
      if (/\\/api\\/vms\\/mosaic\\//.test(url)) window.__phaseLog.mosaic ??= at();
      if (/\\/api\\/vms\\/user_info/.test(url)) window.__phaseLog.userInfo ??= at();
      if (started) {
        tile(started[1]).startDone ??= at();
        // Read before the player gets the answer, so its WHEP POST is known by its URL.
        try {
          const cam = JSON.parse((await response.clone().json()).data.camString);
          for (const u of [cam.whep?.sub, cam.whep?.main])
            if (u) {
              const pathname = new URL(u, url).pathname;
              byWhepUrl.set(pathname, started[1]);
              const token = /\\/media\\/live\\/([^/]+)\\/whep$/.exec(pathname)?.[1];
              if (token) byToken.set(decodeURIComponent(token), started[1]);
            }
        } catch {}
      }
      if (whep !== undefined) tile(whep).whepDone ??= at();
      for (const id of bundled) tile(id).whepDone ??= at();
      return response;
    } finally {
      if (whep !== undefined || bundled.length > 0) window.__phaseLog.inFlight--;
    }
  };
  const offerAt = new Map();
  const setLocal = RTCPeerConnection.prototype.setLocalDescription;
  RTCPeerConnection.prototype.setLocalDescription = async function (...args) {
    const result = await setLocal.apply(this, args);
    offerAt.set(ufrag(this.localDescription?.sdp), at());
    return result;
  };
  const setRemote = RTCPeerConnection.prototype.setRemoteDescription;
  RTCPeerConnection.prototype.setRemoteDescription = async function (description) {
    const ids = byUfrag.get(ufrag(this.localDescription?.sdp)) ?? [];
    if (ids.length > 0) {
      this.addEventListener("iceconnectionstatechange", () => {
        if (this.iceConnectionState === "connected" || this.iceConnectionState === "completed")
          for (const id of ids) tile(id).ice ??= at();
      });
      this.addEventListener("connectionstatechange", () => {
        if (this.connectionState === "connected") for (const id of ids) tile(id).dtls ??= at();
      });
      this.addEventListener("track", () => {
        for (const id of ids) tile(id).track ??= at();
      });
    }
    const result = await setRemote.call(this, description);
    for (const id of ids) tile(id).remote ??= at();
    return result;
  };
  setInterval(() => {
    if (!window.__phaseZero) return;
    for (const host of document.querySelectorAll("vms-mosaic")) {
      for (const article of host.shadowRoot?.querySelectorAll("[data-camera-id]") ?? []) {
        const video = article.querySelector("video");
        if (video && video.videoWidth > 0) tile(article.dataset.cameraId).frame ??= at();
      }
    }
  }, 20);
})();
`;

const PHASES = ["startSent", "startDone", "offer", "whepSent", "whepDone", "remote", "ice", "dtls", "track", "frame"];
const GAPS = [
  ["start call", "startSent", "startDone"],
  ["offer made after start", "startSent", "offer"],
  ["admission / bundle wait", "startDone", "whepSent"],
  ["WHEP answer", "whepSent", "whepDone"],
  ["answer applied", "whepDone", "remote"],
  ["ICE", "remote", "ice"],
  ["DTLS", "ice", "dtls"],
  ["connected → frame", "dtls", "frame"],
];

const quantile = (values, q) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const spread = (values) =>
  values.length === 0
    ? "–"
    : `${(quantile(values, 0) / 1000).toFixed(2)} / ${(quantile(values, 0.5) / 1000).toFixed(2)} / ${(quantile(values, 1) / 1000).toFixed(2)}`;

/** Figures to print: per phase when it happened (min / median / max over the tiles, s) and how long each step took. */
export function summarize({ tiles, log }) {
  const list = Object.values(tiles);
  const secs = (ms) => (ms === null ? "–" : (ms / 1000).toFixed(2));
  const figures = {
    "phases: mosaic answered after (s)": secs(log.mosaic),
    "phases: user info answered after (s)": secs(log.userInfo),
  };
  for (const phase of PHASES)
    figures[`phases: ${phase} at (s, min / median / max)`] = spread(
      list.map((t) => t[phase]).filter((v) => v !== undefined),
    );
  for (const [label, from, to] of GAPS)
    figures[`steps: ${label} (s, min / median / max)`] = spread(
      list.filter((t) => t[from] !== undefined && t[to] !== undefined).map((t) => t[to] - t[from]),
    );
  figures["WHEP offers in flight at once (max)"] = log.maxInFlight;
  figures["WHEP bundles sent"] = log.bundles ?? 0;
  return figures;
}

/** Reads the stamps of the page. */
export const readPhases = (page) => page.evaluate(() => ({ tiles: window.__phases, log: window.__phaseLog }));

/** Clears the stamps and starts the clock (call right before inserting a mosaic). */
export const resetPhases = (page) =>
  page.evaluate(() => {
    for (const key of Object.keys(window.__phases)) delete window.__phases[key];
    window.__phaseLog.mosaic = null;
    window.__phaseLog.userInfo = null;
    window.__phaseLog.maxInFlight = 0;
    window.__phaseLog.bundles = 0;
    window.__phaseZero = performance.now();
  });
