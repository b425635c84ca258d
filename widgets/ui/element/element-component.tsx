import { createElement, useEffect, useRef, type CSSProperties, type ReactNode } from "react";
import { callbackName, defaultValue, type AnySpec } from "../../core/element/spec";
import { report } from "../../core/report/report";
import type { WidgetProps } from "./widget-props";

/** The attribute text of a primitive prop's value (as the element reflects it), or undefined (none). */
function attributeText(kind: string, value: unknown, defaultTrue: boolean): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (kind === "boolean") return value === true ? "" : defaultTrue ? "false" : undefined;
  return String(value);
}

/** A React component over a framework-free element, carrying its spec. */
export interface ElementComponent<S extends AnySpec> {
  (props: WidgetProps<S>): ReactNode;
  readonly spec: S;
  displayName: string;
}

/**
 * A React component that renders the custom element of `spec` (one implementation: the element),
 * with the same props, events and parts. It defines the element lazily in the browser (`load`, an
 * `import()` of its `.element` module: nothing registers on import or on the server), renders the
 * primitive props as the element's attributes (so the server's markup and the first paint carry
 * them), sets every prop as a property, and calls `onX` with the detail of each event `vms-x` (a
 * cancelable event is cancelled when its callback returns false).
 */
export function elementComponent<S extends AnySpec>(
  spec: S,
  displayName: string,
  load: () => Promise<unknown>,
): ElementComponent<S> {
  const resolved = spec.resolvedProps;
  const eventNames = Object.keys(spec.events);

  function Component(props: WidgetProps<S>): ReactNode {
    const ref = useRef<HTMLElement>(null);
    const latest = useRef(props);
    latest.current = props;
    const values = props as Record<string, unknown>;

    useEffect(() => {
      load().catch((error: unknown) =>
        report({
          level: "error",
          code: "load.chunk",
          message: `<${spec.tag}> could not be loaded`,
          error,
          widget: spec.tag,
        }),
      );
    }, []);

    // Every prop also as a property (objects and functions only so; before the element's upgrade
    // they are kept and applied by it), so the element never depends on reading its attributes.
    useEffect(() => {
      const element = ref.current as unknown as Record<string, unknown> | null;
      if (!element) return;
      for (const prop of resolved) if (element[prop.name] !== values[prop.name]) element[prop.name] = values[prop.name];
    });

    useEffect(() => {
      const element = ref.current;
      if (!element) return;
      const listeners = eventNames.map((name) => {
        const listener = (event: Event) => {
          const callback = (latest.current as Record<string, unknown>)[callbackName(name)];
          if (typeof callback !== "function") return;
          const answer: unknown = callback((event as CustomEvent).detail);
          if (answer === false && event.cancelable) event.preventDefault();
        };
        element.addEventListener(name, listener);
        return () => element.removeEventListener(name, listener);
      });
      return () => {
        for (const off of listeners) off();
      };
    }, []);

    const attributes: Record<string, unknown> = {
      ref,
      className: (props as { className?: string }).className,
      style: (props as { style?: CSSProperties }).style,
    };
    for (const prop of resolved) {
      if (prop.attribute === null) continue;
      const defaultTrue = prop.kind === "boolean" && defaultValue(prop.schema) === true;
      attributes[prop.attribute] = attributeText(prop.kind, values[prop.name], defaultTrue);
    }
    return createElement(spec.tag, attributes);
  }
  Component.displayName = displayName;
  return Object.assign(Component, { spec, displayName });
}
