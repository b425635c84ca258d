import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { createPortal } from "react-dom";

const sheets = new Map<string, CSSStyleSheet>();

function sheetOf(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

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
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: "open" });
    shadow.adoptedStyleSheets = styles.map(sheetOf);
    setRoot(shadow);
  }, [styles]);
  return (
    <div ref={host} exportparts={exportParts} style={style}>
      {root && createPortal(children, root)}
    </div>
  );
}
