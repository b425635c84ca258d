import { THEME_CSS } from "../../core/theme/theme-css";
import { adoptSheets } from "./sheets";

export { sheetOf } from "./sheets";

/**
 * Puts the theme sheet and `styles` into `shadow` as constructed stylesheets: allowed under a strict CSP (no
 * `style-src 'unsafe-inline'` needed, unlike `<style>` elements).
 */
export function adoptStyles(shadow: ShadowRoot, styles: readonly string[]): ShadowRoot {
  return adoptSheets(shadow, [THEME_CSS, ...styles]);
}
