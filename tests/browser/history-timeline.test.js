import { expect } from "@esm-bundle/chai";
import { axeViolations } from "./helpers/axe.js";
import { mount, serverEnv, waitFor } from "./helpers/env.js";

const BUNDLE = "/dist/cdn/vms-widgets.js";

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
    const library = await import(BUNDLE);
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
    const slider = timeline.shadowRoot.querySelector("[role=slider]");
    const value = () => Number(slider.getAttribute("aria-valuenow"));
    const start = value();
    slider.focus();
    slider.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
    await waitFor(() => value() === start - 60, { message: "one minute back" });
    slider.dispatchEvent(new KeyboardEvent("keydown", { key: "PageDown", bubbles: true }));
    await waitFor(() => value() === start - 60 - 3600, { message: "one hour back" });
  });
});
