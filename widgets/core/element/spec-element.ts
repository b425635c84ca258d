import {
  check,
  defaultValue,
  type AnySpec,
  type DetailOf,
  type EventMapOf,
  type PropValues,
  type ResolvedProp,
} from "./spec";
import { report } from "../report/report";

/**
 * The framework-free custom element of a spec: attributes and properties of every prop (parsed and
 * validated by its zod type, defaults applied), attribute reflection, property upgrade (values set
 * before the tag was defined), and `emit()` for the spec's events. Renders nothing itself: the
 * React widget element (`ui/element/`) and `<vms-config>` extend it.
 */
export interface SpecElement<S extends AnySpec> extends HTMLElement {
  /** Every prop's current value, defaults applied (a new object after each change). */
  readonly widgetProps: PropValues<S>;
  /** Dispatches `name` (bubbles, composed; cancelable as declared); false when cancelled. */
  emit<K extends keyof EventMapOf<S> & string>(name: K, detail: DetailOf<S, K>): boolean;
}

/** An element of some spec, as subclasses see it (untyped props). */
export interface AnySpecElement extends SpecElementBase {
  readonly widgetProps: Record<string, unknown>;
  /** Only the props set on this element (by attribute or property), without defaults. */
  readonly assignedProps: ReadonlyMap<string, unknown>;
  emit(name: string, detail: unknown): boolean;
}

/** What subclasses extend: `class X extends specElement(spec) { … }`, typed at the end with `as SpecElementClass<S>`. */
export interface SpecElementConstructor {
  new (): AnySpecElement;
  readonly spec: AnySpec;
  readonly tag: string;
  readonly observedAttributes: string[];
}

/** The finished class: typed props, typed events, the spec and the tag. */
export interface SpecElementClass<S extends AnySpec> {
  new (): SpecElementBase & SpecElement<S> & PropValues<S>;
  readonly spec: S;
  readonly tag: S["tag"];
  readonly observedAttributes: string[];
}

/**
 * `HTMLElement`, or where there is none (Node: a server render imports the package) an empty class,
 * so that defining the element classes at module level throws nothing; they are registered only in
 * a browser (`defineTag`).
 */
const ElementBase: typeof HTMLElement = globalThis.HTMLElement ?? (class {} as unknown as typeof HTMLElement);

/** What every spec element shares; subclasses override the hooks. */
export abstract class SpecElementBase extends ElementBase {
  connectedCallback(): void {
    this.propsChanged();
  }
  disconnectedCallback(): void {}
  /** Called after a prop changed while connected, and on connection. */
  protected propsChanged(): void {}
}

const warn = (tag: string, code: "element.invalid" | "element.duplicate", message: string) =>
  report({ level: "warn", code, message: `<${tag}> ${message}`, widget: tag });

/** An attribute's text as the prop's value (before validation). */
function fromAttribute(prop: ResolvedProp, text: string | null): unknown {
  if (text === null) return undefined;
  if (prop.kind === "boolean") return text !== "false";
  if (prop.kind === "number") return text.trim() === "" ? Number.NaN : Number(text);
  return text;
}

/** The attribute text of a value; null removes the attribute. */
function toAttribute(prop: ResolvedProp, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (prop.kind === "boolean") {
    if (value === true) return "";
    return defaultValue(prop.schema) === true ? "false" : null;
  }
  return String(value);
}

/** The value to store for a prop set to `value` (undefined clears it), or null when invalid (reported). */
function accepted(tag: string, prop: ResolvedProp, value: unknown): { value: unknown } | null {
  if (value === undefined) return { value: undefined };
  const result = check(prop.schema, value);
  if (!result.ok) {
    warn(tag, "element.invalid", `ignored an invalid ${prop.name} (${result.message})`);
    return null;
  }
  // Objects and functions keep their identity; primitives take the parsed value.
  return { value: prop.kind === "property" ? value : result.value };
}

/** Elements writing their own attribute (a prop set as a property): their attribute callback ignores it. */
const reflecting = new WeakSet<HTMLElement>();

function reflectAttribute(element: HTMLElement, attribute: string, text: string | null): void {
  reflecting.add(element);
  try {
    if (text === null) element.removeAttribute(attribute);
    else element.setAttribute(attribute, text);
  } finally {
    reflecting.delete(element);
  }
}

