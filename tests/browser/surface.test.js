// The declared surface of every element, read from the generated custom-elements.json (itself made
// from the specs), checked on the built CDN bundle: each attribute sets its property (parsed by its
// type) and back, removing it restores the default, invalid values are ignored, property-only
// members keep identity, and each element's events are the ones it declares.
import { expect } from "@esm-bundle/chai";
import { loadLibrary } from "./helpers/library.js";

/**
 * A valid attribute text and the property value it gives, from the attribute's type text (a string
 * its description declares ISO 8601 gets a time).
 */
function sample(type, description = "") {
  const literal = /^"([^"]+)"/.exec(type);
  if (literal) return [literal[1], literal[1]];
  if (type === "number") return ["42", 42];
  if (type === "boolean") return ["", true];
  if (/ISO 8601/.test(description)) return ["2026-01-02T03:04:05Z", "2026-01-02T03:04:05Z"];
  return ["some-text", "some-text"];
}

describe("every element's declared surface", () => {
  let declarations;

  before(async () => {
    await loadLibrary({ defineAll: true });
    const manifest = await (await fetch("/dist/custom-elements.json")).json();
    declarations = manifest.modules.flatMap((module) => module.declarations);
  });

  it("lists every tag the bundle defines", () => {
    expect(declarations.length).to.be.greaterThan(5);
    for (const { tagName } of declarations) expect(customElements.get(tagName), tagName).to.be.a("function");
  });

  it("attributes set their properties by type, properties reflect, removal restores the default", () => {
    for (const declaration of declarations) {
      // The element is not connected: nothing renders or loads, the surface is still live.
      const element = document.createElement(declaration.tagName);
      for (const attribute of declaration.attributes) {
        const where = `${declaration.tagName} ${attribute.name}`;
        const [text, value] = sample(attribute.type.text, attribute.description);
        const before = element[attribute.fieldName];
        element.setAttribute(attribute.name, text);
        expect(element[attribute.fieldName], where).to.deep.equal(value);
        element.removeAttribute(attribute.name);
        expect(element[attribute.fieldName], `${where} after removal`).to.deep.equal(before);
        element[attribute.fieldName] = value;
        expect(element.getAttribute(attribute.name), `${where} reflected`).to.equal(text);
        element.removeAttribute(attribute.name);
      }
    }
  });

  it("ignores an invalid attribute value with a warning", () => {
    const warnings = [];
    const original = console.warn;
    console.warn = (...args) => warnings.push(args.join(" "));
    try {
      const search = document.createElement("vms-unit-search");
      search.setAttribute("page", "mosaic");
      expect(search.page).to.equal("map");
      const config = document.createElement("vms-config");
      config.setAttribute("request-timeout-ms", "soon");
      expect(config.requestTimeoutMs).to.equal(20000);
    } finally {
      console.warn = original;
    }
    expect(warnings).to.have.length(2);
    expect(warnings[0]).to.contain("<vms-unit-search> ignored an invalid page");
  });

  it("keeps the identity of property-only members (functions)", () => {
    const config = document.createElement("vms-config");
    const functions = declarations
      .find((declaration) => declaration.tagName === "vms-config")
      .members.filter((member) => !member.attribute);
    expect(functions.map((member) => member.name).sort()).to.deep.equal([
      "analytics",
      "getToken",
      "navigate",
      "onError",
    ]);
    for (const member of functions) {
      const hook = () => undefined;
      config[member.name] = hook;
      expect(config[member.name], member.name).to.equal(hook);
    }
  });

  it("declares events as bubbling, composed CustomEvents named vms-*", () => {
    for (const declaration of declarations) {
      for (const event of declaration.events) {
        expect(event.name, declaration.tagName).to.match(/^vms-[a-z-]+$/);
        expect(event.type.text, event.name).to.match(/^CustomEvent<.+>$/);
      }
    }
    const events = (tag) => declarations.find((d) => d.tagName === tag).events.map((e) => e.name);
    expect(events("vms-unit-map")).to.include.members(["vms-unit-select", "vms-auth-required"]);
    expect(events("vms-unit-drawer")).to.include.members(["vms-drawer-close", "vms-navigate"]);
    expect(events("vms-config")).to.deep.equal([]);
  });
});
