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

/**
 * Puts `styles` (a theme sheet first) into `shadow` as constructed stylesheets: allowed under a
 * strict CSP (no `style-src 'unsafe-inline'` needed, unlike `<style>` elements).
 */
export function adoptSheets(shadow: ShadowRoot, styles: readonly string[]): ShadowRoot {
  shadow.adoptedStyleSheets = styles.map(sheetOf);
  return shadow;
}

/** Adds `css` after the sheets `shadow` has (a part of a widget loaded later brings its rules); once. */
export function addSheet(shadow: ShadowRoot, css: string): void {
  const sheet = sheetOf(css);
  if (!shadow.adoptedStyleSheets.includes(sheet)) shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
}
