import { expect } from "@esm-bundle/chai";
import { axeViolations } from "./helpers/axe.js";
import { mount, serverEnv, waitFor } from "./helpers/env.js";
import { loadLibrary } from "./helpers/library.js";

const $ = (el, selector) => el.shadowRoot?.querySelector(selector) ?? null;
const $$ = (el, selector) => [...(el.shadowRoot?.querySelectorAll(selector) ?? [])];
const text = (node) => node?.textContent?.trim() ?? "";
const names = (el) => $$(el, "[part=list-name]").map(text);

/** The user's lists, straight from the API (no ids or names written into the checks). */
async function listsOf(user) {
  const { apiBaseUrl, tokens } = serverEnv();
  const response = await fetch(`${apiBaseUrl}/api/cam_lists/all`, {
    headers: { Authorization: `Bearer ${tokens[user]}` },
  });
  return (await response.json()).data;
}

/** Types into a React-controlled field (the native setter, then an input event). */
function type(input, value) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("<vms-favorites>", function () {
  this.timeout(30_000);
  let library;
  let container;

  before(async () => {
    library = await loadLibrary({ defineAll: true });
  });
  afterEach(() => container?.remove());

  const show = () => {
    container = mount("<main><vms-favorites></vms-favorites></main>");
    return container.querySelector("vms-favorites");
  };

  it("signed out: says so with a sign-in link and the vms-auth-required event", async () => {
    library.configure({ apiBaseUrl: serverEnv().apiBaseUrl, token: undefined });
    const events = [];
    document.addEventListener("vms-auth-required", (e) => events.push(e), { once: true });
    const element = show();
    await waitFor(() => text($(element, "[part=status]")).includes("You are not signed in."), {
      message: "signed out",
    });
    expect($(element, "[part=sign-in-link]")).to.not.equal(null);
    await waitFor(() => events.length === 1, { message: "vms-auth-required" });
    expect(events[0].composed).to.equal(true);
  });

  it("a failed load: the catalogue's error with Retry", async () => {
    const { apiBaseUrl, tokens } = serverEnv();
    library.configure({ apiBaseUrl: `${apiBaseUrl}/nowhere`, token: tokens.operator });
    const element = show();
    await waitFor(() => $(element, "[part=retry-button]"), { timeout: 10_000, message: "the error" });
    expect(text($(element, "[part=status]"))).to.match(/^Failed to load your camera lists/);
    expect(text($(element, "[part=retry-button]"))).to.equal("Retry");
  });

  it("operator: the lists with their cameras; New list creates one; Open as mosaic asks to navigate; axe clean", async () => {
    const { apiBaseUrl, tokens } = serverEnv();
    library.configure({ apiBaseUrl, token: tokens.operator, navigate: undefined });
    const expected = await listsOf("operator");
    const element = show();
    await waitFor(() => names(element).length === expected.length, { timeout: 10_000, message: "the lists" });
    expect(names(element)).to.deep.equal(expected.map((l) => l.name));
    expect(names(element)[0]).to.equal("Favorites");
    const first = expected.find((l) => l.cameras.length > 0);
    if (first) {
      const list = $$(element, "[part=list]")[expected.indexOf(first)];
      const links = [...list.querySelectorAll("[part=camera-link]")];
      expect(links.map(text)).to.deep.equal(first.cameras.map((c) => c.camName));
      expect(new URL(links[0].href).pathname).to.equal(`/camera/${first.cameras[0].camId}/stream`);
      expect(list.querySelectorAll("[part=health]").length).to.equal(first.cameras.length);
    }
    expect(await axeViolations(element)).to.deep.equal([]);

    // New list: the name form, Enter saves, the list appears.
    $(element, "[part=new-list-button]").click();
    await waitFor(() => $(element, "[part=name-form] input"), { message: "the name form" });
    const name = `Browser ${Date.now().toString(36)}`;
    type($(element, "[part=name-form] input"), name);
    $(element, "[part=name-form] button[type=submit]").click();
    await waitFor(() => names(element).includes(name), { timeout: 10_000, message: "the new list" });
    expect((await listsOf("operator")).some((l) => l.name === name)).to.equal(true);

    // Open as mosaic: one cancelable vms-navigate to the list's mosaic page.
    const made = (await listsOf("operator")).find((l) => l.name === name);
    const heard = [];
    element.addEventListener("vms-navigate", (event) => (heard.push(event), event.preventDefault()), { once: true });
    const favourites = $$(element, "[part=list]")[0];
    const open = favourites.querySelector("[part=list-button]");
    if (!open.disabled) {
      open.click();
      expect(heard[0].detail.path).to.equal(`/favorites/${expected[0].id}/mosaic`);
      expect(heard[0].composed).to.equal(true);
    }
    expect(made.cameras).to.deep.equal([]);
  });
});
