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

  it("defines only vms- tags, none twice", () => {
    expect(defined.every((tag) => tag.startsWith("vms-"))).to.equal(true, defined.join(", "));
    expect(new Set(defined).size).to.equal(defined.length, defined.join(", "));
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
