// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defineElement, defineElementClass } from "./define-element";

interface Props {
  label?: string;
  count?: number;
  muted?: boolean;
  items?: { id: number }[];
  format?: (n: number) => string;
  onPick?: (detail: { id: number }) => boolean;
}

function Probe({ label, count, muted, items, format, onPick }: Props) {
  return (
    <button type="button" onClick={() => onPick?.({ id: 7 })}>
      {`${label ?? "-"}|${count ?? "-"}|${muted ? "muted" : "loud"}|${items?.length ?? "-"}|${format ? format(2) : "-"}`}
    </button>
  );
}

let counter = 0;
function mount(html: (tag: string) => string): HTMLElement {
  const tag = `vms-probe-${++counter}`;
  defineElement(tag, () =>
    defineElementClass("probe", Probe, {
      props: { label: "string", count: "number", muted: "boolean", items: "json", format: "method" },
      events: { onPick: "vms-probe-pick" },
      styles: [":host { display: block; }"],
    }),
  );
  document.body.innerHTML = html(tag);
  return document.body.firstElementChild as HTMLElement;
}

const text = (el: HTMLElement) => el.shadowRoot?.querySelector("button")?.textContent;
const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe("defineElementClass", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("reads string and number attributes and renders in an open shadow root", async () => {
    const el = mount((tag) => `<${tag} label="Cam" count="3"></${tag}>`);
    await flush();
    expect(text(el)).toBe("Cam|3|loud|-|-");
  });

  it("treats a bare boolean attribute as true and its removal as false", async () => {
    const el = mount((tag) => `<${tag} muted></${tag}>`);
    await flush();
    expect(text(el)).toBe("-|-|muted|-|-");
    el.removeAttribute("muted");
    await flush();
    expect(text(el)).toBe("-|-|loud|-|-");
    el.setAttribute("muted", "false");
    await flush();
    expect(text(el)).toBe("-|-|loud|-|-");
  });

  it("keeps the identity of json props set as properties and parses the attribute", async () => {
    const el = mount((tag) => `<${tag} items='[{"id":1},{"id":2}]'></${tag}>`);
    await flush();
    expect(text(el)).toBe("-|-|loud|2|-");
    const items = [{ id: 1 }];
    (el as unknown as Props).items = items;
    await flush();
    expect((el as unknown as Props).items).toBe(items);
    expect(text(el)).toBe("-|-|loud|1|-");
  });

  it("ignores invalid JSON with a warning instead of throwing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const el = mount((tag) => `<${tag} items="{oops"></${tag}>`);
    await flush();
    expect(text(el)).toBe("-|-|loud|-|-");
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("takes method props as functions, never from window", async () => {
    const el = mount((tag) => `<${tag} format="alert"></${tag}>`);
    await flush();
    expect(text(el)).toBe("-|-|loud|-|-");
    (el as unknown as Props).format = (n) => `#${n}`;
    await flush();
    expect(text(el)).toBe("-|-|loud|-|#2");
  });

  it("clears a string prop when its attribute is removed", async () => {
    const el = mount((tag) => `<${tag} label="A"></${tag}>`);
    await flush();
    el.removeAttribute("label");
    await flush();
    expect(text(el)).toBe("-|-|loud|-|-");
  });

  it("dispatches events that bubble out of the shadow root and can be cancelled", async () => {
    const el = mount((tag) => `<${tag}></${tag}>`);
    await flush();
    const heard: unknown[] = [];
    document.addEventListener("vms-probe-pick", (event) => {
      heard.push((event as CustomEvent).detail);
      event.preventDefault();
    });
    el.shadowRoot!.querySelector("button")!.click();
    expect(heard).toEqual([{ id: 7 }]);
  });

  it("skips a second definition of the same tag with a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    defineElement("vms-probe-twice", () => class extends HTMLElement {});
    defineElement("vms-probe-twice", () => class extends HTMLElement {});
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
