import r2wc from "@r2wc/core";
import { createElement, type ComponentType } from "react";
import { createRoot, type Root } from "react-dom/client";
import { WidgetBoundary } from "../widget-boundary";
import { adoptStyles } from "../shadow/use-shadow-root";
import { HostContext } from "./host-context";

/**
 * How an attribute or property reaches the component.
 * - string, number: attribute and property (reflected).
 * - boolean: HTML style; a bare attribute is true, absence or "false" is false.
 * - json: the property keeps identity; the attribute is parsed as JSON.
 * - method: property only (a function); never looked up on `window`.
 */
export type PropKind = "string" | "number" | "boolean" | "json" | "method";

export interface ElementSpec<P> {
  /** Props and how each is read. */
  props?: Partial<Record<keyof P & string, PropKind>>;
  /**
   * Callback props turned into DOM events: `{ onUnitSelect: "vms-unit-select" }`. Events bubble,
   * cross the shadow root (composed) and are cancelable; the callback returns false when cancelled.
   */
  events?: Partial<Record<keyof P & string, string>>;
  /** CSS text adopted into the shadow root. */
  styles?: string[];
}

const PROPS = Symbol.for("r2wc.props");
const RENDER = Symbol.for("r2wc.render");

interface R2wcInternals extends HTMLElement {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  attributeChangedCallback?(name: string, oldValue: string | null, value: string | null): void;
  connectedCallback?(): void;
}

const toAttribute = (name: string) =>
  name.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);

function parseBoolean(value: string | null): boolean {
  return value !== null && value !== "false";
}

function parseJson(value: string | null, attribute: string): unknown {
  if (value === null) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    console.warn(`[vms-widgets] attribute ${attribute} is not valid JSON; ignored`);
    return undefined;
  }
}

/**
 * Makes a custom element class from a React component, with the same fixes for every widget:
 * events that bubble and cross the shadow root, method props, HTML-style booleans, JSON props that
 * keep identity, attribute removal, styles inside the shadow root and an error boundary.
 */
export function defineElementClass<P extends object>(
  name: string,
  component: ComponentType<P>,
  spec: ElementSpec<P> = {},
): CustomElementConstructor {
  const props = (spec.props ?? {}) as Record<string, PropKind>;
  const events = (spec.events ?? {}) as Record<string, string>;
  const attributeToProp = new Map(Object.keys(props).map((prop) => [toAttribute(prop), prop]));
  const r2wcProps = Object.fromEntries(
    Object.entries(props).filter(([, kind]) => kind === "string" || kind === "number"),
  );

  const renderer = {
    mount(container: HTMLElement, _component: ComponentType<P>, initial: P) {
      const shadow = container as unknown as ShadowRoot;
      adoptStyles(shadow, spec.styles ?? []);
      const host = shadow.host as HTMLElement;
      const root = createRoot(shadow);
      const context = { root, host };
      renderer.update(context, initial);
      return context;
    },
    update({ root, host }: { root: Root; host: HTMLElement }, current: P) {
      const eventProps = Object.fromEntries(
        Object.entries(events).map(([prop, type]) => [
          prop,
          (detail: unknown) =>
            host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: true })),
        ]),
      );
      const element = createElement(component, { ...current, ...eventProps, container: undefined } as P);
      root.render(
        createElement(
          HostContext.Provider,
          { value: host },
          createElement(WidgetBoundary, { name, children: element }),
        ),
      );
    },
    unmount({ root }: { root: Root }) {
      root.unmount();
    },
  };

  const Base = r2wc(
    component as ComponentType<P & { container?: HTMLElement }>,
    { shadow: "open", props: r2wcProps as never },
    renderer,
  ) as unknown as new () => R2wcInternals;

  class WidgetElement extends Base {
    static get observedAttributes(): string[] {
      return [...attributeToProp.keys()];
    }

    override connectedCallback(): void {
      for (const [attribute, prop] of attributeToProp) {
        const kind = props[prop];
        if (kind === "boolean") this[PROPS][prop] = parseBoolean(this.getAttribute(attribute));
        if (kind === "json" && this.hasAttribute(attribute) && this[PROPS][prop] === undefined) {
          this[PROPS][prop] = parseJson(this.getAttribute(attribute), attribute);
        }
      }
      super.connectedCallback?.();
    }

    override attributeChangedCallback(attribute: string, oldValue: string | null, value: string | null): void {
      const prop = attributeToProp.get(attribute);
      if (!prop) return;
      const kind = props[prop];
      if (kind === "boolean") this[PROPS][prop] = parseBoolean(value);
      else if (kind === "json") this[PROPS][prop] = parseJson(value, attribute);
      else if (kind === "method") return;
      else if (value === null) this[PROPS][prop] = undefined;
      else return super.attributeChangedCallback?.(attribute, oldValue, value);
      this[RENDER]();
    }
  }

  for (const [prop, kind] of Object.entries(props)) {
    if (kind === "string" || kind === "number") continue;
    Object.defineProperty(WidgetElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: R2wcInternals) {
        return this[PROPS][prop];
      },
      set(this: R2wcInternals, value: unknown) {
        this[PROPS][prop] = kind === "boolean" ? Boolean(value) : value;
        this[RENDER]();
      },
    });
  }
  return WidgetElement;
}

/** Registers `tag` once; a second definition (two copies of the library) is skipped with a warning. */
export function defineElement(tag: string, make: () => CustomElementConstructor): void {
  if (customElements.get(tag)) {
    console.warn(`[vms-widgets] <${tag}> is already defined; keeping the first definition`);
    return;
  }
  customElements.define(tag, make());
}
