import { expect } from "@esm-bundle/chai";
import { axeViolations } from "./helpers/axe.js";
import { mount, serverEnv, waitFor, waitForSteady } from "./helpers/env.js";
import { loadLibrary } from "./helpers/library.js";

/** The map renders straight into the element's shadow root. */
const inner = (element) => element.shadowRoot;
const all = (element, selector) => [...(inner(element)?.querySelectorAll(selector) ?? [])];
const centreOf = (node) => {
  const rect = node.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
};
/** The markers and clusters drawn, where they are, and the zoom: steady once the map has settled and drawn. */
const drawn = (element) => {
  const canvas = inner(element).querySelector(".leaflet-container");
  const markers = all(element, ".leaflet-marker-icon").map((node) => {
    const { x, y } = centreOf(node);
    return `${node.getAttribute("aria-label")}@${Math.round(x)},${Math.round(y)}`;
  });
  return { zoom: canvas?.dataset.zoom, animating: !!canvas?.classList.contains("leaflet-zoom-anim"), markers };
};
const settled = (element, message) => waitForSteady(() => drawn(element), { timeout: 10_000, message });

describe("<vms-unit-map>", () => {
  let library;
  let container;
  let map;

  before(async () => {
    library = await loadLibrary({ defineAll: true });
    const { apiBaseUrl, tokens } = serverEnv();
    // `multi` sees about 2,700 units: enough for clusters (more than 500) and the worker (more than 2,000).
    library.configure({ apiBaseUrl, token: tokens.multi });
    container = mount('<vms-unit-map style="display:block;width:900px;height:600px"></vms-unit-map>');
    map = container.querySelector("vms-unit-map");
  });

  after(() => container.remove());

  it("shows Loading... until the first search succeeds, then clusters", async () => {
    await waitFor(() => inner(map)?.querySelector(".leaflet-container"), { message: "the map" });
    const loading = inner(map).querySelector('[role="status"]');
    if (loading) expect(loading.textContent).to.equal("Loading...");
    await waitFor(() => !inner(map).querySelector('[role="status"]'), {
      timeout: 10000,
      message: "Loading... to go",
    });
    await waitFor(() => all(map, ".vms-cluster").length > 0, { timeout: 10000, message: "clusters" });
    const total = all(map, ".vms-cluster").reduce((sum, node) => sum + Number(node.textContent.replace("k", "000")), 0);
    expect(total).to.be.greaterThan(500);
    expect(all(map, ".leaflet-marker-icon").length).to.be.below(500);
    expect(all(map, ".vms-cluster")[0].getAttribute("aria-label")).to.match(/^Cluster of \d+ units$/);
  });

  it("draws the offline basemap under the tiles", () => {
    expect(all(map, ".leaflet-vms-basemap-pane canvas").length).to.be.greaterThan(0);
  });

  it("credits the tiles on show, as configured", async () => {
    const credit = () => inner(map).querySelector("[part=attribution]");
    const defaults = {
      roadmapAttribution: credit().textContent,
      roadmapAttributionUrl: credit().querySelector("a").href,
    };
    expect(defaults).to.deep.equal({
      roadmapAttribution: "© OpenStreetMap contributors",
      roadmapAttributionUrl: "https://www.openstreetmap.org/copyright",
    });
    // The host's text is text, and only a web page becomes a link.
    library.configure({ roadmapAttribution: "Tiles <b>ours</b>", roadmapAttributionUrl: "javascript:alert(1)" });
    await waitFor(() => credit()?.textContent === "Tiles <b>ours</b>", { message: "the host's credit" });
    expect(credit().querySelector("a, b")).to.equal(null);
    library.configure({ roadmapAttribution: "" });
    await waitFor(() => !credit(), { message: "no credit" });
    library.configure(defaults);
    await waitFor(() => credit()?.querySelector("a"), { message: "the default credit again" });
  });

  it("zooms in when a cluster is clicked, until unit markers show", async () => {
    for (let i = 0; i < 12 && all(map, ".vms-marker--live").length === 0; i++) {
      const clusters = all(map, ".vms-cluster");
      const zoomBefore = inner(map).querySelector(".leaflet-container").dataset.zoom;
      clusters.sort((a, b) => Number(b.textContent.replace("k", "000")) - Number(a.textContent.replace("k", "000")));
      clusters[0].click();
      await waitFor(() => Number(inner(map).querySelector(".leaflet-container").dataset.zoom) > Number(zoomBefore), {
        message: "a zoom in",
      });
      await settled(map, "the markers of the new zoom");
    }
    expect(all(map, ".vms-marker--live").length).to.be.greaterThan(0);
  });

  it("a marker click dispatches vms-unit-select across the shadow root and sets the shared selection", async () => {
    const events = [];
    const listener = (event) => events.push(event);
    document.addEventListener("vms-unit-select", listener);
    const marker = all(map, ".vms-marker--live")[0];
    marker.click();
    document.removeEventListener("vms-unit-select", listener);
    expect(events).to.have.length(1);
    const { detail } = events[0];
    expect(events[0].composed).to.equal(true);
    expect(detail.kind).to.equal("live_unit");
    expect(marker.getAttribute("aria-label")).to.equal(`Live Unit: ${detail.name}`);
    expect(library.$selectedUnit.get()).to.deep.equal(detail);
    expect(detail.position.lat).to.be.within(-90, 90);
    await waitFor(() => all(map, ".vms-marker--selected").length === 1, { message: "the selected marker highlighted" });
    expect(all(map, ".vms-marker--selected")[0].getAttribute("aria-label")).to.equal(`Live Unit: ${detail.name}`);
  });

  it("markers are focusable and Enter selects", async () => {
    library.deselectUnit();
    const marker = all(map, ".vms-marker--live").at(-1);
    expect(marker.tabIndex).to.equal(0);
    marker.focus();
    marker.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    await waitFor(() => library.$selectedUnit.get(), { message: "a selection by keyboard" });
    expect(marker.getAttribute("aria-label")).to.contain(library.$selectedUnit.get().name);
  });

  it("centres at zoom 17 on a unit selected elsewhere", async () => {
    const canvas = inner(map).querySelector(".leaflet-container");
    const selected = library.$selectedUnit.get();
    library.deselectUnit();
    const zoomBefore = Number(canvas.dataset.zoom);
    inner(map).querySelector(".leaflet-control-zoom-out").click();
    await waitFor(() => Number(canvas.dataset.zoom) < zoomBefore, { message: "a zoom out" });
    await settled(map, "the zoomed-out map");
    library.selectUnit({ ...selected });
    await waitFor(() => canvas.dataset.zoom === "17", { message: "zoom 17" });
    await settled(map, "the map centred on the unit");
    const marker = all(map, ".vms-marker").find((node) =>
      node.getAttribute("aria-label")?.endsWith(`: ${selected.name}`),
    );
    expect(marker, "the selected unit's marker").to.not.equal(undefined);
    const mapCentre = centreOf(canvas);
    const markerCentre = centreOf(marker);
    expect(Math.abs(mapCentre.x - markerCentre.x)).to.be.below(3);
    expect(Math.abs(mapCentre.y - markerCentre.y)).to.be.below(3);
    expect(canvas.dataset.zoom).to.equal("17");
  });

  it("filters change what is shown and All follows the three toggles", async () => {
    const boxes = () => all(map, ".vms-filters input");
    const [allBox, cabinets, deactivated, live] = boxes();
    expect(boxes().map((box) => box.checked)).to.deep.equal([true, true, true, true]);
    live.click();
    await waitFor(() => all(map, ".vms-marker--live").length === 0, { message: "live units hidden" });
    expect(allBox.checked).to.equal(false);
    allBox.click();
    expect(boxes().map((box) => box.checked)).to.deep.equal([true, true, true, true]);
    allBox.click();
    await waitFor(() => all(map, ".leaflet-marker-icon").length === 0, { message: "every marker hidden" });
    expect([cabinets.checked, deactivated.checked]).to.deep.equal([false, false]);
    allBox.click();
    await waitFor(() => all(map, ".vms-marker--live").length > 0, { message: "live units back" });
  });

  it("switches the map type and reports it", async () => {
    const calls = [];
    library.configure({ analytics: (name, properties) => calls.push([name, properties]) });
    const satellite = all(map, ".vms-toolbar__types button")[1];
    satellite.click();
    await waitFor(() => satellite.getAttribute("aria-pressed") === "true", { message: "satellite pressed" });
    expect(calls).to.deep.equal([["map_type_change", { mapType: "satellite" }]]);
    expect(all(map, ".vms-tiles--satellite").length).to.equal(1);
    expect(inner(map).querySelector("[part=attribution]").textContent).to.match(/^Tiles © Esri — Source: /);
  });

  it("the fit button fits every unit shown", async () => {
    const canvas = inner(map).querySelector(".leaflet-container");
    const total = async () => {
      await settled(map, "the markers drawn");
      return (
        all(map, ".vms-cluster").reduce(
          (sum, node) => sum + Number(/\d+/.exec(node.getAttribute("aria-label"))[0]),
          0,
        ) + all(map, ".vms-marker").length
      );
    };
    library.selectUnit({ ...library.$selectedUnit.get() });
    await waitFor(() => canvas.dataset.zoom === "17", { message: "zoom 17" });
    const zoomedIn = await total();
    inner(map).querySelector('button[aria-label="Centre the map on all units"]').click();
    await waitFor(() => Number(canvas.dataset.zoom) < 17, { message: "the fit" });
    const fitted = await total();
    expect(fitted).to.be.greaterThan(zoomedIn);
    expect(fitted).to.be.greaterThan(2000);
    expect(Number(canvas.dataset.zoom)).to.be.within(2, 6);
  });

  it("has no accessibility violations", async () => {
    const violations = await axeViolations(map);
    expect(violations).to.deep.equal([]);
  });
});
