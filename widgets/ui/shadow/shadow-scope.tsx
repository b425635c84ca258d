import { useRef, type CSSProperties, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useShadowRoot } from "./use-shadow-root";

interface Props {
  /** CSS texts adopted into the scope; pass a module-level constant (identity matters). */
  styles: readonly string[];
  /** `::part` names made reachable from outside. */
  exportParts: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * Renders `children` in an open shadow root holding `styles`, so a widget looks the same as a React
 * component on any page and inside its custom element, and its CSS never leaks into the host.
 */
export function ShadowScope({ styles, exportParts, style, children }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const root = useShadowRoot(host, styles);
  return (
    <div ref={host} exportparts={exportParts} style={style}>
      {root && createPortal(children, root)}
    </div>
  );
}
