import { expect } from "@esm-bundle/chai";
import { serverEnv, testEnv, waitFor } from "./helpers/env.js";
import { API, BUNDLE, manifestTags } from "./helpers/library.js";

describe("CDN autoloader", () => {
  const defined = [];
  const warnings = [];
  const scripts = () => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname);
  let library;
  let tags;
  let restore;

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
    restore = () => {
      console.warn = warn;
      customElements.define = define;
    };
    tags = await manifestTags();
    library = await import(BUNDLE);
  });

  after(() => restore());

  it("exports configure and the config store", () => {
    expect(library.configure).to.be.a("function");
    expect(library.$config.get()).to.be.an("object");
  });

  it("defines no tag and loads no widget chunk before a tag appears", async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(defined).to.deep.equal([]);
    expect(scripts().filter((file) => file.includes("/dist/cdn/chunks/") && file.includes(".element-"))).to.deep.equal(
      [],
    );
  });

  it("loads a tag's chunk when the tag first appears, and only that tag's", async () => {
    const holder = document.createElement("div");
    holder.innerHTML = "<vms-config></vms-config>";
    document.body.append(holder);
    await customElements.whenDefined("vms-config");
    expect(defined).to.deep.equal(["vms-config"]);
    expect(scripts().some((file) => /\/dist\/cdn\/chunks\/config\.element-[\w-]+\.js$/.test(file))).to.equal(true);
    expect(scripts().some((file) => file.includes("unit-map"))).to.equal(false);
    holder.remove();
  });

  it("defines exactly the tags of custom-elements.json, each once, as they appear", async () => {
    expect(tags).to.include.members(["vms-config", "vms-portal-nav"]);
    const holder = document.createElement("div");
    holder.hidden = true;
    document.body.append(holder);
    for (const tag of tags) holder.append(document.createElement(tag), document.createElement(tag));
    await Promise.all(tags.map((tag) => customElements.whenDefined(tag)));
    expect([...defined].sort()).to.deep.equal([...tags].sort());
    for (const tag of tags) expect(customElements.get(tag)).to.be.a("function");
    holder.remove();
  });

  it("a widget loaded alone by the autoloader has its own strings (no bare catalogue keys)", async () => {
    const holder = document.createElement("div");
    holder.innerHTML = "<vms-unit-search></vms-unit-search>";
    document.body.append(holder);
    const search = holder.querySelector("vms-unit-search");
    await waitFor(() => search.shadowRoot?.querySelector("input"), { message: "the search input" });
    const input = search.shadowRoot.querySelector("input");
    expect(input.getAttribute("placeholder")).to.match(/\s/);
    expect(input.getAttribute("aria-label") ?? input.labels?.[0]?.textContent ?? "").to.not.match(/^[\w.:]+$/);
    holder.remove();
  });

  it("shares its stores with the full API module (one copy)", async () => {
    const api = await import(API);
    expect(api.$config).to.equal(library.$config);
    expect(api.configure).to.equal(library.configure);
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
