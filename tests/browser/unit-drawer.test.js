import { expect } from "@esm-bundle/chai";
import { axeViolations } from "./helpers/axe.js";
import { mount, serverEnv, waitFor } from "./helpers/env.js";
import { loadLibrary } from "./helpers/library.js";
/** The drawer's content (its shadow root holds nothing while no unit is selected). */
const drawerRoot = (drawer) => (drawer.shadowRoot?.querySelector("aside") ? drawer.shadowRoot : null);

/** Finds units through the real search API as `user` (no ids written into the test). */
async function findHits(user, query, indices) {
  const { apiBaseUrl, tokens } = serverEnv();
  const params = new URLSearchParams({ q: query, offset: "0", limit: "200" });
  for (const index of indices) params.append("filter[indices][]", index);
  const response = await fetch(`${apiBaseUrl}/api/vms/search?${params}`, {
    headers: { Authorization: `Bearer ${tokens[user]}` },
  });
  const body = await response.json();
  return body.data.results;
}

async function useAs(library, user) {
  const { apiBaseUrl, tokens } = serverEnv();
  library.deselectUnit();
  library.configure({ apiBaseUrl, token: tokens[user] });
}

const isLive = (hit) =>
  hit._source.date_activated && Date.parse(hit._source.date_activated) < Date.now() && !hit._source.date_deactivated;
const select = (library, hit, kind = "live_unit", deactivated = false) =>
  library.selectUnit({ kind, id: hit._source.id, name: hit._source.name, deactivated, position: null });
const buttons = (drawer) =>
  [...drawerRoot(drawer).querySelectorAll("button.action")].map((button) => [button.textContent, button.disabled]);
const notice = (drawer) => drawerRoot(drawer).querySelector(".notice")?.textContent ?? null;

describe("<vms-unit-drawer>", () => {
  let library;
  let container;
  let drawer;

  before(async () => {
    library = await loadLibrary({ defineAll: true });
    await useAs(library, "operator");
    container = mount('<main><vms-unit-drawer style="height:700px"></vms-unit-drawer></main>');
    drawer = container.querySelector("vms-unit-drawer");
  });

  after(() => container.remove());

  it("is empty while nothing is selected", () => {
    expect(drawerRoot(drawer)).to.equal(null);
  });

  it("operator: a live unit with health, address, Stream, History and cameras; no client name", async () => {
    await useAs(library, "operator");
    const hit = (await findHits("operator", "*", ["live_units"])).find(isLive);
    select(library, hit);
    await waitFor(() => drawerRoot(drawer)?.querySelector(".cameras"), { timeout: 8000, message: "cameras" });
    const root = drawerRoot(drawer);
    expect(root.querySelector("aside").getAttribute("aria-label")).to.equal(hit._source.name);
    expect(root.querySelector(".unit-name").textContent).to.equal(`${hit._source.name} (${hit._source.serial})`);
    const health = root.querySelector(".health");
    expect(health.getAttribute("title")).to.be.a("string").and.not.equal("");
    expect(health.getAttribute("aria-label")).to.equal(`Health: ${health.getAttribute("title")}`);
    expect(buttons(drawer)).to.deep.equal([
      ["Stream", false],
      ["History", false],
    ]);
    expect(root.querySelector(".client")).to.equal(null);
    const links = [...root.querySelectorAll(".cameras a")];
    expect(links.length).to.be.greaterThan(0);
    // Links point at the portal (portal-url, here the page's origin), so a new tab opens the right page.
    expect(links.every((link) => /^\/camera\/\d+\/stream$/.test(new URL(link.href).pathname))).to.equal(true);
    expect(links.every((link) => link.href.startsWith(location.origin))).to.equal(true);
    expect(await axeViolations(drawer)).to.deep.equal([]);
  });

  it("Stream asks for the default camera and opens its stream page through navigate", async () => {
    const paths = [];
    library.configure({ navigate: (path) => paths.push(path) });
    drawerRoot(drawer).querySelector("button.action.primary").click();
    await waitFor(() => paths.length > 0, { message: "navigation" });
    expect(paths[0]).to.match(/^\/camera\/\d+\/stream$/);
  });

  it("an archive cabinet offers History only", async () => {
    const [cabinet] = await findHits("operator", "*", ["archive_cabinets"]);
    select(library, cabinet, "archive_cabinet");
    await waitFor(() => drawerRoot(drawer)?.querySelector(".badge")?.textContent === "Archive cabinet", {
      timeout: 8000,
      message: "the cabinet",
    });
    expect(buttons(drawer)).to.deep.equal([["History", false]]);
  });

  it("multi-client user: the client name shows", async () => {
    await useAs(library, "multi");
    await waitFor(
      () =>
        library.$unitSearchRights.get().status === "success" && library.$unitSearchRights.get().data.is_multi_client,
      {
        timeout: 8000,
        message: "the multi-client rights",
      },
    );
    const hit = (await findHits("multi", "*", ["live_units"])).find(isLive);
    select(library, hit);
    await waitFor(() => drawerRoot(drawer)?.querySelector(".client"), { timeout: 8000, message: "the client name" });
    expect(drawerRoot(drawer).querySelector(".client").textContent).to.equal(`Client: ${hit._source.client_name}`);
  });

  it("limited user: buttons follow the rights, with the matching access notice", async () => {
    await useAs(library, "limited");
    const hits = (await findHits("limited", "*", ["live_units"])).filter(isLive);
    const seen = new Set();
    for (const hit of hits.slice(0, 80)) {
      select(library, hit);
      await waitFor(() => drawerRoot(drawer)?.querySelector(".unit-name")?.textContent.startsWith(hit._source.name), {
        timeout: 8000,
        message: hit._source.name,
      });
      const state = JSON.stringify([buttons(drawer), notice(drawer)]);
      seen.add(state);
      library.deselectUnit();
      if (seen.size >= 2) break;
    }
    const states = [...seen].map((text) => JSON.parse(text));
    expect(states).to.deep.include([
      [
        ["Stream", false],
        ["History", true],
      ],
      "You don't have access to the History page.",
    ]);
    expect(states).to.deep.include([
      [
        ["Stream", true],
        ["History", false],
      ],
      "You don't have access to the Streaming page.",
    ]);
  });

  it("a unit the user may not read: the error notification and inline message, and the drawer stays usable", async () => {
    const [foreign] = (await findHits("admin", "*", ["live_units"])).filter(
      (hit) => hit._source.client_name !== undefined,
    );
    const ownIds = new Set((await findHits("operator", "*", ["live_units"])).map((hit) => hit._source.id));
    const other =
      (await findHits("admin", "pole", ["live_units"])).find((hit) => !ownIds.has(hit._source.id)) ?? foreign;
    await useAs(library, "operator");
    select(library, other);
    const alert = await waitFor(() => drawerRoot(drawer)?.querySelector('[part="status"][role="alert"]'), {
      timeout: 8000,
      message: "the inline error",
    });
    // The server answers 404 for a unit the user may not read (as for one that does not exist):
    // the drawer says so, with no Retry that could not succeed.
    expect(alert.querySelector("span").textContent).to.equal("Unit not found");
    expect(alert.querySelector('[part="retry-button"]')).to.equal(null);
    expect(library.$visibleNotifications.get().map((n) => n.key)).to.include("core:errors.liveUnitInfo");
    drawerRoot(drawer).querySelector("button.close").click();
    await waitFor(() => drawerRoot(drawer) === null, { message: "closed" });
    expect(library.$selectedUnit.get()).to.equal(null);
  });
});
