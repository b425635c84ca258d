import { expect } from "@esm-bundle/chai";
import { axeViolations } from "./helpers/axe.js";
import { mount, serverEnv, waitFor } from "./helpers/env.js";
import { loadLibrary } from "./helpers/library.js";

/** Links the rules give the operator demo user (document 1 §6), written out by hand. */
const OPERATOR_LINKS = [
  "liveUnits",
  "favorites",
  "vms",
  "commandCenter",
  "reports",
  "videoLibrary",
  "selfService",
  "legacySettings",
];

describe("<vms-portal-nav>", () => {
  let lib;
  let container;
  const visited = [];

  before(async () => {
    const env = serverEnv();
    lib = await loadLibrary({ defineAll: true });
    lib.configure({
      apiBaseUrl: env.apiBaseUrl,
      token: env.tokens.operator,
      nextAppUrl: "https://next.example.test",
      vmsUrl: "https://vms.example.test",
      supportEmail: "help@example.test",
      supportPhone: "(303) 555-0199",
      navigate: (path) => visited.push(path),
    });
  });

  afterEach(() => {
    container?.remove();
    visited.length = 0;
    lib.setNavCollapsed(false);
  });

  const shadow = (element) => element.shadowRoot;
  const linkIds = (element) => [...shadow(element).querySelectorAll("a[data-link]")].map((a) => a.dataset.link);
  async function mountNav(html = `<vms-portal-nav active-path="/camera/12/stream"></vms-portal-nav>`) {
    container = mount(html);
    const navs = [...container.querySelectorAll("vms-portal-nav")];
    for (const nav of navs)
      await waitFor(() => shadow(nav)?.querySelector("a[data-link]"), { message: "navigation links" });
    return navs;
  }

  it("shows exactly the operator's links, in order, from the shared session stores", async () => {
    const [nav] = await mountNav();
    expect(linkIds(nav)).to.deep.equal(OPERATOR_LINKS);
    const commandCenter = shadow(nav).querySelector('a[data-link="commandCenter"]');
    expect(commandCenter.getAttribute("href")).to.equal("https://next.example.test/alerts");
    expect(shadow(nav).querySelector('a[data-link="selfService"]').parentElement.className).to.equal("header");
    // Favorites sits under Live Units (the cameras permission), a page of this portal.
    const favorites = shadow(nav).querySelector('a[data-link="favorites"]');
    expect(favorites.parentElement.className).to.equal("sub");
    expect(new URL(favorites.href).pathname).to.equal("/favorites");
  });

  it("marks the active link from the active-path attribute and property", async () => {
    const [nav] = await mountNav();
    const current = () => [...shadow(nav).querySelectorAll('a[aria-current="page"]')].map((a) => a.dataset.link);
    expect(current()).to.deep.equal(["liveUnits"]);
    expect(nav.activePath).to.equal("/camera/12/stream");
    nav.removeAttribute("active-path");
    await waitFor(() => current().length === 0, { message: "no current link" });
    nav.activePath = "/";
    await waitFor(() => current().length === 1, { message: "current link again" });
    expect(nav.getAttribute("active-path")).to.equal("/");
  });

  it("asks with a cancelable vms-navigate that crosses the shadow root", async () => {
    const [nav] = await mountNav();
    const seen = [];
    const listener = (event) => {
      seen.push({ detail: event.detail, composed: event.composed, bubbles: event.bubbles, target: event.target });
      event.preventDefault();
    };
    document.addEventListener("vms-navigate", listener);
    shadow(nav).querySelector('a[data-link="vms"]').click();
    shadow(nav).querySelector('a[data-link="liveUnits"]').click();
    document.removeEventListener("vms-navigate", listener);
    expect(seen.map((e) => e.detail)).to.deep.equal([
      { path: "https://vms.example.test", href: "https://vms.example.test", external: true },
      { path: "/", href: `${location.origin}/`, external: false },
    ]);
    expect(seen.every((e) => e.composed && e.bubbles && e.target === nav)).to.equal(true);
    expect(visited).to.deep.equal([]);
    expect(location.href).to.not.contain("vms.example.test");
  });

  it("follows an internal link through the configured navigate hook when not cancelled", async () => {
    const [nav] = await mountNav();
    shadow(nav).querySelector('a[data-link="liveUnits"]').click();
    expect(visited).to.deep.equal(["/"]);
  });

  it("collapses every navigation on the page through one shared store", async () => {
    const [first, second] = await mountNav(`<vms-portal-nav></vms-portal-nav><vms-portal-nav></vms-portal-nav>`);
    const toggle = shadow(first).querySelector("button.toggle");
    expect(toggle.getAttribute("aria-expanded")).to.equal("true");
    toggle.click();
    await waitFor(() => shadow(second).querySelector("nav[data-collapsed]"), { message: "second nav collapsed" });
    expect(shadow(first).querySelector("button.toggle").getAttribute("aria-expanded")).to.equal("false");
    expect(shadow(second).querySelector('a[data-link="vms"]').getAttribute("aria-label")).to.equal("VMS");
    expect(linkIds(second)).to.deep.equal(linkIds(first));
  });

  it("opens the Help Center menu with the configured contacts and closes it with Escape", async () => {
    const [nav] = await mountNav();
    const [help] = shadow(nav).querySelectorAll("button.menu-button");
    expect(help.textContent).to.equal("Help Center");
    help.click();
    const panel = await waitFor(
      () => {
        const id = help.getAttribute("aria-controls");
        const element = shadow(nav).getElementById(id);
        return element && !element.hidden ? element : null;
      },
      { message: "open help menu" },
    );
    expect(help.getAttribute("aria-expanded")).to.equal("true");
    const text = panel.textContent;
    expect(text).to.contain("help@example.test");
    expect(text).to.contain("(303) 555-0199");
    expect(text).to.contain("Monday to Friday 6am to 8pm Mountain Time");
    expect(panel.querySelector('a[href^="mailto:"]').getAttribute("href")).to.equal("mailto:help@example.test");
    expect(panel.querySelector('a[href^="tel:"]').getAttribute("href")).to.equal("tel:3035550199");
    panel.querySelector("a").focus();
    panel
      .querySelector("a")
      .dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, composed: true }));
    await waitFor(() => panel.hidden, { message: "help menu closed" });
    expect(shadow(nav).activeElement).to.equal(help);
  });

  it("dispatches vms-sign-out; cancelled it stays, otherwise it signs out and asks for the sign-in page", async () => {
    const [nav] = await mountNav();
    const account = shadow(nav).querySelectorAll("button.menu-button")[1];
    account.click();
    const signOut = shadow(nav).querySelector("button.sign-out");
    expect(signOut.textContent).to.equal("Sign Out");
    let events = 0;
    const cancel = (event) => {
      events += 1;
      event.preventDefault();
    };
    nav.addEventListener("vms-sign-out", cancel);
    signOut.click();
    nav.removeEventListener("vms-sign-out", cancel);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events).to.equal(1);
    expect(visited).to.deep.equal([]);
    account.click();
    shadow(nav).querySelector("button.sign-out").click();
    await waitFor(() => visited.length > 0, { message: "sign-out navigation" });
    expect(visited).to.deep.equal([`${serverEnv().apiBaseUrl}/auth/redirect`]);
  });

  it("has no accessibility violations, collapsed or with a menu open", async () => {
    const [nav] = await mountNav();
    expect(await axeViolations(nav)).to.deep.equal([]);
    shadow(nav).querySelector("button.menu-button").click();
    expect(await axeViolations(nav)).to.deep.equal([]);
    shadow(nav).querySelector("button.toggle").click();
    await waitFor(() => shadow(nav).querySelector("nav[data-collapsed]"), { message: "collapsed" });
    expect(await axeViolations(nav)).to.deep.equal([]);
  });
});
