import { useLayoutEffect, useState, type RefObject } from "react";

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

function adopt(shadow: ShadowRoot, styles: readonly string[]): ShadowRoot {
  shadow.adoptedStyleSheets = styles.map(sheetOf);
  return shadow;
}

/**
 * Gives the element behind `ref` an open shadow root holding `styles`, so the component's CSS
 * (Leaflet's included) neither leaks into nor depends on the host page, as a React component or
 * inside a custom element alike.
 */
export function useShadowRoot(ref: RefObject<HTMLElement | null>, styles: readonly string[]): ShadowRoot | null {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    const host = ref.current;
    if (!host) return;
    setRoot(adopt(host.shadowRoot ?? host.attachShadow({ mode: "open" }), styles));
  }, [ref, styles]);
  return root;
}
