import type { AnySpec, DetailOf, EventMapOf, PropInputs } from "./spec";

/**
 * Types every `<folder>.element.ts` adds to the global maps, derived from the element's spec. These
 * are framework-free; `ui/element/element-types` adds React's HTML attributes (`JsxOf`).
 */

/**
 * `{ "vms-unit-map": UnitMapElement }` for `HTMLElementTagNameMap`, from the spec. `E` is the element's named
 * interface (`interface UnitMapElement extends InstanceType<typeof UnitMapElement> {}`): a name
 * keeps the global map from referring to itself while it is being built.
 */
export type TagMapOf<S extends AnySpec, E> = { [K in S["tag"]]: E };

export type { EventMapOf };

type EventListenersOf<S extends AnySpec> = {
  [K in keyof S["events"] & string as `on${K}`]?: (event: CustomEvent<DetailOf<S, K>>) => void;
};

/**
 * The JSX props of an element, given the framework's HTML attributes `Html`: its props (React 19
 * sets them as properties), one `on<event-name>` listener per event (React 19 adds them with
 * addEventListener), and those attributes (`className`, `style`, `slot`, `children`, …).
 */
export type ElementJsxPropsWith<S extends AnySpec, Html> = Html & PropInputs<S> & EventListenersOf<S>;

/** `{ "vms-unit-map": ElementJsxPropsWith<…> }` for a framework's `JSX.IntrinsicElements`. */
export type JsxWith<S extends AnySpec, Html> = { [K in S["tag"]]: ElementJsxPropsWith<S, Html> };
