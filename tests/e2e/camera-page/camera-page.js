// The camera test page: plays a camera of the reference server over WHEP or HLS, reads the clock
// code drawn in the bottom-right corner of every frame (see reference-app/server/cameras/scene/
// clock-code.ts), and exposes what it measured on `window.cameraTest` for Playwright.
const COLUMNS = 24;
const ROWS = 2;
const DATA_BITS = 44;

function geometry(width, height) {
  const cell = width >= 640 ? 6 : 4;
  return { cell, x: width - cell - (COLUMNS + 1) * cell, y: height - cell - (ROWS + 1) * cell };
}

function checksum(value) {
  let sum = 0;
  let v = value;
  for (let i = 0; i < DATA_BITS / 4; i++) {
    sum += v % 16;
    v = Math.floor(v / 16);
  }
  return sum % 16;
}

/** The server time (ms) a frame was drawn at, or null when the code does not read. */
export function readClock(data, width, height, nowMs) {
  const { cell, x, y } = geometry(width, height);
  const bits = [];
  for (let i = 0; i < COLUMNS * ROWS; i++) {
    const px = Math.floor(x + (i % COLUMNS) * cell + cell / 2);
    const py = Math.floor(y + Math.floor(i / COLUMNS) * cell + cell / 2);
    const o = (py * width + px) * 4;
    bits.push(0.299 * data[o] + 0.587 * data[o + 1] + 0.114 * data[o + 2] > 128 ? 1 : 0);
  }
  let value = 0;
  for (let i = 0; i < DATA_BITS; i++) value = value * 2 + bits[i];
  let sum = 0;
  for (let i = DATA_BITS; i < DATA_BITS + 4; i++) sum = sum * 2 + bits[i];
  if (checksum(value) !== sum) return null;
  const span = 2 ** DATA_BITS;
  const base = nowMs - (nowMs % span);
  return [base - span + value, base + value, base + span + value].reduce((a, b) =>
    Math.abs(b - nowMs) < Math.abs(a - nowMs) ? b : a,
  );
}

const video = document.getElementById("video");
const canvas = document.getElementById("canvas");
const status = document.getElementById("status");
const ctx = canvas.getContext("2d", { willReadFrequently: true });

const test = {
  state: "idle",
  transport: null,
  startedAt: 0,
  /** ms from the start call to the first decoded frame. */
  firstFrameMs: null,
  /** Latest clock code read, and glass-to-glass latencies (ms) of recent frames. */
  lastClock: null,
  latencies: [],
  frames: 0,
  /** A small fingerprint of the picture (mean colour per 8 x 8 block, without the overlays). */
  fingerprint: null,
  error: null,
};
window.cameraTest = test;

let stopCurrent = async () => {};

function fingerprint(data, width, height) {
  const out = [];
  const top = Math.floor(height * 0.15);
  const bottom = Math.floor(height * 0.85);
  for (let by = 0; by < 8; by++)
    for (let bx = 0; bx < 8; bx++) {
      const px = Math.floor(((bx + 0.5) * width) / 8);
      const py = Math.floor(top + ((by + 0.5) * (bottom - top)) / 8);
      const o = (py * width + px) * 4;
      out.push(Math.round((data[o] + data[o + 1] + data[o + 2]) / 3));
    }
  return out;
}

/** Draws the current video frame and answers its fingerprint (benchmarks compare them). */
window.fingerprintNow = () => {
  if (!video.videoWidth) return null;
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  ctx.drawImage(video, 0, 0);
  return fingerprint(ctx.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width, canvas.height);
};

function onFrame() {
  if (!video.videoWidth) return;
  const w = video.videoWidth;
  const h = video.videoHeight;
  if (canvas.width !== w) canvas.width = w;
  if (canvas.height !== h) canvas.height = h;
  ctx.drawImage(video, 0, 0, w, h);
  const data = ctx.getImageData(0, 0, w, h).data;
  const now = Date.now();
  const clock = readClock(data, w, h, now);
  test.frames++;
  if (test.firstFrameMs === null) test.firstFrameMs = performance.now() - test.startedAt;
  if (clock !== null) {
    test.lastClock = clock;
    test.latencies.push(now - clock);
    if (test.latencies.length > 300) test.latencies.shift();
  }
  test.fingerprint = fingerprint(data, w, h);
  status.textContent = `${test.state} ${test.transport} ${w}x${h} frames ${test.frames} first frame ${Math.round(
    test.firstFrameMs,
  )} ms latency ${clock === null ? "?" : now - clock} ms`;
}

