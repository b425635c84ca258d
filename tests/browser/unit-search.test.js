import { expect } from "@esm-bundle/chai";
import { axeViolations } from "./helpers/axe.js";
import { mount, serverEnv, waitFor, waitForSteady } from "./helpers/env.js";
import { loadLibrary } from "./helpers/library.js";

/** Each widget renders straight into its element's shadow root. */
const inner = (element) => element.shadowRoot;
const searchRoot = inner;
const mapRoot = inner;
const rows = (search) => [...(searchRoot(search)?.querySelectorAll(".row") ?? [])];
const centreOf = (node) => {
  const rect = node.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
};

/** Types into a React-controlled input the way a user's keystroke does (value setter + input event). */
function type(input, text) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set;
  input.focus();
  setter.call(input, text);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

function resultsTitle(search) {
  return [...searchRoot(search).querySelectorAll(".section-title")]
    .map((node) => node.textContent)
    .find((text) => text.startsWith("Results"));
}

describe("<vms-unit-search> with <vms-unit-map> and <vms-unit-drawer>", () => {
  let library;
  let container;
  let search;
  let map;
  let drawer;
  const dialogs = [];

  before(async () => {
    localStorage.removeItem("vms.recent-searches");
    library = await loadLibrary({ defineAll: true });
    const { apiBaseUrl, tokens } = serverEnv();
    library.configure({ apiBaseUrl, token: tokens.operator, navigate: (path) => dialogs.push(`navigate ${path}`) });
    window.alert = (message) => dialogs.push(`alert ${message}`);
    container = mount(`
      <main>
        <h1>Units</h1>
        <vms-unit-search></vms-unit-search>
        <div style="position:relative;display:flex;height:600px">
          <vms-unit-map style="display:block;flex:1;height:600px"></vms-unit-map>
          <vms-unit-drawer style="height:600px"></vms-unit-drawer>
        </div>
      </main>`);
    search = container.querySelector("vms-unit-search");
    map = container.querySelector("vms-unit-map");
    drawer = container.querySelector("vms-unit-drawer");
    await waitFor(() => searchRoot(search)?.querySelector("input"), { message: "the search input" });
  });

  after(() => container.remove());

  it("shows the placeholder and expands on focus", async () => {
    const input = searchRoot(search).querySelector("input");
    expect(input.getAttribute("placeholder")).to.equal("Search LiveUnits");
    expect(input.getAttribute("aria-expanded")).to.equal("false");
    input.focus();
    await waitFor(() => input.getAttribute("aria-expanded") === "true", { message: "expanded" });
    expect(searchRoot(search).querySelector(".search").classList.contains("expanded")).to.equal(true);
  });

  it("a search by city shows highlighted results with their count", async () => {
    const input = searchRoot(search).querySelector("input");
    type(input, "miami");
    await waitFor(() => rows(search).length > 0, { timeout: 8000, message: "result rows" });
    const title = resultsTitle(search);
    expect(title).to.match(/^Results \(\d+\)$/);
    expect(Number(title.match(/\d+/)[0])).to.be.greaterThan(0);
    const marks = [...searchRoot(search).querySelectorAll("mark")].map((node) => node.textContent.toLowerCase());
    expect(marks.length).to.be.greaterThan(0);
    expect(marks.every((text) => "miami".includes(text) || text.includes("miami"))).to.equal(true, marks.join(","));
    const live = rows(search).find((row) => row.dataset.kind === "live_unit");
    expect(live.querySelectorAll("button.action")).to.have.length(2);
  });

  it("picking a result dispatches vms-unit-select across the shadow root; the map and drawer follow", async () => {
    const events = [];
    const listener = (event) => events.push(event);
    document.addEventListener("vms-unit-select", listener);
    const row = rows(search).find(
      (node) => node.dataset.kind === "live_unit" && !node.textContent.includes("(Deactivated)"),
    );
    row.querySelector(".row-main").click();
    document.removeEventListener("vms-unit-select", listener);
    expect(events).to.have.length(1);
    expect(events[0].composed).to.equal(true);
    const unit = events[0].detail;
    expect(unit.kind).to.equal("live_unit");
    expect(library.$selectedUnit.get()).to.deep.equal(unit);
    // The map centres on the unit at zoom 17.
    await waitFor(
      () =>
        [...(mapRoot(map)?.querySelectorAll(".vms-marker") ?? [])].some((node) =>
          node.getAttribute("aria-label")?.endsWith(`: ${unit.name}`),
        ),
      {
        timeout: 8000,
        message: "the selected unit's marker",
      },
    );
    // The map pans there (animated): wait until it is still.
    await waitForSteady(
      () => {
        const node = [...mapRoot(map).querySelectorAll(".vms-marker")].find((n) =>
          n.getAttribute("aria-label")?.endsWith(`: ${unit.name}`),
        );
        const { x, y } = node ? centreOf(node) : { x: NaN, y: NaN };
        return [Math.round(x), Math.round(y), mapRoot(map).querySelector(".leaflet-container")?.dataset.zoom];
      },
      { timeout: 8000, message: "the map still on the unit" },
    );
    const marker = [...mapRoot(map).querySelectorAll(".vms-marker")].find((node) =>
      node.getAttribute("aria-label")?.endsWith(`: ${unit.name}`),
    );
    const mapCentre = centreOf(mapRoot(map).querySelector(".leaflet-container"));
    const markerCentre = centreOf(marker);
    expect(Math.abs(mapCentre.x - markerCentre.x)).to.be.below(3);
    expect(Math.abs(mapCentre.y - markerCentre.y)).to.be.below(3);
    // The drawer shows the unit.
    const drawerRoot = () => inner(drawer);
    await waitFor(() => drawerRoot()?.querySelector("h2.title"), { timeout: 8000, message: "the drawer title" });
    const aside = drawerRoot().querySelector("aside");
    expect(aside.getAttribute("aria-label")).to.equal(unit.name);
    expect(drawerRoot().querySelector(".unit-name").textContent).to.contain(unit.name);
    const [stream, history] = drawerRoot().querySelectorAll("button.action");
    expect(stream.textContent).to.equal("Stream");
    expect(stream.disabled).to.equal(false);
    expect(history.disabled).to.equal(false);
    expect(drawerRoot().querySelectorAll(".cameras a").length).to.be.greaterThan(0);
    expect(drawerRoot().querySelector(".client"), "no client name for a single-client user").to.equal(null);
  });

  it("the drawer's History asks the host first (vms-navigate) and closes on Escape", async () => {
    const drawerRoot = inner(drawer);
    const unit = library.$selectedUnit.get();
    const seen = [];
    const cancel = (event) => {
      seen.push(event.detail.path);
      event.preventDefault();
    };
    document.addEventListener("vms-navigate", cancel);
    drawerRoot.querySelectorAll("button.action")[1].click();
    document.removeEventListener("vms-navigate", cancel);
    expect(seen).to.deep.equal([`/live-unit/${unit.id}/history`]);
    expect(dialogs.filter((entry) => entry.startsWith("navigate"))).to.deep.equal([]);
    const closed = [];
    document.addEventListener("vms-drawer-close", (event) => closed.push(event), { once: true });
    drawerRoot.querySelector("aside").dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    await waitFor(() => library.$selectedUnit.get() === null, { message: "deselection" });
    expect(closed).to.have.length(1);
    await waitFor(() => !inner(drawer)?.querySelector("aside"), { message: "the drawer to close" });
  });

  it("remembers the search and reapplies it from Recent Searches", async () => {
    const input = searchRoot(search).querySelector("input");
    type(input, "");
    input.click();
    await waitFor(() => searchRoot(search).querySelector(".recent-apply"), { message: "recent searches" });
    const recent = [...searchRoot(search).querySelectorAll(".recent-apply")].map((node) => node.textContent);
    expect(recent[0]).to.equal("miami");
    expect(JSON.parse(localStorage.getItem("vms.recent-searches"))[0]).to.equal("miami");
    searchRoot(search).querySelector(".recent-apply").click();
    await waitFor(() => rows(search).length > 0, { timeout: 8000, message: "rows of the reapplied search" });
    expect(input.value).to.equal("miami");
  });

  it("the search icon runs the search and dispatches vms-search-submit across the shadow root", async () => {
    const input = searchRoot(search).querySelector("input");
    type(input, "huntington");
    const submitted = [];
    const listener = (event) => submitted.push(event);
    document.addEventListener("vms-search-submit", listener);
    searchRoot(search).querySelector(".search-button").click();
    document.removeEventListener("vms-search-submit", listener);
    expect(submitted.map((event) => [event.detail, event.composed])).to.deep.equal([[{ query: "huntington" }, true]]);
    await waitFor(() => rows(search).some((row) => row.textContent.includes("Huntington")), {
      timeout: 8000,
      message: "rows",
    });
    expect(JSON.parse(localStorage.getItem("vms.recent-searches"))[0]).to.equal("huntington");
  });

  it("shows a unit named like markup as text and runs nothing", async () => {
    const input = searchRoot(search).querySelector("input");
    type(input, "img src");
    await waitFor(() => rows(search).some((row) => row.textContent.includes("<img src=x onerror=alert(1)>")), {
      timeout: 8000,
      message: "the XSS unit",
    });
    expect(searchRoot(search).querySelector(".results img"), "no img element from a name").to.equal(null);
    expect(searchRoot(search).querySelectorAll("mark").length).to.be.greaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(dialogs.filter((entry) => entry.startsWith("alert"))).to.deep.equal([]);
  });

  it("arrows move through rows, Enter opens, Escape collapses", async () => {
    const input = searchRoot(search).querySelector("input");
    type(input, "miami");
    await waitFor(() => rows(search).length > 1 && rows(search).every((row) => !row.textContent.includes("onerror")), {
      timeout: 8000,
      message: "rows",
    });
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
    await waitFor(() => rows(search)[1]?.classList.contains("active"), { message: "second row active" });
    expect(searchRoot(search).getElementById(input.getAttribute("aria-activedescendant"))).to.not.equal(null);
    const name = rows(search)[1].querySelector(".row-title").textContent;
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    await waitFor(() => library.$selectedUnit.get(), { message: "a selection by keyboard" });
    expect(name.startsWith(library.$selectedUnit.get().name)).to.equal(true);
    input.click();
    await waitFor(() => input.getAttribute("aria-expanded") === "true", { message: "expanded again" });
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    await waitFor(() => input.getAttribute("aria-expanded") === "false", { message: "collapsed" });
    library.deselectUnit();
  });

  it("has no accessibility violations, expanded with results and in the drawer", async () => {
    const input = searchRoot(search).querySelector("input");
    input.focus();
    type(input, "miami");
    await waitFor(() => rows(search).length > 0, { timeout: 8000, message: "rows" });
    expect(await axeViolations(search)).to.deep.equal([]);
    rows(search)
      .find((row) => row.dataset.kind === "live_unit")
      .querySelector(".row-main")
      .click();
    await waitFor(() => inner(drawer)?.querySelector(".cameras"), { timeout: 8000, message: "the drawer's cameras" });
    expect(await axeViolations(drawer)).to.deep.equal([]);
    library.deselectUnit();
  });
});
