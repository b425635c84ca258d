import type { DetailOf, EventMapOf, PropInputs, AnySpec } from "../../core/element/spec";
import type { DetailedHTMLProps, HTMLAttributes } from "react";

/**
 * Types every element adds to the global maps, derived from its class and spec. They are written
 * once, for every element, in the generated `widgets/element-tags.ts` (scripts/generate-element-tags.ts),
 * which `widgets/define.ts` imports:
 *
 *   declare global {
 *     interface HTMLElementTagNameMap extends TagMapOf<typeof unitMapSpec, UnitMapElement>, … {}
 *     interface GlobalEventHandlersEventMap extends EventMapOf<typeof unitMapSpec>, … {}
 *   }
 *   declare module "react" {
 *     namespace JSX {
 *       interface IntrinsicElements extends JsxOf<typeof unitMapSpec, UnitMapElement>, … {}
 *     }
 *   }
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
 * The JSX props of an element for React 19: its props (React 19 sets them as properties), one
 * `on<event-name>` listener per event (React 19 adds them with addEventListener), and the usual
 * HTML attributes (`className`, `style`, `slot`, `children`, …).
 */
export type ElementJsxProps<S extends AnySpec, E extends HTMLElement> = DetailedHTMLProps<HTMLAttributes<E>, E> &
  PropInputs<S> &
  EventListenersOf<S>;

/** `{ "vms-unit-map": ElementJsxProps<…> }` for `JSX.IntrinsicElements`. */
export type JsxOf<S extends AnySpec, E extends HTMLElement> = { [K in S["tag"]]: ElementJsxProps<S, E> };