/** The props set on an element as own properties before its tag was defined, removed from it. */
function takeOwnValues(element: HTMLElement, props: readonly ResolvedProp[]): [ResolvedProp, unknown][] {
  const own = element as unknown as Record<string, unknown>;
  const taken: [ResolvedProp, unknown][] = [];
  for (const prop of props) {
    if (!Object.prototype.hasOwnProperty.call(element, prop.name)) continue;
    taken.push([prop, own[prop.name]]);
    delete own[prop.name];
  }
  return taken;
}

/** A declared event of the spec (bubbling, composed; cancelable as declared). */
function specEvent(spec: AnySpec, name: string, detail: unknown): CustomEvent {
  const declared = (spec.events as Record<string, { cancelable: boolean }>)[name];
  if (!declared) throw new Error(`[vms-widgets] <${spec.tag}> has no event ${name} in its spec`);
  return new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: declared.cancelable });
}

/**
 * Makes the element class of `spec`. Subclasses override `propsChanged()` (called after any prop
 * changes while connected) and may call `super` in the lifecycle callbacks.
 */
export function specElement(spec: AnySpec): SpecElementConstructor {
  const props = spec.resolvedProps;
  const byAttribute = new Map(props.filter((p) => p.attribute !== null).map((p) => [p.attribute as string, p]));
  const defaults = new Map(props.map((p) => [p.name, defaultValue(p.schema)]));

  class Element extends SpecElementBase {
    static readonly spec = spec;
    static readonly tag = spec.tag;
    static get observedAttributes(): string[] {
      return [...byAttribute.keys()];
    }

    readonly #values = new Map<string, unknown>();
    /** Connected and past construction: changes render. */
    #live = false;
    #snapshot: Record<string, unknown> | null = null;

    constructor() {
      super();
      this.#upgradeProperties();
    }

    get widgetProps(): Record<string, unknown> {
      this.#snapshot ??= Object.fromEntries(props.map((p) => [p.name, this.#get(p.name)]));
      return this.#snapshot;
    }

    get assignedProps(): ReadonlyMap<string, unknown> {
      return this.#values;
    }

    override connectedCallback(): void {
      this.#upgradeProperties();
      this.#live = true;
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      this.#live = false;
      super.disconnectedCallback();
    }

    attributeChangedCallback(attribute: string, oldValue: string | null, text: string | null): void {
      const prop = byAttribute.get(attribute);
      if (!prop || reflecting.has(this) || oldValue === text) return;
      this.#set(prop, fromAttribute(prop, text), false);
    }

    emit(name: string, detail: unknown): boolean {
      return this.dispatchEvent(specEvent(spec, name, detail));
    }

    #get(name: string): unknown {
      return this.#values.has(name) ? this.#values.get(name) : defaults.get(name);
    }

    /** Validates and stores a value; primitives reflect to their attribute when set as a property. */
    #set(prop: ResolvedProp, value: unknown, reflect: boolean): void {
      const next = accepted(spec.tag, prop, value);
      if (!next) {
        if (!reflect && prop.attribute) this.#set(prop, undefined, false);
        return;
      }
      if (reflect && prop.attribute) reflectAttribute(this, prop.attribute, toAttribute(prop, next.value));
      const before = this.#get(prop.name);
      if (next.value === undefined) this.#values.delete(prop.name);
      else this.#values.set(prop.name, next.value);
      if (Object.is(before, this.#get(prop.name))) return;
      this.#snapshot = null;
      if (this.#live) this.propsChanged();
    }

    /** Values set on the element before its tag was defined become real property sets. */
    #upgradeProperties(): void {
      for (const [prop, value] of takeOwnValues(this, props)) this.#set(prop, value, true);
    }

    static {
      for (const prop of props) {
        Object.defineProperty(this.prototype, prop.name, {
          configurable: true,
          enumerable: true,
          get(this: Element) {
            return this.#get(prop.name);
          },
          set(this: Element, value: unknown) {
            this.#set(prop, value, true);
          },
        });
      }
    }
  }
  return Element;
}

/**
 * Registers `element` under its tag unless the tag is taken. A different class under the tag
 * means another copy of the library defined it first: that one is kept, with a warning. Outside a
 * browser (no `customElements`) it does nothing.
 */
export function defineTag<C extends CustomElementConstructor & { readonly tag: string }>(element: C): C {
  // No registry outside a browser (a server render imports the element files): nothing to define.
  if (typeof customElements === "undefined") return element;
  const existing = customElements.get(element.tag);
  if (existing === undefined) customElements.define(element.tag, element);
  else if (existing !== element)
    warn(element.tag, "element.duplicate", "is already defined (another copy of vms-widgets?); kept the first");
  return element;
}
