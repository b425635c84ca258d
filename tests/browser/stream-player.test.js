import { expect } from "@esm-bundle/chai";
import { axeViolations } from "./helpers/axe.js";
import { mount, serverEnv, waitFor } from "./helpers/env.js";

// `<vms-stream-player>` from the built CDN bundle against the reference server: the picture plays,
// the controls come with Active, one menu at a time, the view-only state and the 403 text.
const BUNDLE = "/dist/cdn/vms-widgets.js";

async function api(user, method, path, body) {
  const { apiBaseUrl, tokens } = serverEnv();
  const response = await fetch(`${apiBaseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${tokens[user]}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, data: response.ok ? (await response.json()).data : null };
}

/** Cameras found through the API (no ids in the test): `user` may stream them (or, `refused`, gets 403). */
async function findCameras(user, { count = 1, refused = false, skip = 0 } = {}) {
  const found = [];
  for (const unit of (await api(user, "GET", "/api/vms/live_units")).data ?? []) {
    const meta = (await api(user, "GET", `/api/vms/live_units/${unit.id}/meta`)).data;
    for (const camera of meta?.cameraList ?? []) {
      const id = camera.id ?? camera.cameraId;
      const caps = (await api(user, "GET", `/api/vms/cameras/${id}/capabilities`)).data;
      if (!refused && !(caps?.webrtc && caps.pan && caps.presets)) continue;
      const stream = await api(user, "GET", `/api/vms/stream_camera/${id}/meta`);
      if (refused ? stream.status === 403 : stream.data?.cameraActive && stream.data.presets.length > 0) found.push(id);
      if (found.length >= count + skip) return found.slice(skip);
    }
  }
  throw new Error(`found ${found.length} cameras for ${user}`);
}

function mountPlayer(user, cameraId) {
  const { apiBaseUrl, tokens } = serverEnv();
  const events = [];
  const record = (event) => events.push({ type: event.type, detail: event.detail });
  for (const type of ["vms-stream-status", "vms-stream-error"]) document.addEventListener(type, record);
  const container = mount(
    `<vms-config api-base-url="${apiBaseUrl}" token="${tokens[user]}"></vms-config>` +
      `<vms-stream-player camera-id="${cameraId}" style="width:1100px;display:block"></vms-stream-player>`,
  );
  const player = container.querySelector("vms-stream-player");
  const cleanup = () => {
    for (const type of ["vms-stream-status", "vms-stream-error"]) document.removeEventListener(type, record);
    container.remove();
  };
  return { player, events, cleanup };
}

const root = (player) => player.shadowRoot;
const buttonNamed = (player, name) =>
  [...root(player).querySelectorAll("button")].find(
    (b) => (b.getAttribute("aria-label") ?? b.textContent.trim()) === name,
  );
const active = (events) => events.some((e) => e.type === "vms-stream-status" && e.detail.status === "active");

describe("<vms-stream-player>", () => {
  let cleanup = () => {};
  before(async () => {
    await import(BUNDLE);
  });
  afterEach(() => cleanup());

  it("plays, shows the controls once Active, opens one menu at a time, lists the keys, and is accessible", async () => {
    const [cameraId] = await findCameras("operator", { skip: 1 });
    const mounted = mountPlayer("operator", cameraId);
    cleanup = mounted.cleanup;
    const { player, events } = mounted;
    expect(buttonNamed(player, "Pan right")).to.equal(undefined);
    await waitFor(() => active(events), { timeout: 20_000, message: "active" });
    await waitFor(() => buttonNamed(player, "Pan right"), { message: "pad" });
    expect(buttonNamed(player, "Home")).to.not.equal(undefined);
    const video = root(player).querySelector("video");
    expect(video.srcObject).to.be.instanceOf(MediaStream);
    expect(video.videoWidth).to.be.greaterThan(0);

    // The arrow animation shows at once after a command.
    buttonNamed(player, "Pan right").click();
    await waitFor(() => root(player).querySelector("[part=feedback]"), { timeout: 500, message: "feedback" });

    const presets = buttonNamed(player, "Presets");
    const download = buttonNamed(player, "Quick Download");
    presets.click();
    await waitFor(() => root(player).querySelector("[part=menu]"), { message: "presets menu" });
    expect(root(player).querySelector("[part=menu]").getAttribute("aria-label")).to.equal("Presets");
    expect(presets.getAttribute("aria-expanded")).to.equal("true");
    download.click();
    await waitFor(() => root(player).querySelector("[part=menu]")?.getAttribute("aria-label") === "Quick Download");
    expect(presets.getAttribute("aria-expanded")).to.equal("false");
    const ticked = [...root(player).querySelectorAll("[part=menu] input[type=checkbox]:checked")];
    expect(ticked.length).to.equal(1);
    download.click();
    await waitFor(() => !root(player).querySelector("[part=menu]"), { message: "closed" });

    root(player)
      .querySelector("[part=stage]")
      .dispatchEvent(new KeyboardEvent("keydown", { key: "?", bubbles: true, composed: true }));
    const dialog = await waitFor(() => root(player).querySelector("dialog[open]"), { message: "keys dialog" });
    expect(dialog.textContent).to.contain("Keyboard shortcuts");
    dialog.close();
    expect(await axeViolations(player)).to.deep.equal([]);
  });

  it("is view-only (a notice, no camera controls) when another user has control", async () => {
    const [cameraId] = await findCameras("operator", { skip: 2 });
    const start = await api("admin", "POST", `/api/vms/stream/${cameraId}/start`);
    expect(start.status).to.equal(200);
    const checkIn = await api("admin", "POST", `/api/vms/stream/${cameraId}/check_in`, {
      camString: start.data.camString,
    });
    expect(checkIn.status).to.equal(200);
    const mounted = mountPlayer("operator", cameraId);
    cleanup = () => {
      mounted.cleanup();
      void api("admin", "POST", `/api/vms/stream/${cameraId}/check_out`);
    };
    const notice = await waitFor(() => root(mounted.player).querySelector("[part=notice]"), {
      timeout: 20_000,
      message: "view-only notice",
    });
    expect(notice.textContent).to.match(/^View only: .+ has control of this camera\.$/);
    expect(buttonNamed(mounted.player, "Pan right")).to.equal(undefined);
    expect(buttonNamed(mounted.player, "Presets")).to.equal(undefined);
  });

  it("says 'You do not have permission to stream this camera.' on a 403", async () => {
    const [cameraId] = await findCameras("limited", { refused: true });
    const mounted = mountPlayer("limited", cameraId);
    cleanup = mounted.cleanup;
    const message = await waitFor(
      () => root(mounted.player).querySelector("[part=message]")?.textContent.includes("You do not have permission"),
      { timeout: 10_000, message: "403 text" },
    );
    expect(message).to.equal(true);
    await waitFor(() => mounted.events.some((e) => e.type === "vms-stream-error" && e.detail.code === "forbidden"));
    expect(root(mounted.player).querySelectorAll("[part=action-button]").length).to.equal(0);
    expect(await axeViolations(mounted.player)).to.deep.equal([]);
  });
});
