import { expect } from "@esm-bundle/chai";
import { resetMouse, sendMouse, setViewport } from "@web/test-runner-commands";
import { axeViolations } from "./helpers/axe.js";
import { mount, serverEnv, waitFor } from "./helpers/env.js";
import { loadLibrary } from "./helpers/library.js";

/** A live unit of `user` that is active now, found through the real search API (no ids in the test). */
async function liveUnit(user) {
  const { apiBaseUrl, tokens } = serverEnv();
  const params = new URLSearchParams({ q: "*", offset: "0", limit: "200" });
  params.append("filter[indices][]", "live_units");
  const response = await fetch(`${apiBaseUrl}/api/vms/search?${params}`, {
    headers: { Authorization: `Bearer ${tokens[user]}` },
  });
  const body = await response.json();
  const hit = body.data.results.find(
    (h) =>
      h._source.date_activated &&
      Date.parse(h._source.date_activated) < Date.now() - 90 * 86_400_000 &&
      !h._source.date_deactivated,
  );
  return hit._source;
}

describe("<vms-unit-header> and <vms-history-timeline> on a plain page", () => {
  let container;
  let header;
  let timeline;
  let unit;

  before(async () => {
    const library = await loadLibrary({ defineAll: true });
    const { apiBaseUrl, tokens } = serverEnv();
    library.configure({ apiBaseUrl, token: tokens.operator });
    unit = await liveUnit("operator");
    container = mount(
      `<main><vms-unit-header live-unit-id="${unit.id}" page="history"></vms-unit-header>` +
        `<vms-history-timeline live-unit-id="${unit.id}"></vms-history-timeline></main>`,
    );
    header = container.querySelector("vms-unit-header");
    timeline = container.querySelector("vms-history-timeline");
  });

  after(() => container.remove());

  it("the header shows the unit and asks to navigate with a composed, cancelable vms-navigate", async () => {
    const title = await waitFor(() => header.shadowRoot.querySelector("[part=title]"), {
      timeout: 8000,
      message: "title",
    });
    expect(title.textContent).to.contain(unit.name);
    const asked = [];
    const listener = (event) => {
      asked.push([event.detail.path, event.composed, event.cancelable]);
      event.preventDefault();
    };
    document.addEventListener("vms-navigate", listener);
    header.shadowRoot.querySelector("[part=back-button]").click();
    document.removeEventListener("vms-navigate", listener);
    expect(asked).to.deep.equal([["/", true, true]]);
    expect(await axeViolations(header)).to.deep.equal([]);
  });

  it("the timeline loads real thumbnails of the synthetic cameras and is axe clean", async () => {
    const root = timeline.shadowRoot;
    await waitFor(
      () => [...root.querySelectorAll("[part=thumbnail] img")].some((img) => img.complete && img.naturalWidth > 0),
      { timeout: 15000, message: "a decoded thumbnail" },
    );
    expect(root.querySelectorAll("[part=camera]").length).to.be.greaterThan(0);
    expect(root.querySelector("[part=note]").textContent).to.match(/^Unsaved footage before .+ was deleted/);
    expect(await axeViolations(timeline)).to.deep.equal([]);
  });

  it("keys move the timeline: ← one minute, PageDown one hour", async () => {
    const slider = timeline.shadowRoot.querySelector("[part=timeline]");
    const value = () => Number(slider.getAttribute("aria-valuenow"));
    const start = value();
    slider.focus();
    slider.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
    await waitFor(() => value() === start - 60, { message: "one minute back" });
    slider.dispatchEvent(new KeyboardEvent("keydown", { key: "PageDown", bubbles: true }));
    await waitFor(() => value() === start - 60 - 3600, { message: "one hour back" });
  });
});

/** Real pointer input (Playwright's mouse through web-test-runner): press at `from`, move in steps, release. */
async function drag(from, dx, steps = 8) {
  const [x, y] = from.map(Math.round);
  await sendMouse({ type: "move", position: [x, y] });
  await sendMouse({ type: "down" });
  for (let i = 1; i <= steps; i++) await sendMouse({ type: "move", position: [Math.round(x + (dx * i) / steps), y] });
  await sendMouse({ type: "up" });
}
const centre = (element) => {
  const box = element.getBoundingClientRect();
  return [box.left + box.width / 2, box.top + box.height / 2];
};
const frames = (n = 3) =>
  new Promise((resolve) => {
    const step = (left) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(n);
  });

