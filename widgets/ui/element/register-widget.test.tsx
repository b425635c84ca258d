// @vitest-environment happy-dom
import { act, useState } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import * as z from "zod";
import { $config, configure } from "../../core/config/config-store";
import { defineSpec, event, prop } from "../../core/element/spec";
import { defineTag } from "../../core/element/spec-element";
import { defineWidget, type ViewProps, type WidgetProps } from "./define-widget";
import { registerWidget } from "./register-widget";
import type { UnitSearchElement } from "../../unit-search/unit-search.element";
import type { UnitMapElement } from "../../unit-map/unit-map.element";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let counter = 0;
function probeSpec() {
  return defineSpec({
    tag: `vms-probe-${++counter}`,
    description: "A probe.",
    props: {
      label: prop(z.string().default("-"), "Text."),
      count: prop(z.number().int().optional(), "A number."),
      muted: prop(z.boolean().default(false), "HTML boolean."),
      mode: prop(z.enum(["a", "b"]).default("a"), "An enum."),
      items: prop(z.array(z.object({ id: z.number() })).optional(), "Objects keep identity."),
      format: prop(z.custom<(n: number) => string>((v) => typeof v === "function").optional(), "A function.", {
        type: "(n: number) => string",
      }),
    },
    events: {
      "vms-probe-pick": event(z.object({ id: z.number() }), "Picked.", { cancelable: true }),
      "vms-probe-done": event(null, "Done."),
    },
    parts: { button: "The button." },
  });
}

type ProbeSpec = ReturnType<typeof probeSpec>;
const outcomes: boolean[] = [];
const renders: Record<string, unknown>[] = [];

function ProbeView({ label, count, muted, mode, items, format, emit }: ViewProps<ProbeSpec>) {
  const [clicks, setClicks] = useState(0);
  renders.push({ items });
  return (
    <button
      type="button"
      part="button"
      onClick={() => {
        setClicks(clicks + 1);
        outcomes.push(emit("vms-probe-pick", { id: 7 }));
      }}
    >
      {`${label}|${count ?? "-"}|${muted ? "muted" : "loud"}|${mode}|${items?.length ?? "-"}|${format ? format(2) : "-"}|${clicks}`}
    </button>
  );
}

function mount(html: (tag: string) => string, styles: string[] = [":host { display: block; }"]) {
  const spec = probeSpec();
  const Probe = defineWidget(spec, ProbeView, { styles });
  const Element = registerWidget(Probe);
  document.body.innerHTML = html(spec.tag);
  return { el: document.querySelector(spec.tag) as InstanceType<typeof Element>, Probe, Element, spec };
}

const text = (el: Element) => el.shadowRoot?.querySelector("button")?.textContent;
const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  document.body.innerHTML = "";
  outcomes.length = 0;
  renders.length = 0;
  vi.restoreAllMocks();
});

