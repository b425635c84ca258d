import { expect } from "@esm-bundle/chai";
import { serverEnv, testEnv } from "./helpers/env.js";

const BUNDLE = "/dist/cdn/vms-widgets.js";

describe("CDN bundle", () => {
  const defined = [];
  const warnings = [];
  let library;

  before(async () => {
    const define = customElements.define.bind(customElements);
    customElements.define = (tag, ...rest) => {
      defined.push(tag);
      return define(tag, ...rest);
    };
    const warn = console.warn;
    console.warn = (...args) => {
      warnings.push(args.join(" "));
      warn(...args);
    };
    library = await import(BUNDLE);
    console.warn = warn;
    customElements.define = define;
  });

  it("exports configure and the config store", () => {
    expect(library.configure).to.be.a("function");
    expect(library.$config.get()).to.be.an("object");
  });

  it("defines exactly the tags of custom-elements.json, each once", async () => {
    const response = await fetch("/dist/custom-elements.json");
    expect(response.ok, "dist/custom-elements.json is missing: run npm run build").to.equal(true);
    const manifest = await response.json();
    const tags = manifest.modules.flatMap((module) => module.declarations.map((declaration) => declaration.tagName));
    expect(tags).to.include.members(["vms-config", "vms-portal-nav"]);
    expect([...defined].sort()).to.deep.equal([...tags].sort());
    for (const tag of defined) expect(customElements.get(tag)).to.be.a("function");
  });

  it("loads cleanly, without a second-copy or redefinition warning", () => {
    expect(warnings.filter((text) => text.includes("[vms-widgets]"))).to.deep.equal([]);
  });

  it("receives the test environment", () => {
    expect(testEnv()).to.have.property("tokens");
  });
});

describe("reference server", () => {
  it("answers the operator's token with the operator's user info", async () => {
    const { apiBaseUrl, tokens } = serverEnv();
    const response = await fetch(`${apiBaseUrl}/api/vms/user_info`, {
      headers: { Authorization: `Bearer ${tokens.operator}` },
    });
    expect(response.status).to.equal(200);
    const body = await response.json();
    expect(JSON.stringify(body.data)).to.contain("operator");
  });
});