function watchFrames() {
  const step = () => {
    onFrame();
    if (test.state === "playing") video.requestVideoFrameCallback(step);
  };
  video.requestVideoFrameCallback(step);
}

async function api(method, path, body) {
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: body ? { "content-type": "application/json" } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json?.error ?? ""}`);
  return json.data;
}

async function playWhep(url) {
  const pc = new RTCPeerConnection();
  pc.addTransceiver("video", { direction: "recvonly" });
  pc.ontrack = (event) => {
    video.srcObject = event.streams[0] ?? new MediaStream([event.track]);
  };
  const offer = await pc.createOffer();
  await pc.setLocalDescription(offer);
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/sdp" },
    body: offer.sdp,
  });
  if (response.status !== 201) throw new Error(`WHEP ${response.status}: ${await response.text()}`);
  const sessionUrl = new URL(response.headers.get("location"), new URL(url, window.location.href)).href;
  await pc.setRemoteDescription({ type: "answer", sdp: await response.text() });
  return async () => {
    pc.close();
    await fetch(sessionUrl, { method: "DELETE" }).catch(() => {});
  };
}

async function playHls(url) {
  const { default: Hls } = await import("./hls.mjs");
  const hls = new Hls({ liveSyncDurationCount: 1, liveMaxLatencyDurationCount: 3, maxLiveSyncPlaybackRate: 1.5 });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) test.error = `hls: ${data.details}`;
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return async () => hls.destroy();
}

export async function play(cameraId, transport, profile) {
  await stopCurrent();
  Object.assign(test, { state: "starting", transport, firstFrameMs: null, latencies: [], frames: 0, error: null });
  test.startedAt = performance.now();
  try {
    const start = await api("POST", `/api/vms/stream/${cameraId}/start?profile=${profile}`);
    const cam = JSON.parse(start.camString);
    await api("POST", `/api/vms/stream/${cameraId}/check_in`, { camString: start.camString });
    const urls = transport === "hls" ? cam.hls : cam.whep;
    if (!urls) throw new Error("this camera has no WebRTC stream");
    const stop = transport === "hls" ? await playHls(urls[profile]) : await playWhep(urls[profile]);
    test.cameraId = cameraId;
    test.state = "playing";
    watchFrames();
    stopCurrent = async () => {
      test.state = "stopped";
      await stop();
      video.srcObject = null;
      video.removeAttribute("src");
      await api("POST", `/api/vms/stream/${cameraId}/check_out`).catch(() => {});
    };
  } catch (error) {
    test.state = "error";
    test.error = String(error?.message ?? error);
    status.textContent = test.error;
  }
}
window.play = play;
window.stopPlayback = () => stopCurrent();

/** Sends a PTZ command; answers the time it was sent (performance.now()). */
export async function ptz(body) {
  const sent = performance.now();
  await api("POST", `/api/vms/cameras/${test.cameraId}/ptz`, body);
  return sent;
}
window.ptz = ptz;

const form = document.getElementById("controls");
form.addEventListener("submit", (event) => {
  event.preventDefault();
  void play(Number(form.camera.value), form.transport.value, form.profile.value);
});
document.getElementById("stop").addEventListener("click", () => void stopCurrent());
for (const button of document.querySelectorAll("[data-pan]"))
  button.addEventListener("click", () => void ptz({ controlMode: "panTilt", controlValue: button.dataset.pan }));
for (const button of document.querySelectorAll("[data-zoom]"))
  button.addEventListener("click", () => void ptz({ controlMode: "zoom", controlValue: button.dataset.zoom }));

const params = new URLSearchParams(window.location.search);
if (params.has("camera")) {
  form.camera.value = params.get("camera");
  form.transport.value = params.get("transport") ?? "whep";
  form.profile.value = params.get("profile") ?? "main";
  void play(Number(form.camera.value), form.transport.value, form.profile.value);
}
