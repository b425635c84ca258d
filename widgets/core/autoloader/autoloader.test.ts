// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAutoloader, type Autoloader } from "./autoloader";

let counter = 0;
/** Fresh tag names per test: a registry cannot undefine a tag. */
const tagsOf = (...names: string[]) => {
  counter += 1;
  return names.map((name) => `vms-${name}-${counter}`);
};

/** A loader that defines `tag` (optionally with a shadow root holding `inner`) and records its call. */
function definer(tag: string, calls: string[], inner = "") {
  return async () => {
    calls.push(tag);
    await Promise.resolve();
    customElements.define(
      tag,
      class extends HTMLElement {
        constructor() {
          super();
          if (inner) this.attachShadow({ mode: "open" }).innerHTML = inner;
        }
      },
    );
  };
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

let loader: Autoloader | undefined;
afterEach(() => {
  loader?.disconnect();
  document.body.innerHTML = "";
});

describe("createAutoloader", () => {
  it("loads a tag's code only when the tag appears, once however many times it appears", async () => {
    const [map, search] = tagsOf("map", "search") as [string, string];
    const calls: string[] = [];
    loader = createAutoloader({ [map]: definer(map, calls), [search]: definer(search, calls) });
    loader.observe(document);
    await settle();
    expect(calls).toEqual([]);

    document.body.innerHTML = `<div><${map}></${map}></div><${map}></${map}>`;
    await settle();
    document.body.append(document.createElement(map));
    await settle();
    expect(calls).toEqual([map]);
    expect(customElements.get(map)).toBeTypeOf("function");
    expect(customElements.get(search)).toBeUndefined();
  });

  it("finds tags already in the document when it starts", async () => {
    const [map] = tagsOf("map") as [string];
    document.body.innerHTML = `<section><${map}></${map}></section>`;
    const calls: string[] = [];
    loader = createAutoloader({ [map]: definer(map, calls) });
    loader.observe(document);
    await settle();
    expect(calls).toEqual([map]);
  });

  it("loads the configuration tag before the widgets found with it", async () => {
    const [map] = tagsOf("map") as [string];
    const order: string[] = [];
    let releaseConfig: () => void = () => undefined;
    const configLoaded = new Promise<void>((resolve) => (releaseConfig = resolve));
    loader = createAutoloader(
      {
        [map]: async () => {
          order.push(`start ${map}`);
          await definer(map, [])();
        },
        "vms-config": async () => {
          order.push("start config");
          await configLoaded;
          order.push("config done");
          if (!customElements.get("vms-config")) customElements.define("vms-config", class extends HTMLElement {});
        },
      },
      customElements,
    );
    document.body.innerHTML = `<${map}></${map}><vms-config></vms-config>`;
    loader.observe(document);
    await settle();
    expect(order).toEqual(["start config"]);
    releaseConfig();
    await settle();
    expect(order).toEqual(["start config", "config done", `start ${map}`]);
  });

  it("finds tags inside the shadow roots the widgets make", async () => {
    const [outer, inner] = tagsOf("outer", "inner") as [string, string];
    const calls: string[] = [];
    loader = createAutoloader({
      [outer]: definer(outer, calls, `<div><${inner}></${inner}></div>`),
      [inner]: definer(inner, calls),
    });
    loader.observe(document);
    document.body.innerHTML = `<${outer}></${outer}>`;
    await settle();
    expect(calls).toEqual([outer, inner]);
  });

  it("watches a widget's shadow root for tags it renders later", async () => {
    const [outer, inner] = tagsOf("outer", "inner") as [string, string];
    const calls: string[] = [];
    loader = createAutoloader({
      [outer]: definer(outer, calls, "<p>empty at first</p>"),
      [inner]: definer(inner, calls),
    });
    loader.observe(document);
    document.body.innerHTML = `<${outer}></${outer}>`;
    await settle();
    expect(calls).toEqual([outer]);
    document.body.querySelector(outer)!.shadowRoot!.append(document.createElement(inner));
    await settle();
    expect(calls).toEqual([outer, inner]);
  });

  it("a failed load warns, and is tried again when the tag appears again", async () => {
    const [map] = tagsOf("map") as [string];
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    let attempts = 0;
    loader = createAutoloader({
      [map]: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error("network down");
        await definer(map, [])();
      },
    });
    loader.observe(document);
    document.body.append(document.createElement(map));
    await settle();
    expect(warn.mock.calls[0]?.[0]).toContain(`could not load <${map}>`);
    document.body.append(document.createElement(map));
    await settle();
    expect(attempts).toBe(2);
    expect(customElements.get(map)).toBeTypeOf("function");
    warn.mockRestore();
  });

  it("load() of an unknown tag rejects with the tag's name", async () => {
    loader = createAutoloader({});
    await expect(loader.load("vms-nothing")).rejects.toThrow("<vms-nothing>");
  });
});
