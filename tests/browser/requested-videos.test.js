import { expect } from "@esm-bundle/chai";
import { axeViolations } from "./helpers/axe.js";
import { mount, serverEnv, waitFor } from "./helpers/env.js";
import { loadLibrary } from "./helpers/library.js";

/** A live unit `user` may read, through the real search API (no ids written into the test). */
async function liveUnit(user) {
  const { apiBaseUrl, tokens } = serverEnv();
  const params = new URLSearchParams({ q: "*", offset: "0", limit: "200" });
  params.append("filter[indices][]", "live_units");
  const response = await fetch(`${apiBaseUrl}/api/vms/search?${params}`, {
    headers: { Authorization: `Bearer ${tokens[user]}` },
  });
  const hits = (await response.json()).data.results;
  const hit = hits.find(
    (h) =>
      h._source.date_activated &&
      Date.parse(h._source.date_activated) < Date.parse("2026-01-01") &&
      !h._source.date_deactivated,
  );
  return hit._source.id;
}

const status = (element) => element.shadowRoot?.querySelector('[part="status"]');
const rows = (element) => [...(element.shadowRoot?.querySelectorAll('tr[part="row"]') ?? [])];

describe("<vms-requested-videos>", function () {
  this.timeout(150_000);
  let library;
  let container;

  before(async () => {
    library = await loadLibrary({ defineAll: true });
  });
  afterEach(() => container?.remove());

  const show = (unitId) => {
    container = mount(`<main><vms-requested-videos live-unit-id="${unitId}"></vms-requested-videos></main>`);
    return container.querySelector("vms-requested-videos");
  };

  it("signed out: says so with a sign-in link and the vms-auth-required event", async () => {
    library.configure({ apiBaseUrl: serverEnv().apiBaseUrl, token: undefined });
    const events = [];
    document.addEventListener("vms-auth-required", (e) => events.push(e), { once: true });
    const element = show(5);
    await waitFor(() => status(element)?.textContent.includes("You are not signed in."), { message: "signed out" });
    expect(status(element).querySelector('[part="sign-in-link"]')).to.not.equal(null);
    await waitFor(() => events.length === 1, { message: "vms-auth-required" });
    expect(events[0].composed).to.equal(true);
  });

  it("another client's unit: the catalogue's error with Retry", async () => {
    const { apiBaseUrl, tokens } = serverEnv();
    library.configure({ apiBaseUrl, token: tokens.multi });
    const element = show(await liveUnit("operator"));
    await waitFor(() => status(element)?.getAttribute("role") === "alert", { timeout: 10_000, message: "error" });
    expect(status(element).textContent).to.match(/^Failed to retrieve requested videos: /);
    expect(status(element).querySelector('[part="retry-button"]').textContent).to.equal("Retry");
  });

  it("operator: loading, then the unit's videos (seeded clips render first), newest recorded first, axe clean", async () => {
    const { apiBaseUrl, tokens } = serverEnv();
    library.configure({ apiBaseUrl, token: tokens.operator });
    const unitId = await liveUnit("operator");
    const element = show(unitId);
    expect(status(element)?.textContent ?? "Loading requested videos...").to.equal("Loading requested videos...");
    // The unit's seeded history may still be rendering on the server: the list follows the clips
    // being made and reloads as each is ready, without being shown again.
    await waitFor(() => rows(element).length > 0, { timeout: 120_000, message: "the unit's videos" });
    const root = element.shadowRoot;
    expect(root.querySelector("h2").textContent).to.equal("Previously Requested Videos");
    const headers = [...root.querySelectorAll("th")].map((th) => th.textContent);
    expect(headers).to.deep.equal(["Thumbnail", "Camera", "Recorded", "Requested", "Requested By", "Actions"]);
    expect(rows(element).length).to.be.greaterThan(0);
    // operator has requested_video_share (once the flags are known): every row has a share and a download button.
    await waitFor(() => rows(element).every((row) => row.querySelector('[part="share-button"]')), {
      timeout: 10_000,
      message: "share buttons",
    });
    for (const row of rows(element)) {
      expect(row.querySelector('[part="share-button"]').getAttribute("aria-label")).to.equal("Copy share link");
      expect(row.querySelector('[part="download-button"]').getAttribute("aria-label")).to.equal("Download");
      expect(row.cells[2].textContent).to.match(/ [A-Z]{3,4}$|GMT[+-]\d+$/);
    }
    const opened = [];
    element.addEventListener("vms-preview-open", (e) => opened.push(e));
    rows(element)[0].querySelector("button.link").click();
    await waitFor(() => root.querySelector('[part="preview"]')?.open, { message: "preview" });
    expect(opened[0].composed).to.equal(true);
    expect(opened[0].detail.videoId).to.be.a("number");
    expect(await axeViolations(element)).to.deep.equal([]);
  });
});
