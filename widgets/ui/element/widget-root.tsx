import { useLayoutEffect, useState, type CSSProperties, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { adoptStyles } from "../shadow/styles";
import type { ElementHost } from "./host-context";

interface Props {
  /** CSS texts; a module-level constant (identity matters). */
  styles: readonly string[];
  /** The custom element when rendered inside one; null when used as a React component. */
  element: ElementHost | null;
  /** Receives the host element (the custom element, or the component's own `<div>`). */
  hostRef: RefObject<HTMLElement | null>;
  className?: string;
  style?: CSSProperties;
  tag: string;
  children: ReactNode;
}

/**
 * One shadow root per widget, holding its styles, so a widget looks the same on any page and
 * its CSS never leaks: inside `<vms-…>` the element's own shadow root (no second level); used from
 * React, a `<div data-vms-widget>` with a shadow root of its own. `::part()` reaches either host.
 */
export function WidgetRoot({ styles, element, hostRef, className, style, tag, children }: Props) {
  const [shadow, setShadow] = useState<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    if (element) {
      adoptStyles(element.shadow, styles);
      hostRef.current = element.host;
    }
  }, [element, styles, hostRef]);
  const attach = (node: HTMLDivElement | null) => {
    hostRef.current = node;
    if (node && !shadow) setShadow(adoptStyles(node.shadowRoot ?? node.attachShadow({ mode: "open" }), styles));
  };
  if (element) return <>{children}</>;
  return (
    <div ref={attach} className={className} style={style} data-vms-widget={tag}>
      {shadow && createPortal(children, shadow)}
    </div>
  );
}
