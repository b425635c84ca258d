// What an embedding host sees: the signed-out state (event and link), a failed load then Retry,
// and the one navigation request (vms-navigate: cancel, hook, default new tab). Against the built
// CDN bundle and the reference server, as a partner page would load them.
import { expect } from "@esm-bundle/chai";
import { mount, serverEnv, waitFor } from "./helpers/env.js";
import { loadLibrary } from "./helpers/library.js";

const statusOf = (element) => element.shadowRoot?.querySelector('[part="status"]') ?? null;
const textOf = (node) => node?.querySelector("span")?.textContent ?? node?.textContent ?? "";

/** Finds a unit through the real search API as `user`. */
async function firstLiveUnit(user) {
  const { apiBaseUrl, tokens } = serverEnv();
  const response = await fetch(`${apiBaseUrl}/api/vms/search?q=*&limit=50&filter[indices][]=live_units`, {
    headers: { Authorization: `Bearer ${tokens[user]}` },
  });
  const hit = (await response.json()).data.results.find((h) => !h._source.date_deactivated);
  return { kind: "live_unit", id: hit._source.id, name: hit._source.name, deactivated: false, position: null };
}

describe("embedding: nobody signed in", () => {
  let library;
  let container;

  before(async () => {
    library = await loadLibrary({ defineAll: true });
  });

  afterEach(() => container?.remove());

  it("the map shows 'You are not signed in.' with a sign-in link, and dispatches vms-auth-required", async () => {
    const { apiBaseUrl } = serverEnv();
    // No token, and no session cookie on this origin: the API answers 401.
    library.configure({ apiBaseUrl, token: "", navigate: undefined });
    const heard = [];
    const listener = (event) => heard.push(event);
    document.addEventListener("vms-auth-required", listener);
    container = mount('<vms-unit-map style="display:block;width:600px;height:400px"></vms-unit-map>');
    const map = container.querySelector("vms-unit-map");
    const status = await waitFor(() => statusOf(map)?.getAttribute("role") === "alert" && statusOf(map), {
      timeout: 8000,
      message: "the signed-out state",
    });
    document.removeEventListener("vms-auth-required", listener);
    expect(textOf(status)).to.equal("You are not signed in.");
    const link = status.querySelector('[part="sign-in-link"]');
    expect(link.textContent).to.equal("Sign in");
    const expected = `${apiBaseUrl}/auth/redirect?redirect_to=${encodeURIComponent(location.href)}`;
    expect(link.getAttribute("href")).to.equal(expected);
    expect(heard).to.have.length(1);
    expect(heard[0].composed && heard[0].bubbles).to.equal(true);
    expect(heard[0].detail).to.deep.equal({ signInUrl: expected, reason: "missing" });
    expect(heard[0].target).to.equal(map);
  });

  it("the sign-in link asks the host (vms-navigate) and never moves this page", async () => {
    const { apiBaseUrl } = serverEnv();
    library.configure({ apiBaseUrl, token: "" });
    container = mount("<vms-unit-search></vms-unit-search>");
    const search = container.querySelector("vms-unit-search");
    const input = await waitFor(() => search.shadowRoot?.querySelector("input"), { message: "the input" });
    input.focus();
    const link = await waitFor(() => search.shadowRoot.querySelector('[part="sign-in-link"]'), {
      timeout: 8000,
      message: "the sign-in link in the panel",
    });
    const asked = [];
    const cancel = (event) => {
      asked.push(event.detail);
      event.preventDefault();
    };
    document.addEventListener("vms-navigate", cancel);
    const before = location.href;
    link.click();
    document.removeEventListener("vms-navigate", cancel);
    expect(asked).to.have.length(1);
    expect(asked[0].external).to.equal(true);
    expect(asked[0].path).to.equal(link.getAttribute("href"));
    expect(location.href).to.equal(before);
  });
});

