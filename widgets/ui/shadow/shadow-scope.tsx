import { useState, type CSSProperties, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { adoptStyles } from "./styles";

interface Props {
  /** CSS texts adopted into the scope; pass a module-level constant (identity matters). */
  styles: readonly string[];
  style?: CSSProperties;
  className?: string;
  children: ReactNode;
}

/**
 * Renders `children` in an open shadow root holding `styles`: for the shared pieces that are not
 * widgets (notification stack, expired-session dialog), so their CSS never leaks into the host.
 * Widgets get the same from `defineWidget`.
 */
export function ShadowScope({ styles, style, className, children }: Props) {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const attach = (node: HTMLDivElement | null) => {
    if (node && !root) setRoot(adoptStyles(node.shadowRoot ?? node.attachShadow({ mode: "open" }), styles));
  };
  return (
    <div ref={attach} style={style} className={className}>
      {root && createPortal(children, root)}
    </div>
  );
}
