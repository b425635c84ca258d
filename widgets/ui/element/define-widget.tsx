import { useCallback, useMemo, useRef, type ComponentType, type ReactNode } from "react";
import { requestNavigation, type NavigateDetail } from "../../core/navigation/navigation";
import { defaultValue, type AnySpec, type Emit, type PropValues } from "../../core/element/spec";
import { callbackName } from "../../core/element/spec";
import { WidgetBoundary } from "../widget-boundary";
import { HostContext, useElementHost } from "./host-context";
import { WidgetContext, type WidgetContextValue } from "./widget-context";
import { WidgetRoot } from "./widget-root";
import type { WidgetProps } from "./widget-props";

export type { WidgetProps };

type HasNavigate<S extends AnySpec> = "vms-navigate" extends keyof S["events"] ? true : false;

/**
 * What the view of a widget receives: every prop with its default applied, `emit` for the spec's
 * events and, when the spec declares `vms-navigate`, `navigate(target)`.
 */
export type ViewProps<S extends AnySpec> = PropValues<S> & {
  emit: Emit<S>;
} & (HasNavigate<S> extends true ? { navigate: (target: string) => boolean } : Record<never, never>);

/** A widget's React component, carrying its spec and styles for the element made from it. */
export interface Widget<S extends AnySpec> {
  (props: WidgetProps<S>): ReactNode;
  readonly spec: S;
  readonly styles: readonly string[];
  displayName: string;
}

export interface WidgetOptions {
  /** CSS texts (`import css from "./x.css?inline"`) adopted into the widget's shadow root. */
  styles?: readonly string[];
}

const pascalCase = (tag: string) =>
  tag
    .replace(/^vms-/, "")
    .split("-")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");

/**
 * Makes a widget's React component from its spec and its view. The component renders in its own
 * shadow root (the element's, inside `<vms-…>`; a `<div>`'s, used from React), behind an error
 * boundary; applies the spec's defaults; and dispatches the spec's events from its host element
 * (bubbling, composed), calling the matching `onX` prop with the detail first. Registers nothing:
 * the element comes from `registerWidget` in `<folder>.element.ts`.
 */
export function defineWidget<S extends AnySpec>(
  spec: S,
  View: ComponentType<ViewProps<S>>,
  options: WidgetOptions = {},
): Widget<S> {
  const styles = options.styles ?? [];
  const events = spec.events as Record<string, { cancelable: boolean }>;

  function WidgetComponent(props: WidgetProps<S>) {
    const element = useElementHost();
    const hostNode = useRef<HTMLElement | null>(null);
    const latest = useRef(props);
    latest.current = props;

    const emit = useCallback(
      (name: string, detail: unknown): boolean => {
        const declared = events[name];
        if (!declared) throw new Error(`[vms-widgets] <${spec.tag}> has no event ${name} in its spec`);
        const callback = (latest.current as Record<string, unknown>)[callbackName(name)];
        const answer = typeof callback === "function" ? (callback as (d: unknown) => unknown)(detail) : undefined;
        const event = new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: declared.cancelable });
        const target = element?.host ?? hostNode.current;
        const dispatched = target ? target.dispatchEvent(event) : true;
        return dispatched && !(declared.cancelable && answer === false);
      },
      [element],
    );

    const context = useMemo<WidgetContextValue>(
      () => ({
        tag: spec.tag,
        emit,
        navigate: (target: string) =>
          requestNavigation(emit as (name: "vms-navigate", detail: NavigateDetail) => boolean, target),
      }),
      [emit],
    );

    const values = useMemo(() => resolveProps(spec, props as Record<string, unknown>), [props]);
    const viewProps = { ...values, emit, navigate: context.navigate } as unknown as ViewProps<S>;

    return (
      <WidgetRoot
        styles={styles}
        element={element}
        hostRef={hostNode}
        className={props.className}
        style={props.style}
        tag={spec.tag}
      >
        {/* The element hosts this widget only: a widget rendered inside it gets a host of its own. */}
        <HostContext.Provider value={null}>
          <WidgetContext.Provider value={context}>
            <WidgetBoundary name={spec.tag}>
              <View {...viewProps} />
            </WidgetBoundary>
          </WidgetContext.Provider>
        </HostContext.Provider>
      </WidgetRoot>
    );
  }

  const widget = WidgetComponent as unknown as Widget<S>;
  Object.assign(widget, { spec, styles, displayName: pascalCase(spec.tag) });
  return widget;
}

const defaultsCache = new WeakMap<AnySpec, Record<string, unknown>>();

/** The spec's props from `props`, defaults applied where a prop is undefined. */
function resolveProps<S extends AnySpec>(spec: S, props: Record<string, unknown>): PropValues<S> {
  let defaults = defaultsCache.get(spec);
  if (!defaults) {
    defaults = Object.fromEntries(spec.resolvedProps.map((p) => [p.name, defaultValue(p.schema)]));
    defaultsCache.set(spec, defaults);
  }
  const values: Record<string, unknown> = {};
  for (const prop of spec.resolvedProps) values[prop.name] = props[prop.name] ?? defaults[prop.name];
  return values as PropValues<S>;
}