describe("a widget element", () => {
  it("carries the configured theme on its host (data-vms-theme), none with auto", async () => {
    const before = $config.get();
    const { el } = mount((tag) => `<${tag}></${tag}>`);
    await flush();
    expect(el.hasAttribute("data-vms-theme")).toBe(false);
    await act(async () => void configure({ theme: "dark" }));
    expect(el.getAttribute("data-vms-theme")).toBe("dark");
    await act(async () => void configure({ theme: "light" }));
    expect(el.getAttribute("data-vms-theme")).toBe("light");
    await act(async () => void configure({ theme: "auto" }));
    expect(el.hasAttribute("data-vms-theme")).toBe(false);
    $config.set(before);
  });

  it("reads attributes by their zod types, defaults applied, in an open shadow root with its styles", async () => {
    const { el } = mount((tag) => `<${tag} label="Cam" count="3" mode="b"></${tag}>`);
    await flush();
    expect(text(el)).toBe("Cam|3|loud|b|-|-|0");
    // The theme sheet (tokens, light and dark), then the widget's own.
    expect(el.shadowRoot?.adoptedStyleSheets).toHaveLength(2);
    expect([el.label, el.count, el.mode, el.muted]).toEqual(["Cam", 3, "b", false]);
  });

  it("treats a bare boolean attribute as true, its removal and 'false' as false", async () => {
    const { el } = mount((tag) => `<${tag} muted></${tag}>`);
    await flush();
    expect(text(el)).toContain("|muted|");
    el.removeAttribute("muted");
    await flush();
    expect(text(el)).toContain("|loud|");
    el.setAttribute("muted", "false");
    await flush();
    expect(text(el)).toContain("|loud|");
    el.muted = true;
    expect(el.getAttribute("muted")).toBe("");
  });

  it("restores the default when an attribute is removed, and reflects property sets to the attribute", async () => {
    const { el } = mount((tag) => `<${tag} label="A"></${tag}>`);
    await flush();
    el.removeAttribute("label");
    await flush();
    expect(text(el)).toMatch(/^-\|/);
    el.count = 12;
    expect(el.getAttribute("count")).toBe("12");
    el.count = undefined;
    expect(el.hasAttribute("count")).toBe(false);
  });

  it("ignores an invalid value with a warning and keeps working", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { el } = mount((tag) => `<${tag} mode="c" count="x"></${tag}>`);
    await flush();
    expect(text(el)).toBe("-|-|loud|a|-|-|0");
    expect(warn).toHaveBeenCalledTimes(2);
    (el as unknown as { mode: string }).mode = "nope";
    expect(el.mode).toBe("a");
  });

  it("keeps the identity of object and function properties; they are never attributes", async () => {
    const { el } = mount((tag) => `<${tag} items='[{"id":1}]' format="alert"></${tag}>`);
    await flush();
    expect(text(el)).toBe("-|-|loud|a|-|-|0");
    const items = [{ id: 1 }, { id: 2 }];
    el.items = items;
    el.format = (n) => `#${n}`;
    await flush();
    expect(el.items).toBe(items);
    expect(renders.at(-1)?.items).toBe(items);
    expect(text(el)).toBe("-|-|loud|a|2|#2|0");
  });

  it("takes properties set before the tag was defined", async () => {
    const spec = probeSpec();
    document.body.innerHTML = `<${spec.tag}></${spec.tag}>`;
    const early = document.body.firstElementChild as HTMLElement & { label?: string };
    early.label = "early";
    registerWidget(defineWidget(spec, ProbeView));
    await flush();
    expect(text(early)).toMatch(/^early\|/);
    expect(early.getAttribute("label")).toBe("early");
  });

  it("dispatches events that bubble out of the shadow root, composed, cancelable as declared", async () => {
    const { el } = mount((tag) => `<${tag}></${tag}>`);
    await flush();
    const heard: CustomEvent[] = [];
    const listener = (event: Event) => {
      heard.push(event as CustomEvent);
      event.preventDefault();
    };
    document.addEventListener("vms-probe-pick", listener);
    await act(async () => el.shadowRoot?.querySelector("button")?.click());
    document.removeEventListener("vms-probe-pick", listener);
    expect(heard.map((e) => [e.detail, e.bubbles, e.composed, e.cancelable, e.target])).toEqual([
      [{ id: 7 }, true, true, true, el],
    ]);
    expect(outcomes).toEqual([false]);
  });

  it("keeps its React state when moved within one task", async () => {
    const { el } = mount((tag) => `<div id="a"><${tag}></${tag}></div><div id="b"></div>`);
    await flush();
    await act(async () => el.shadowRoot?.querySelector("button")?.click());
    expect(text(el)).toMatch(/\|1$/);
    document.getElementById("b")?.append(el);
    await flush();
    expect(text(el)).toMatch(/\|1$/);
  });

  it("shows the generic error instead of crashing the page when its view throws", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const spec = probeSpec();
    const Broken = defineWidget(spec, () => {
      throw new Error("boom");
    });
    registerWidget(Broken);
    document.body.innerHTML = `<${spec.tag}></${spec.tag}><p id="after">still here</p>`;
    await flush();
    const el = document.body.firstElementChild as HTMLElement;
    expect(el.shadowRoot?.querySelector('[part="error"]')?.getAttribute("role")).toBe("alert");
    expect(document.getElementById("after")?.textContent).toBe("still here");
    expect(error).toHaveBeenCalled();
  });

  it("skips a second definition of the tag by another class, with a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { Element, Probe } = mount((tag) => `<${tag}></${tag}>`);
    expect(defineTag(Element)).toBe(Element);
    expect(warn).not.toHaveBeenCalled();
    registerWidget(Probe);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/already defined/);
  });
});

