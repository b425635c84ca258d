import { expect } from "@esm-bundle/chai";
import { axeViolations } from "./helpers/axe.js";
import { mount, serverEnv, waitFor } from "./helpers/env.js";

// What a partner loads: the camera entry (vms-config and vms-camera only). The test page is on
// another origin than the reference server, as a partner's page is.
const BUNDLE = "/dist/cdn/vms-camera.js";

/** Active cameras `user` may stream (with or without WebRTC), found through the API: no ids in the test. */
async function findCameras(user, { webrtc = true, count = 1, streamable = true } = {}) {
  const { apiBaseUrl, tokens } = serverEnv();
  const get = async (path) => {
    const response = await fetch(`${apiBaseUrl}${path}`, { headers: { Authorization: `Bearer ${tokens[user]}` } });
    return { status: response.status, data: response.ok ? (await response.json()).data : null };
  };
  const found = [];
  for (const unit of (await get("/api/vms/live_units")).data ?? []) {
    const meta = (await get(`/api/vms/live_units/${unit.id}/meta`)).data;
    for (const camera of meta?.cameraList ?? []) {
      const id = camera.id ?? camera.cameraId;
      const caps = (await get(`/api/vms/cameras/${id}/capabilities`)).data;
      if (!caps || caps.webrtc !== webrtc) continue;
      const stream = await get(`/api/vms/stream_camera/${id}/meta`);
      if (streamable ? stream.data?.cameraActive : stream.status === 403) found.push(id);
      if (found.length >= count) return found;
    }
  }
  throw new Error(`found ${found.length} of ${count} cameras for ${user}`);
}

/** The tag's picture as a grey-level grid (160 x 90), read through a canvas. */
function fingerprint(video) {
  const canvas = document.createElement("canvas");
  canvas.width = 160;
  canvas.height = 90;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  const grey = [];
  for (let i = 0; i < data.length; i += 4) grey.push((data[i] + data[i + 1] + data[i + 2]) / 3);
  return grey;
}
/** How many cells of two fingerprints differ clearly (the frame clock and moving things change some). */
const changedCells = (a, b) => a.filter((value, i) => Math.abs(value - b[i]) > 12).length;
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Mounts a config and a camera; the events seen on the document (so they crossed the shadow root). */
function mountCamera(user, attributes) {
  const { apiBaseUrl, tokens } = serverEnv();
  // No user: an empty token (the configuration is shared by the whole page, and an earlier test set one).
  const token = ` token="${user ? tokens[user] : ""}"`;
  const events = [];
  const record = (event) => events.push({ type: event.type, detail: event.detail, target: event.composedPath()[0] });
  for (const type of ["vms-stream-status", "vms-stream-error", "vms-auth-required"])
    document.addEventListener(type, record);
  const container = mount(
    `<vms-config api-base-url="${apiBaseUrl}"${token}></vms-config>` +
      `<main><h1>Partner page</h1><vms-camera ${attributes} style="width:640px"></vms-camera></main>`,
  );
  const camera = container.querySelector("vms-camera");
  const cleanup = () => {
    for (const type of ["vms-stream-status", "vms-stream-error", "vms-auth-required"])
      document.removeEventListener(type, record);
    container.remove();
  };
  return { container, camera, events, cleanup };
}

const statuses = (events) => events.filter((e) => e.type === "vms-stream-status").map((e) => e.detail.status);
const shadow = (camera, selector) => camera.shadowRoot.querySelector(selector);