describe("embedding: a failed load, then Retry", () => {
  let library;
  let container;
  const realFetch = window.fetch;

  before(async () => {
    library = await loadLibrary({ defineAll: true });
  });

  afterEach(() => {
    window.fetch = realFetch;
    container?.remove();
  });

  /** Makes the search call answer 503 while `failing` is true (the library calls the global fetch). */
  function breakSearch(state) {
    window.fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (state.failing && url.includes("/api/vms/search?")) {
        state.calls += 1;
        return Promise.resolve(
          new Response(JSON.stringify({ status: 503, statusMessage: "Service Unavailable", data: null }), {
            status: 503,
            headers: { "content-type": "application/json" },
          }),
        );
      }
      return realFetch(input, init);
    };
  }

  it("the map shows the catalogue's error with Retry instead of 'Loading...' forever; Retry loads it", async () => {
    const { apiBaseUrl, tokens } = serverEnv();
    const state = { failing: true, calls: 0 };
    breakSearch(state);
    library.configure({ apiBaseUrl, token: tokens.operator });
    container = mount('<vms-unit-map style="display:block;width:600px;height:400px"></vms-unit-map>');
    const map = container.querySelector("vms-unit-map");
    const status = await waitFor(() => statusOf(map)?.getAttribute("role") === "alert" && statusOf(map), {
      timeout: 8000,
      message: "the error state",
    });
    expect(textOf(status)).to.equal("Failed to get live units");
    const retry = status.querySelector('[part="retry-button"]');
    expect(retry.textContent).to.equal("Retry");
    state.failing = false;
    retry.click();
    await waitFor(() => !statusOf(map), { timeout: 8000, message: "the map to load after Retry" });
    await waitFor(() => map.shadowRoot.querySelectorAll(".vms-marker").length > 0, { message: "markers" });
  });

  it("a transient failure is retried by itself with backoff", async () => {
    const { apiBaseUrl, tokens } = serverEnv();
    const state = { failing: true, calls: 0 };
    breakSearch(state);
    library.configure({ apiBaseUrl, token: tokens.limited });
    container = mount('<vms-unit-map style="display:block;width:600px;height:400px"></vms-unit-map>');
    const map = container.querySelector("vms-unit-map");
    await waitFor(() => statusOf(map)?.getAttribute("role") === "alert", { timeout: 8000, message: "the error" });
    state.failing = false;
    await waitFor(() => !statusOf(map), { timeout: 5000, message: "the automatic retry" });
    expect(state.calls).to.equal(1);
  });
});

describe("embedding: one navigation request (vms-navigate)", () => {
  let library;
  let container;
  let drawer;
  const opened = [];
  const realOpen = window.open;

  before(async () => {
    library = await loadLibrary({ defineAll: true });
    const { apiBaseUrl, tokens } = serverEnv();
    window.open = (...args) => {
      opened.push(args);
      return null;
    };
    library.configure({
      apiBaseUrl,
      token: tokens.operator,
      portalUrl: "https://portal.example.test/",
      navigate: undefined,
    });
    container = mount('<vms-unit-drawer style="height:600px"></vms-unit-drawer>');
    drawer = container.querySelector("vms-unit-drawer");
    library.selectUnit(await firstLiveUnit("operator"));
    await waitFor(() => drawer.shadowRoot?.querySelector('[part="history-button"]'), {
      timeout: 8000,
      message: "the drawer",
    });
  });

  after(() => {
    window.open = realOpen;
    library.deselectUnit();
    library.configure({ portalUrl: "/" });
    container.remove();
  });

  beforeEach(() => (opened.length = 0));

  const history = () => drawer.shadowRoot.querySelector('[part="history-button"]');

  it("cancelled: nothing happens", () => {
    const cancel = (event) => event.preventDefault();
    document.addEventListener("vms-navigate", cancel, { once: true });
    history().click();
    expect(opened).to.deep.equal([]);
  });

  it("not cancelled and no hook: the page opens at the portal URL in a new tab", () => {
    const seen = [];
    document.addEventListener("vms-navigate", (event) => seen.push(event.detail), { once: true });
    history().click();
    const unit = library.$selectedUnit.get();
    const path = `/live-unit/${unit.id}/history`;
    expect(seen).to.deep.equal([{ path, href: `https://portal.example.test${path}`, external: false }]);
    expect(opened).to.deep.equal([[`https://portal.example.test${path}`, "_blank", "noopener"]]);
  });

  it("not cancelled with a hook: the hook gets the path, no tab opens", () => {
    const visited = [];
    library.configure({ navigate: (path) => visited.push(path) });
    history().click();
    expect(visited).to.deep.equal([`/live-unit/${library.$selectedUnit.get().id}/history`]);
    expect(opened).to.deep.equal([]);
  });

  it("camera links point at the portal, so a new-tab click opens the right page", () => {
    const link = drawer.shadowRoot.querySelector('[part="camera"]');
    expect(link.href).to.match(/^https:\/\/portal\.example\.test\/camera\/\d+\/stream$/);
  });
});
