import { SHARED_TOKENS, type TokenSpec } from "./tokens";

/** The value a widget reads for a token: `--_vms-color-text` for `--vms-color-text`. */
export const privateName = (token: string) => token.replace(/^--vms-/, "--_vms-");

const tokens = Object.entries(SHARED_TOKENS as Record<string, TokenSpec>);

/** The host's value, else an old name's (one release), else the theme's default. */
function lookup(name: string, token: TokenSpec, value: string): string {
  const fallbacks = [name, ...(token.was ?? [])];
  return fallbacks.reduceRight((inner, outer) => `var(${outer}, ${inner})`, value);
}

function declarations(which: "light" | "dark"): string {
  return tokens
    .filter(([, token]) => which === "light" || token.dark !== undefined)
    .map(
      ([name, token]) =>
        `${privateName(name)}: ${lookup(name, token, which === "dark" ? (token.dark ?? "") : token.default)};`,
    )
    .join("\n  ");
}

/**
 * The theme sheet, adopted first into every widget's shadow root: it resolves each token into
 * a private `--_vms-*` property the widget's CSS reads. Light by default; dark when the host
 * element carries `data-vms-theme="dark"` (the `theme` setting), or under
 * `prefers-color-scheme: dark` unless it carries `data-vms-theme="light"`.
 */
export const THEME_CSS = `:host {
  color-scheme: light;
  ${declarations("light")}
}
:host([data-vms-theme="dark"]) {
  color-scheme: dark;
  ${declarations("dark")}
}
@media (prefers-color-scheme: dark) {
  :host(:not([data-vms-theme="light"])) {
    color-scheme: dark;
    ${declarations("dark")}
  }
}
`;