describe("<vms-camera>", function () {
  this.timeout(30_000);
  let mounted;

  before(async () => {
    await import(BUNDLE);
  });

  afterEach(() => mounted?.cleanup());

  it("plays real frames over WebRTC, and its status events cross the shadow root", async () => {
    const [cameraId] = await findCameras("operator");
    mounted = mountCamera("operator", `camera-id="${cameraId}" stats`);
    const { camera, events } = mounted;
    await waitFor(() => statuses(events).includes("active"), { timeout: 15_000, message: "active" });
    expect(statuses(events)).to.deep.equal(["initial", "started", "active"]);
    const active = events.find((e) => e.type === "vms-stream-status" && e.detail.status === "active");
    expect(active.detail).to.deep.equal({ cameraId, status: "active", idleReason: null, transport: "webrtc" });
    expect(active.target).to.equal(camera);
    const video = shadow(camera, "video");
    expect(video.videoWidth).to.equal(640);
    const first = fingerprint(video);
    expect(mean(first)).to.be.greaterThan(5); // a picture, not a black frame
    // Live: the picture moves.
    await waitFor(() => changedCells(first, fingerprint(video)) > 3, { timeout: 10_000, message: "a moving picture" });
    // The stats panel reads the engine's figures.
    await waitFor(() => /fps/.test(shadow(camera, "[part=stats]").textContent), { message: "stats" });
    expect(shadow(camera, "[part=stats]").textContent).to.include("WebRTC").and.include("640×360");
    // Its module and sheets load with `stats`: a panel below the picture, never over the camera's own
    // burned-in text (issue 21), in the tag's box; the picture keeps its shape (width only set).
    const box = (selector) => shadow(camera, selector).getBoundingClientRect();
    expect(getComputedStyle(shadow(camera, "[part=stats]")).display).to.equal("flex");
    expect(box("[part=stats]").top).to.be.at.least(box("[part=frame]").bottom);
    expect(box("[part=frame]").height).to.be.closeTo((640 * 9) / 16, 1);
    expect(box("[part=stats]").bottom).to.be.at.most(camera.getBoundingClientRect().bottom + 0.5);
    // A tag given a height too: the picture makes room, the panel still shows whole below it.
    camera.style.height = "300px";
    expect(box("[part=stats]").top).to.be.at.least(box("[part=frame]").bottom);
    expect(box("[part=stats]").bottom).to.be.at.most(camera.getBoundingClientRect().bottom + 0.5);
    expect(box("[part=frame]").height).to.be.lessThan(300 - box("[part=stats]").height + 0.5);
  });

  it("plays tags inserted together over one peer connection (a WHEP bundle); one removed, the other plays on", async () => {
    const ids = await findCameras("operator", { count: 2 });
    const { apiBaseUrl, tokens } = serverEnv();
    const calls = [];
    const original = window.fetch;
    // "Together": both tags' start calls are answered in the same moment (each answer is held until
    // both came), so a busy machine cannot space their connections out beyond the bundle's window.
    let answered = 0;
    let allAnswered;
    const bothAnswered = new Promise((resolve) => (allAnswered = resolve));
    window.fetch = async (input, init) => {
      const url = typeof input === "string" ? input : input.url;
      if (/\/media\/live\//.test(url)) calls.push({ method: init?.method ?? "GET", path: new URL(url).pathname });
      if (!/\/stream\/\d+\/start/.test(url)) return original(input, init);
      const response = await original(input, init);
      if (++answered === ids.length) allAnswered();
      await bothAnswered;
      return response;
    };
    const container = mount(
      `<vms-config api-base-url="${apiBaseUrl}" token="${tokens.operator}"></vms-config>` +
        ids.map((id) => `<vms-camera camera-id="${id}" style="width:320px"></vms-camera>`).join(""),
    );
    mounted = { cleanup: () => container.remove() };
    try {
      const [first, second] = container.querySelectorAll("vms-camera");
      const frames = (camera) => shadow(camera, "video")?.getVideoPlaybackQuality().totalVideoFrames ?? 0;
      await waitFor(() => frames(first) > 0 && frames(second) > 0, { timeout: 20_000, message: "both playing" });
      expect(answered, "start calls held").to.equal(ids.length);
      const posts = calls.filter((c) => c.method === "POST");
      expect(posts.map((c) => c.path.split("/").at(-1))).to.deep.equal(["whep-bundle"]);
      // The first tag goes: its session alone is DELETEd, the second keeps decoding frames.
      first.remove();
      await waitFor(() => calls.some((c) => c.method === "DELETE"), { message: "the first tag's DELETE" });
      expect(calls.filter((c) => c.method === "DELETE")).to.have.length(1);
      const before = frames(second);
      await waitFor(() => frames(second) > before + 6, { timeout: 10_000, message: "the second tag's frames" });
      expect(shadow(second, "video").srcObject.getVideoTracks()[0].readyState).to.equal("live");
    } finally {
      window.fetch = original;
    }
  });

  it("switches to the substream when made small, without a gap (make before break)", async () => {
    const [cameraId] = await findCameras("operator");
    mounted = mountCamera("operator", `camera-id="${cameraId}"`);
    const { camera, events } = mounted;
    await waitFor(() => statuses(events).includes("active"), { timeout: 15_000, message: "active" });
    expect(shadow(camera, "video").videoWidth).to.equal(640);
    camera.style.width = "300px";
    await waitFor(() => shadow(camera, "video")?.videoWidth === 320, { timeout: 15_000, message: "substream" });
    expect(camera.shadowRoot.querySelectorAll("video").length).to.equal(1);
    expect(statuses(events).at(-1)).to.equal("active"); // never left Active
  });

  it("pauses when scrolled out of view and plays again when seen", async () => {
    const [cameraId] = await findCameras("operator");
    mounted = mountCamera("operator", `camera-id="${cameraId}"`);
    const { camera, events } = mounted;
    await waitFor(() => statuses(events).includes("active"), { timeout: 15_000, message: "active" });
    const spacer = document.createElement("div");
    spacer.style.height = "3000px";
    camera.before(spacer);
    const idle = (e) => e.type === "vms-stream-status" && e.detail.idleReason === "paused";
    await waitFor(() => events.some(idle), { timeout: 8000, message: "paused" });
    expect(shadow(camera, "video").srcObject).to.equal(null); // the WHEP session was closed
    spacer.remove();
    await waitFor(() => statuses(events).at(-1) === "active", { timeout: 15_000, message: "active again" });
  });

  it("is accessible while playing with its controls", async () => {
    const [cameraId] = await findCameras("operator");
    mounted = mountCamera("operator", `camera-id="${cameraId}" controls stats`);
    const { camera, events } = mounted;
    await waitFor(() => statuses(events).includes("active"), { timeout: 15_000, message: "active" });
    await waitFor(() => !shadow(camera, "[part=controls]").hidden, { message: "controls" });
    const pad = [...camera.shadowRoot.querySelectorAll("[part=pad-button]")].filter((b) => !b.hidden);
    expect(pad.map((b) => b.getAttribute("aria-label"))).to.include("Pan left");
    // Their sheet came with their module: the pad is laid out over the picture.
    expect(getComputedStyle(shadow(camera, "[part=controls]")).position).to.equal("absolute");
    expect(getComputedStyle(shadow(camera, "[part=pad]")).display).to.equal("grid");
    expect(await axeViolations(camera)).to.deep.equal([]);
  });

  it("plays HLS for a user whose videoPreference is 'html5'", async () => {
    // The demo user `html5` is `operator` with videoPreference 'html5'.
    const [cameraId] = await findCameras("html5");
    mounted = mountCamera("html5", `camera-id="${cameraId}"`);
    const { camera, events } = mounted;
    await waitFor(() => statuses(events).includes("active"), { timeout: 20_000, message: "active" });
    const active = events.find((e) => e.type === "vms-stream-status" && e.detail.status === "active");
    expect(active.detail.transport).to.equal("hls");
    const video = shadow(camera, "video");
    const first = fingerprint(video);
    await waitFor(() => changedCells(first, fingerprint(video)) > 3, { timeout: 10_000, message: "a moving picture" });
  });

  it("says 'You do not have permission to stream this camera.' for a camera the user may not stream", async () => {
    // A camera `limited` may see but not stream (its meta answers 403).
    const [cameraId] = await findCameras("limited", { streamable: false });
    mounted = mountCamera("limited", `camera-id="${cameraId}"`);
    const { camera, events } = mounted;
    await waitFor(() => events.some((e) => e.type === "vms-stream-error"), { timeout: 10_000, message: "error" });
    const error = events.find((e) => e.type === "vms-stream-error").detail;
    expect(error).to.include({ stage: "start", code: "forbidden", status: 403, retrying: false });
    expect(error.message).to.equal("You do not have permission to stream this camera.");
    expect(shadow(camera, "[part=message]").textContent).to.equal(error.message);
    expect(shadow(camera, "[part=retry-button]").hidden).to.equal(false);
    expect(await axeViolations(camera)).to.deep.equal([]);
  });

  it("shows the not-signed-in state and tells the host when there is no token", async () => {
    const [cameraId] = await findCameras("operator");
    mounted = mountCamera(null, `camera-id="${cameraId}"`);
    const { camera, events } = mounted;
    await waitFor(() => events.some((e) => e.type === "vms-auth-required"), { timeout: 10_000, message: "auth" });
    expect(shadow(camera, "[part=sign-in-link]").hidden).to.equal(false);
    expect(shadow(camera, "[part=message]").textContent).to.equal("Sign in to watch this camera.");
    const auth = events.find((e) => e.type === "vms-auth-required");
    const error = events.find((e) => e.type === "vms-stream-error").detail;
    expect(error).to.include({ code: "auth", status: 401, message: "Sign in to watch this camera." });
    expect(auth.detail.signInUrl).to.match(/\/auth\/redirect/);
    expect(auth.detail.reason).to.equal("missing");
    expect(error.reason).to.equal("missing");
  });

  it("tells an expired token and a refused one apart, with no sign-in link on a token-only page", async () => {
    const { apiBaseUrl, expiredToken } = serverEnv();
    const [cameraId] = await findCameras("operator");
    for (const [token, reason, text] of [
      [expiredToken, "expired", "Your access to this camera has expired. Reload the page to continue."],
      ["not-a-token", "invalid", "Your access to this camera was not accepted."],
    ]) {
      const events = [];
      const record = (event) => events.push({ type: event.type, detail: event.detail });
      for (const type of ["vms-stream-error", "vms-auth-required"]) document.addEventListener(type, record);
      const container = mount(
        `<vms-config api-base-url="${apiBaseUrl}" token="${token}"></vms-config>` +
          `<vms-camera camera-id="${cameraId}" style="width:320px"></vms-camera>`,
      );
      const camera = container.querySelector("vms-camera");
      await waitFor(() => events.some((e) => e.type === "vms-auth-required"), { timeout: 10_000, message: reason });
      const auth = events.find((e) => e.type === "vms-auth-required").detail;
      const error = events.find((e) => e.type === "vms-stream-error").detail;
      expect(auth).to.deep.equal({ signInUrl: null, reason });
      expect(error).to.include({ code: "auth", status: 401, reason, message: text });
      expect(shadow(camera, "[part=message]").textContent).to.equal(text);
      expect(shadow(camera, "[part=sign-in-link]").hidden).to.equal(true);
      expect(shadow(camera, "[part=retry-button]").hidden).to.equal(true);
      for (const type of ["vms-stream-error", "vms-auth-required"]) document.removeEventListener(type, record);
      container.remove();
    }
  });

  it("says 'Camera not found' for an unknown camera, with no Retry", async () => {
    mounted = mountCamera("operator", `camera-id="987654321"`);
    const { camera, events } = mounted;
    await waitFor(() => events.some((e) => e.type === "vms-stream-error"), { timeout: 10_000, message: "error" });
    const error = events.find((e) => e.type === "vms-stream-error").detail;
    expect(error).to.include({ code: "http", status: 404, reason: "notFound", message: "Camera not found" });
    expect(shadow(camera, "[part=message]").textContent).to.equal("Camera not found");
    expect(shadow(camera, "[part=retry-button]").hidden).to.equal(true);
  });
});
