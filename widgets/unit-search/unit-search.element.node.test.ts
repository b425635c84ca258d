import { describe, expect, it } from "vitest";

/**
 * A server render (Next.js, Remix, Astro) imports the package in Node: no `HTMLElement`, no
 * `customElements`. Node is this file's environment (vitest's default here).
 */
describe("element files in Node, with no DOM (server rendering)", () => {
  it("has no HTMLElement or customElements here (the premise)", () => {
    expect(typeof globalThis.HTMLElement).toBe("undefined");
    expect(typeof globalThis.customElements).toBe("undefined");
  });

  it("an element file imports, its class exists, and nothing is registered", async () => {
    const { UnitSearchElement } = await import("./unit-search.element");
    expect(UnitSearchElement.tag).toBe("vms-unit-search");
    const { defineTag } = await import("../core/element/spec-element");
    expect(defineTag(UnitSearchElement)).toBe(UnitSearchElement);
  });
});
