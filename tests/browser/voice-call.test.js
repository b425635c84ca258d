import { expect } from "@esm-bundle/chai";
import { axeViolations } from "./helpers/axe.js";
import { mount, serverEnv, waitFor } from "./helpers/env.js";
import { loadLibrary } from "./helpers/library.js";

const $ = (el, selector) => el.shadowRoot?.querySelector(selector) ?? null;
const text = (node) => node?.textContent?.trim() ?? "";

async function useAs(library, user) {
  const { apiBaseUrl, tokens } = serverEnv();
  library.configure({ apiBaseUrl, token: user ? tokens[user] : "", navigate: undefined });
}

/** A live unit of the operator's, from the API (its demo mosaic), not written into the test. */
async function operatorUnit() {
  const { apiBaseUrl, tokens } = serverEnv();
  const response = await fetch(`${apiBaseUrl}/api/vms/mosaic/3`, {
    headers: { Authorization: `Bearer ${tokens.operator}` },
  });
  return (await response.json()).data.data.cameras[0].liveUnitId;
}

/** What the reference server's voice gateway received for the unit (test hook). */
async function voiceStats(liveUnitId) {
  const response = await fetch(`${serverEnv().apiBaseUrl}/api/test/voice/${liveUnitId}`);
  return (await response.json()).data;
}

describe("<vms-voice-call>", () => {
  let library;
  let container;
  let unitId;

  before(async () => {
    library = await loadLibrary({ defineAll: true });
    unitId = await operatorUnit();
  });

  afterEach(() => container?.remove());

  it("Call Unit → connecting → connected (mute mic, mute speaker) → ended; the server receives the microphone's audio; axe clean", async () => {
    await useAs(library, "operator");
    container = mount(`<vms-voice-call live-unit-id="${unitId}"></vms-voice-call>`);
    const call = container.querySelector("vms-voice-call");
    const heard = [];
    call.addEventListener("vms-call-change", (event) => heard.push(event.detail.status));
    const button = await waitFor(() => $(call, "[part=call-button]"), { message: "Call Unit" });
    expect(text(button)).to.equal("Call Unit");
    expect(await axeViolations(call)).to.deep.equal([]);
    const before = await voiceStats(unitId);

    button.click();
    await waitFor(() => text($(call, "[part=status]")) === "Connected", { timeout: 10_000, message: "Connected" });
    expect(heard.slice(0, 2)).to.deep.equal(["connecting", "connected"]);
    expect(text($(call, "[part=end-button]"))).to.equal("End Call");
    expect(await axeViolations(call)).to.deep.equal([]);

    // Chromium's fake microphone reaches the server: packets counted, a level measured.
    const during = await waitFor(
      async () => {
        const stats = await voiceStats(unitId);
        return stats.receiving && stats.packets > before.packets + 20 && stats.level > 0 ? stats : null;
      },
      { timeout: 8000, message: "audio at the gateway" },
    );
    expect(during.sessions).to.equal(before.sessions + 1);

    const mic = $(call, "[part=mic-button]");
    expect(text(mic)).to.equal("Mute microphone");
    mic.click();
    await waitFor(() => $(call, "[part=mic-button]")?.getAttribute("aria-pressed") === "true");
    expect(text($(call, "[part=mic-button]"))).to.equal("Unmute microphone");
    const speaker = $(call, "[part=speaker-button]");
    expect(text(speaker)).to.equal("Mute speaker");
    speaker.click();
    await waitFor(() => text($(call, "[part=speaker-button]")) === "Unmute speaker");

    $(call, "[part=end-button]").click();
    await waitFor(() => text($(call, "[part=status]")) === "Call ended", { message: "Call ended" });
    expect(heard.at(-1)).to.equal("ended");
    expect(text($(call, "[part=call-button]"))).to.equal("Call Unit");
    await waitFor(async () => (await voiceStats(unitId)).sessions === before.sessions, { message: "hung up" });
  });

  it("a user without the right gets 'Call failed: Unable to connect to speaker.' and can call again", async () => {
    await useAs(library, "limited");
    container = mount(`<vms-voice-call live-unit-id="${unitId}"></vms-voice-call>`);
    const call = container.querySelector("vms-voice-call");
    const failures = [];
    call.addEventListener("vms-call-change", (event) => failures.push(event.detail.failure));
    (await waitFor(() => $(call, "[part=call-button]"))).click();
    const failure = await waitFor(() => $(call, "[part=failure]"), { timeout: 8000, message: "the failure" });
    expect(text(failure)).to.equal("Call failed: Unable to connect to speaker.");
    expect(failures.at(-1)).to.equal("connect");
    expect($(call, "[part=call-button]")).to.not.equal(null);
    expect(await axeViolations(call)).to.deep.equal([]);
  });

  it("a refused microphone says the call needs it and what to do", async () => {
    await useAs(library, "operator");
    const original = navigator.mediaDevices.getUserMedia;
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    try {
      container = mount(`<vms-voice-call live-unit-id="${unitId}"></vms-voice-call>`);
      const call = container.querySelector("vms-voice-call");
      (await waitFor(() => $(call, "[part=call-button]"))).click();
      const failure = await waitFor(() => $(call, "[part=failure]"), { message: "the failure" });
      expect(text(failure)).to.contain("Call failed: This feature requires microphone access.");
      expect(text(failure)).to.contain("Allow this site to use the microphone");
    } finally {
      navigator.mediaDevices.getUserMedia = original;
    }
  });
});