describe("<vms-history-timeline> with a real pointer", () => {
  let container;
  let timeline;
  let root;
  const now = (selector) => Number(root.querySelector(selector).getAttribute("aria-valuenow"));

  before(async () => {
    const library = await loadLibrary({ defineAll: true });
    const { apiBaseUrl, tokens } = serverEnv();
    library.configure({ apiBaseUrl, token: tokens.operator });
    const unit = await liveUnit("operator");
    await setViewport({ width: 1000, height: 1100 });
    container = mount(`<main><vms-history-timeline live-unit-id="${unit.id}"></vms-history-timeline></main>`);
    timeline = container.querySelector("vms-history-timeline");
    root = await waitFor(() => timeline.shadowRoot, { message: "shadow root" });
    await waitFor(() => root.querySelector("[part=thumbnail]"), { timeout: 15000, message: "thumbnails" });
  });

  afterEach(() => resetMouse());
  after(() => container.remove());

  it("a thumbnail pressed and moved under 5 px opens the carousel; 12 px drags the timeline instead", async () => {
    const start = now("[part=timeline]");
    await drag(centre(root.querySelector("[part=thumbnail]")), 4, 2);
    const carousel = await waitFor(() => root.querySelector("[part=carousel]"), { message: "the carousel" });
    expect(now("[part=timeline]")).to.equal(start);
    carousel.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    await waitFor(() => !root.querySelector("[part=carousel]"), { message: "the carousel closed" });
    await drag(centre(root.querySelector("[part=thumbnail]")), 12, 4);
    await frames();
    expect(root.querySelector("[part=carousel]")).to.equal(null);
    // Dragged right: back in time by 12 px worth of the hour.
    expect(now("[part=timeline]")).to.be.below(start);
  });

  it("dragging the timeline moves it by the pixels' time, and never past now minus one hour", async () => {
    const track = root.querySelector("[part=timeline]");
    const width = track.getBoundingClientRect().width;
    track.focus();
    track.dispatchEvent(new KeyboardEvent("keydown", { key: "End", bubbles: true }));
    await frames();
    const latest = now("[part=timeline]");
    await drag(centre(track), 150);
    await frames();
    const moved = latest - now("[part=timeline]");
    expect(moved).to.be.within((150 * 3600) / width - 2, (150 * 3600) / width + 2);
    // Left by the whole width: forward more than the hour it went back, clamped at now − 1 h.
    await drag(centre(track), -Math.round(width * 0.45));
    await drag(centre(track), -Math.round(width * 0.45));
    await frames();
    expect(now("[part=timeline]")).to.be.at.most(Math.round((Date.now() - 3_600_000) / 1000) + 1);
    expect(now("[part=timeline]")).to.be.at.least(latest - 1);
  });

  it("the range handles: the start stops 60 s before the end, the end 1800 s after the start, the body at the hour's end", async () => {
    const track = root.querySelector("[part=timeline]");
    track.dispatchEvent(new KeyboardEvent("keydown", { key: "PageDown", bubbles: true }));
    await frames();
    const select = [...root.querySelectorAll("button")].find((b) => b.textContent.trim() === "Select Video");
    select.click();
    await waitFor(() => root.querySelector("[part=range]"), { message: "the range" });
    const handle = (name) => root.querySelector(`[role=slider][aria-label="${name}"]`);
    const duration = () => now('[aria-label="End of the selection"]') - now('[aria-label="Start of the selection"]');
    expect(duration()).to.equal(240);
    const width = track.getBoundingClientRect().width;
    // The body to the right stops with its end at the hour's end.
    const hourEnd = now("[part=timeline]") + 3600;
    await drag(centre(handle("Selection")), Math.round(width));
    await frames();
    expect(now('[aria-label="End of the selection"]')).to.equal(hourEnd);
    expect(duration()).to.equal(240);
    const startBefore = now('[aria-label="Start of the selection"]');
    await drag(centre(handle("Selection")), -Math.round(width / 2));
    await frames();
    expect(now('[aria-label="Start of the selection"]')).to.be.below(startBefore - 1500);
    expect(duration()).to.equal(240);
    // The start past the end stops 60 s before it; the end stops 1800 s after the start.
    await drag(centre(handle("Start of the selection")), Math.round(width / 4));
    await frames();
    expect(duration()).to.equal(60);
    await drag(centre(handle("End of the selection")), Math.round(width / 2));
    await frames();
    expect(duration()).to.equal(1800);
    // A 4 px move of the body moves it (no click threshold on the range), by whole seconds.
    const before = now('[aria-label="Start of the selection"]');
    await drag(centre(handle("Selection")), -4, 2);
    await frames();
    expect(now('[aria-label="Start of the selection"]')).to.be.below(before);
  });

  it("a click on the day strip moves the timeline to that time of the day", async () => {
    const close = root.querySelector('[aria-label="Close video selection"]');
    close?.click();
    const axis = await waitFor(() => root.querySelector("[part=day-strip] [role=slider]"), { message: "the strip" });
    await waitFor(() => root.querySelector(".strip-on"), { timeout: 10000, message: "coverage" });
    const box = axis.getBoundingClientRect();
    const dayStart = Number(axis.getAttribute("aria-valuemin"));
    const dayEnd = Number(axis.getAttribute("aria-valuemax"));
    const x = box.left + box.width * 0.25;
    await sendMouse({ type: "click", position: [Math.round(x), Math.round(box.top + box.height / 2)] });
    await frames();
    const clickedAt = dayStart + ((Math.round(x) - box.left) / box.width) * (dayEnd - dayStart);
    const centreShown = now("[part=timeline]") + 1800;
    const latest = (Date.now() - 3_600_000) / 1000 + 1800;
    expect(Math.abs(centreShown - Math.min(clickedAt, latest))).to.be.below(120);
    expect(await axeViolations(timeline)).to.deep.equal([]);
  });
});
