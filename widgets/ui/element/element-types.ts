import type { DetailedHTMLProps, HTMLAttributes } from "react";
import type { AnySpec } from "../../core/element/spec";
import type { ElementJsxPropsWith, EventMapOf, TagMapOf } from "../../core/element/element-types";

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
export type { EventMapOf, TagMapOf };

/**
 * The JSX props of an element for React 19: its props (React 19 sets them as properties), one
 * `on<event-name>` listener per event (React 19 adds them with addEventListener), and the usual
 * HTML attributes (`className`, `style`, `slot`, `children`, …).
 */
export type ElementJsxProps<S extends AnySpec, E extends HTMLElement> = ElementJsxPropsWith<
  S,
  DetailedHTMLProps<HTMLAttributes<E>, E>
>;

/** `{ "vms-unit-map": ElementJsxProps<…> }` for `JSX.IntrinsicElements`. */
export type JsxOf<S extends AnySpec, E extends HTMLElement> = { [K in S["tag"]]: ElementJsxProps<S, E> };
