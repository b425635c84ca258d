import { useLayoutEffect, useState, type RefObject } from "react";

const sheets = new Map<string, CSSStyleSheet>();

/** One constructed stylesheet per CSS text, shared by every shadow root that adopts it. */
export function sheetOf(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

export function adoptStyles(shadow: ShadowRoot, styles: readonly string[]): ShadowRoot {
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
    setRoot(adoptStyles(host.shadowRoot ?? host.attachShadow({ mode: "open" }), styles));
  }, [ref, styles]);
  return root;
}