describe("the same widget as a React component", () => {
  it("renders in its own shadow root, applies defaults, and calls onX with the detail (false cancels)", async () => {
    const spec = probeSpec();
    const Probe = defineWidget(spec, ProbeView, { styles: [":host { display: block; }"] });
    const container = document.createElement("div");
    document.body.append(container);
    const picked: unknown[] = [];
    const heard: Event[] = [];
    document.addEventListener("vms-probe-pick", (event) => heard.push(event), { once: true });
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <Probe
          count={2}
          className="mine"
          onProbePick={(detail) => {
            picked.push(detail);
            return false;
          }}
        />,
      ),
    );
    await flush();
    const host = container.querySelector("div.mine") as HTMLElement;
    expect(host.dataset.vmsWidget).toBe(spec.tag);
    expect(text(host)).toBe("-|2|loud|a|-|-|0");
    await act(async () => host.shadowRoot?.querySelector("button")?.click());
    expect(picked).toEqual([{ id: 7 }]);
    expect(heard).toHaveLength(1);
    expect(outcomes).toEqual([false]);
    await act(async () => root.unmount());
  });
});

describe("types derived from the specs", () => {
  it("type the elements, their events and the React props (checked by tsc)", () => {
    const typed = () => {
      const search = document.createElement("vms-unit-search");
      expectTypeOf(search).toEqualTypeOf<UnitSearchElement>();
      expectTypeOf(search.page).toEqualTypeOf<"map" | "stream" | "history">();
      // @ts-expect-error: not a page of the search bar
      search.page = "mosaic";
      search.addEventListener("vms-unit-select", (e) => expectTypeOf(e.detail.id).toEqualTypeOf<number>());
      document.addEventListener("vms-search-submit", (e) => expectTypeOf(e.detail.query).toEqualTypeOf<string>());
      document.addEventListener("vms-navigate", (e) => expectTypeOf(e.detail.path).toEqualTypeOf<string>());
      expectTypeOf(document.querySelector("vms-unit-map")).toEqualTypeOf<UnitMapElement | null>();
      const config = document.createElement("vms-config");
      expectTypeOf(config.apiBaseUrl).toEqualTypeOf<string>();
      expectTypeOf(config.navigate).toEqualTypeOf<((path: string) => void) | undefined>();
      const props: WidgetProps<ProbeSpec> = {
        label: "x",
        onProbePick: (detail) => detail.id > 1,
        onProbeDone: () => 0,
      };
      // @ts-expect-error: an unknown callback
      const wrong: WidgetProps<ProbeSpec> = { onProbeNope: () => undefined };
      const jsx = <vms-unit-search page="stream" onvms-unit-select={(e) => e.detail.name} className="x" />;
      return [props, wrong, jsx];
    };
    expect(typeof typed).toBe("function");
  });
});

describe("a widget rendered inside a widget element", () => {
  it("gets a host and a shadow root of its own, and its events come from that host", async () => {
    const innerSpec = probeSpec();
    const Inner = defineWidget(innerSpec, ProbeView);
    const outerSpec = defineSpec({ tag: `vms-outer-${++counter}`, description: "Outer." });
    const Outer = defineWidget(outerSpec, () => <Inner label="inner" />);
    registerWidget(Outer);
    document.body.innerHTML = `<${outerSpec.tag}></${outerSpec.tag}>`;
    await flush();
    const outer = document.querySelector(outerSpec.tag) as HTMLElement;
    const host = outer.shadowRoot?.querySelector<HTMLElement>(`[data-vms-widget="${innerSpec.tag}"]`);
    expect(host?.shadowRoot?.querySelector("button")?.textContent).toContain("inner|");
    const seen: EventTarget[] = [];
    outer.addEventListener("vms-probe-pick", (e) => seen.push(e.target as EventTarget));
    host?.addEventListener("vms-probe-pick", (e) => seen.push(e.currentTarget as EventTarget));
    act(() => host?.shadowRoot?.querySelector("button")?.click());
    expect(seen[0]).toBe(host);
  });
});
