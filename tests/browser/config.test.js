import { expect } from "@esm-bundle/chai";
import { axeViolations } from "./helpers/axe.js";
import { mount, serverEnv, waitFor } from "./helpers/env.js";

const BUNDLE = "/dist/cdn/vms-widgets.js";

describe("<vms-config>", () => {
  let lib;
  let container;
  let env;

  before(async () => {
    env = serverEnv();
    lib = await import(BUNDLE);
  });

  afterEach(() => {
    container?.remove();
  });

  it("writes its attributes into the shared configuration and renders nothing", async () => {
    container = mount(
      `<vms-config api-base-url="${env.apiBaseUrl}" token="${env.tokens.admin}" support-email="desk@example.test" next-app-url="https://next.example.test"></vms-config>`,
    );
    const element = container.querySelector("vms-config");
    const config = lib.$config.get();
    expect(config.apiBaseUrl).to.equal(env.apiBaseUrl);
    expect(config.token).to.equal(env.tokens.admin);
    expect(config.supportEmail).to.equal("desk@example.test");
    expect(config.nextAppUrl).to.equal("https://next.example.test");
    expect(element.getBoundingClientRect().height).to.equal(0);
    expect(element.shadowRoot).to.equal(null);
  });

  it("follows attribute changes and restores the default when one is removed", async () => {
    container = mount(`<vms-config support-phone="(720) 555-0101"></vms-config>`);
    const element = container.querySelector("vms-config");
    expect(lib.$config.get().supportPhone).to.equal("(720) 555-0101");
    element.setAttribute("support-phone", "(720) 555-0102");
    expect(lib.$config.get().supportPhone).to.equal("(720) 555-0102");
    element.removeAttribute("support-phone");
    expect(lib.$config.get().supportPhone).to.equal("(800) 555-0100");
  });

  it("accepts properties: strings reflect to attributes, functions write the hooks", async () => {
    container = mount(`<vms-config></vms-config>`);
    const element = container.querySelector("vms-config");
    element.knowledgeBaseUrl = "https://kb.example.test";
    expect(element.getAttribute("knowledge-base-url")).to.equal("https://kb.example.test");
    expect(lib.$config.get().knowledgeBaseUrl).to.equal("https://kb.example.test");
    const visited = [];
    element.navigate = (path) => visited.push(path);
    expect(lib.$config.get().navigate).to.equal(element.navigate);
    lib.$config.get().navigate("/alerts");
    expect(visited).to.deep.equal(["/alerts"]);
  });

  it("logs an invalid value and leaves the configuration unchanged", async () => {
    container = mount(`<vms-config></vms-config>`);
    const element = container.querySelector("vms-config");
    const before = lib.$config.get();
    const warnings = [];
    const original = console.warn;
    console.warn = (...args) => warnings.push(args.join(" "));
    try {
      element.navigate = "not a function";
      element.supportEmail = 42;
    } finally {
      console.warn = original;
    }
    expect(warnings).to.have.length(2);
    expect(warnings[0]).to.match(/<vms-config> ignored an invalid navigate/);
    expect(warnings[1]).to.match(/<vms-config> ignored an invalid supportEmail/);
    expect(lib.$config.get()).to.equal(before);
  });

  it("shares one store with <vms-portal-nav>: contacts and language reach the navigation", async () => {
    container = mount(`
      <vms-config api-base-url="${env.apiBaseUrl}" token="${env.tokens.partner}" support-phone="(970) 555-0123"></vms-config>
      <vms-portal-nav></vms-portal-nav>`);
    const nav = container.querySelector("vms-portal-nav");
    const shadow = () => nav.shadowRoot;
    await waitFor(() => shadow()?.querySelector('a[data-link="liveUnits"]'), { message: "partner links" });
    expect(shadow().textContent).to.contain("(970) 555-0123");
    container.querySelector("vms-config").setAttribute("language", "es");
    await waitFor(() => shadow().querySelector('a[data-link="liveUnits"]').textContent === "Unidades", {
      message: "Spanish labels",
    });
    container.querySelector("vms-config").setAttribute("language", "en");
    await waitFor(() => shadow().querySelector('a[data-link="liveUnits"]').textContent === "Live Units", {
      message: "English labels",
    });
  });

  it("has no accessibility violations", async () => {
    container = mount(`<vms-config language="en"></vms-config>`);
    expect(await axeViolations(container)).to.deep.equal([]);
  });
});
