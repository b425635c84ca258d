import { expect } from "@esm-bundle/chai";
import { axeViolations } from "./helpers/axe.js";
import { mount, serverEnv, waitFor } from "./helpers/env.js";
import { loadLibrary } from "./helpers/library.js";

const $ = (el, selector) => el.shadowRoot?.querySelector(selector) ?? null;
const $$ = (el, selector) => [...(el.shadowRoot?.querySelectorAll(selector) ?? [])];
const text = (node) => node?.textContent?.trim() ?? "";

async function useAs(library, user) {
  const { apiBaseUrl, tokens } = serverEnv();
  library.configure({ apiBaseUrl, token: user ? tokens[user] : "", navigate: undefined });
}

/** The operator's demo mosaics, straight from the API (no ids or names written into the checks). */
async function mosaicOf(user, id) {
  const { apiBaseUrl, tokens } = serverEnv();
  const response = await fetch(`${apiBaseUrl}/api/vms/mosaic/${id}`, {
    headers: { Authorization: `Bearer ${tokens[user]}` },
  });
  return (await response.json()).data.data;
}

describe("<vms-mosaic>", () => {
  let library;
  let container;

  before(async () => {
    library = await loadLibrary({ defineAll: true });
  });

  afterEach(() => container?.remove());

  it("shows 'loading...' until loaded, then the name and one tile per camera, axe clean", async () => {
    await useAs(library, "operator");
    const expected = await mosaicOf("operator", 3);
    container = mount('<vms-mosaic mosaic-id="3" style="--vms-mosaic-height:400px"></vms-mosaic>');
    const mosaic = container.querySelector("vms-mosaic");
    const seen = [];
    await waitFor(
      () => {
        const name = text($(mosaic, "[part=name]"));
        if (name && seen.at(-1) !== name) seen.push(name);
        return $$(mosaic, "[part=tile]").length > 0;
      },
      { timeout: 8000, message: "the tiles" },
    );
    expect(seen[0]).to.equal("loading...");
    expect(text($(mosaic, "[part=name]"))).to.equal(expected.name);
    const tiles = $$(mosaic, "[part=tile]");
    expect(tiles.map((t) => Number(t.dataset.cameraId))).to.deep.equal(expected.cameras.map((c) => c.cameraId));
    // The tile link: unit and camera name, the stream page, a new tab.
    const link = tiles[0].querySelector("[part=tile-link]");
    expect(text(link.querySelector(".unit-name"))).to.equal(expected.cameras[0].liveUnitName);
    expect(text(link.querySelector(".camera-name"))).to.equal(expected.cameras[0].cameraName);
    expect(text(link)).to.contain("opens in a new tab");
    expect(new URL(link.href).pathname).to.equal(`/camera/${expected.cameras[0].cameraId}/stream`);
    expect(link.target).to.equal("_blank");
    expect(getComputedStyle(tiles[0]).margin).to.equal("1px");
    expect($(mosaic, "[part=grid]").getBoundingClientRect().height).to.equal(400);
    expect(await axeViolations(mosaic)).to.deep.equal([]);
  });

  it("closing a tile emits vms-tile-close (cancelable) and removes it; the last closed leaves the empty state", async () => {
    await useAs(library, "operator");
    const expected = await mosaicOf("operator", 3);
    container = mount('<vms-mosaic mosaic-id="3" style="--vms-mosaic-height:300px"></vms-mosaic>');
    const mosaic = container.querySelector("vms-mosaic");
    await waitFor(() => $$(mosaic, "[part=tile]").length === expected.cameras.length, { timeout: 8000 });
    const heard = [];
    let cancel = true;
    mosaic.addEventListener("vms-tile-close", (event) => {
      heard.push(event);
      if (cancel) event.preventDefault();
    });
    const closeButton = (tile) => tile.querySelector(`button[aria-label^="Close "]`);
    closeButton($$(mosaic, "[part=tile]")[0]).click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect($$(mosaic, "[part=tile]")).to.have.length(expected.cameras.length);
    expect(heard[0].detail).to.deep.equal({ cameraId: expected.cameras[0].cameraId });
    expect(heard[0].composed && heard[0].bubbles && heard[0].cancelable).to.equal(true);
    cancel = false;
    for (let left = expected.cameras.length; left > 0; left--) {
      closeButton($$(mosaic, "[part=tile]")[0]).click();
      await waitFor(() => $$(mosaic, "[part=tile]").length === left - 1, { message: `${left - 1} tiles` });
    }
    const status = await waitFor(() => $(mosaic, "[part=status]"), { message: "the empty state" });
    expect(text(status)).to.equal("This mosaic has no cameras with presets to show.");
  });

  it("a mosaic of someone else (404) shows the error with Retry", async () => {
    await useAs(library, "multi");
    container = mount('<vms-mosaic mosaic-id="1"></vms-mosaic>');
    const mosaic = container.querySelector("vms-mosaic");
    const status = await waitFor(() => $(mosaic, "[part=status][role=alert]"), { timeout: 8000, message: "error" });
    expect(text(status.querySelector("span"))).to.equal("Failed to load the mosaic");
    expect(text($(mosaic, "[part=name]"))).to.equal("loading...");
    expect(text(status.querySelector("[part=retry-button]"))).to.equal("Retry");
    expect(await axeViolations(mosaic)).to.deep.equal([]);
  });

  it("nobody signed in: 'You are not signed in.' and vms-auth-required", async () => {
    await useAs(library, null);
    const heard = [];
    const listener = (event) => heard.push(event);
    document.addEventListener("vms-auth-required", listener);
    container = mount('<vms-mosaic mosaic-id="1"></vms-mosaic>');
    const mosaic = container.querySelector("vms-mosaic");
    const status = await waitFor(() => $(mosaic, "[part=sign-in-link]") && $(mosaic, "[part=status]"), {
      timeout: 8000,
      message: "the signed-out state",
    });
    document.removeEventListener("vms-auth-required", listener);
    expect(text(status)).to.contain("You are not signed in.");
    expect(heard.length).to.be.greaterThan(0);
    expect(heard[0].target).to.equal(mosaic);
  });

  it("no id (or 0): nothing is fetched, the name stays 'loading...'; back asks the host for /", async () => {
    await useAs(library, "operator");
    const paths = [];
    library.configure({ navigate: (path) => paths.push(path) });
    container = mount('<vms-mosaic mosaic-id="0"></vms-mosaic>');
    const mosaic = container.querySelector("vms-mosaic");
    const back = await waitFor(() => $(mosaic, "[part=back-button]"));
    expect(back.getAttribute("aria-label")).to.equal("Back");
    expect(text($(mosaic, "[part=name]"))).to.equal("loading...");
    expect($(mosaic, "[part=status]")).to.equal(null);
    const navigations = [];
    mosaic.addEventListener("vms-navigate", (event) => navigations.push(event.detail.path));
    back.click();
    expect(navigations).to.deep.equal(["/"]);
    expect(paths).to.deep.equal(["/"]);
  });
});
