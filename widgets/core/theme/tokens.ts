import { cssProperties, type CssPropertyName, type CssPropertySpec } from "../element/spec";

/** A design token: its light value (`default`), its dark value when it differs, the names it replaces. */
export interface TokenSpec extends CssPropertySpec {
  readonly default: string;
  /** The value in the dark theme (`theme: "dark"`, or `"auto"` under `prefers-color-scheme: dark`). */
  readonly dark?: string;
  /** Names used before 0.2 for this token: still read, after the new name, for one release. */
  readonly was?: readonly CssPropertyName[];
}

/**
 * Every design token of the library, declared once: colours (`--vms-color-*`), spacing
 * (`--vms-space-*`), corner radii (`--vms-radius-*`), type (`--vms-font-*`) and the map's tile
 * filter. A host sets any of them on its page (`:root { --vms-color-primary: … }`) or on one
 * widget; widgets read them through the theme sheet (`theme-css.ts`), which supplies the light or
 * dark default. A widget's own layout properties (widths, stacking) stay in its spec.
 */
export const SHARED_TOKENS = cssProperties({
  "--vms-color-primary": {
    default: "#1f5fae",
    dark: "#8ab4f8",
    description: "Accent colour: primary buttons, links, selected controls.",
    was: ["--vms-accent"],
  },
  "--vms-color-on-primary": {
    default: "#ffffff",
    dark: "#0b1a2e",
    description: "Text and icons on the accent colour.",
    was: ["--vms-accent-contrast"],
  },
  "--vms-color-secondary": {
    default: "#2e7d32",
    dark: "#66bb6a",
    description: "The theme's secondary colour (health green).",
  },
  "--vms-color-surface": {
    default: "#ffffff",
    dark: "#1c2128",
    description: "Background of panels, bars, drawers and the map's controls.",
    was: ["--vms-surface"],
  },
  "--vms-color-surface-raised": {
    default: "#ffffff",
    dark: "#262c35",
    description: "Background of dialogs, menus, notifications and the help button.",
    was: [
      "--vms-dialog-background",
      "--vms-notification-background",
      "--vms-menu-background",
      "--vms-help-button-background",
    ],
  },
  "--vms-color-text": {
    default: "#1c2430",
    dark: "#e6eaf0",
    description: "Text colour.",
    was: ["--vms-on-surface", "--vms-dialog-color", "--vms-notification-color", "--vms-menu-color"],
  },
  "--vms-color-text-muted": { default: "#4f5b6b", dark: "#a9b4c2", description: "Secondary text colour." },
  "--vms-color-border": { default: "#c9d1db", dark: "#434c58", description: "Borders and separators." },
  "--vms-color-hover": { default: "#eef3f9", dark: "#2d3540", description: "Hovered and active rows and buttons." },
  "--vms-color-selected": {
    default: "#dde7f5",
    dark: "#2f4a6e",
    description: "Background of a chosen toggle (the map type).",
    was: ["--vms-selected-bg"],
  },
  "--vms-color-focus": {
    default: "#0b57d0",
    dark: "#8ab4f8",
    description: "Focus outline of every control.",
    was: ["--vms-focus-ring"],
  },
  "--vms-color-highlight": {
    default: "#ffe58a",
    dark: "#6b5300",
    description: "Background of highlighted search matches.",
  },
  "--vms-color-on-highlight": {
    default: "#1c2430",
    dark: "#fff6d0",
    description: "Text of highlighted search matches.",
  },
  "--vms-color-chip": { default: "#e3ecf7", dark: "#2f3b4b", description: "Chip background." },
  "--vms-color-notice": { default: "#fff4d6", dark: "#3d3212", description: "Background of notices." },
  "--vms-color-skeleton": { default: "#e4e9ef", dark: "#323a45", description: "Loading placeholders." },
  "--vms-color-scrim": {
    default: "rgb(255 255 255 / 0.55)",
    dark: "rgb(0 0 0 / 0.5)",
    description: "Veil over the map while it loads.",
    was: ["--vms-overlay"],
  },
  "--vms-color-media": {
    default: "#0b0f14",
    description: "Behind videos and thumbnails.",
    was: ["--vms-media-background"],
  },
  "--vms-color-error": {
    default: "#b3261e",
    dark: "#f2b8b5",
    description: "Errors: notifications, failed states, inline errors.",
    was: ["--vms-color-danger"],
  },
  "--vms-color-warning": { default: "#8a5a00", dark: "#f0c05a", description: "Warning notifications." },
  "--vms-color-success": { default: "#1e7a3c", dark: "#7fd39a", description: "Success notifications." },
  "--vms-color-info": { default: "#1f5fa8", dark: "#8ab4f8", description: "Information notifications." },
  "--vms-color-health-yellow": {
    default: "#b58900",
    dark: "#e0b43a",
    description: "Unit health yellow, shown darker.",
    was: ["--vms-health-yellow"],
  },
  "--vms-color-health-red": {
    default: "#c62828",
    dark: "#ef6a6a",
    description: "Unit health red.",
    was: ["--vms-health-red"],
  },
  "--vms-color-health-grey": {
    default: "#8a94a3",
    dark: "#8a94a3",
    description: "Unit health grey.",
    was: ["--vms-health-grey"],
  },
  "--vms-color-nav": {
    default: "#12263f",
    dark: "#0d1117",
    description: "Background of the portal navigation.",
    was: ["--vms-nav-background"],
  },
  "--vms-color-on-nav": {
    default: "#f4f7fb",
    dark: "#e6eaf0",
    description: "Text of the portal navigation.",
    was: ["--vms-nav-color"],
  },
  "--vms-color-nav-muted": {
    default: "#b8c4d6",
    dark: "#a9b4c2",
    description: "Section headers of the navigation.",
    was: ["--vms-nav-muted-color"],
  },
  "--vms-color-nav-hover": {
    default: "#1d3a5f",
    dark: "#1f2a38",
    description: "Hovered navigation link, separators.",
    was: ["--vms-nav-hover-background"],
  },
  "--vms-color-nav-current": {
    default: "#2b5c9a",
    dark: "#264d80",
    description: "Background of the current page's link.",
    was: ["--vms-nav-current-background"],
  },
  "--vms-color-on-nav-current": {
    default: "#ffffff",
    dark: "#ffffff",
    description: "Text of the current page's link.",
    was: ["--vms-nav-current-color"],
  },
  "--vms-color-nav-focus": {
    default: "#7fb3ff",
    dark: "#8ab4f8",
    description: "Focus outline inside the navigation (on its dark background).",
  },
  "--vms-color-map-water": {
    default: "#a9c9e4",
    dark: "#0f2236",
    description: "Water (the map's background).",
    was: ["--vms-map-water"],
  },
  "--vms-color-map-land": {
    default: "#f1efe6",
    dark: "#2a2f36",
    description: "Land of the offline basemap.",
    was: ["--vms-map-land"],
  },
  "--vms-color-map-border": {
    default: "#9a9a8f",
    dark: "#6b7380",
    description: "Country borders.",
    was: ["--vms-map-border"],
  },
  "--vms-color-map-state-border": {
    default: "#bcbcae",
    dark: "#4a515c",
    description: "US state borders.",
    was: ["--vms-map-state-border"],
  },
  "--vms-color-marker-live": {
    default: "#1a7f37",
    dark: "#3fb950",
    description: "Live unit markers (circles).",
    was: ["--vms-marker-live"],
  },
  "--vms-color-marker-deactivated": {
    default: "#8c959f",
    dark: "#a4adb8",
    description: "Deactivated unit markers (diamonds).",
    was: ["--vms-marker-deactivated"],
  },
  "--vms-color-marker-cabinet": {
    default: "#8250df",
    dark: "#b48cff",
    description: "Archive cabinet markers (squares).",
    was: ["--vms-marker-cabinet"],
  },
  "--vms-color-marker-outline": {
    default: "#ffffff",
    dark: "#0d1117",
    description: "Outline of every marker.",
    was: ["--vms-marker-outline"],
  },
  "--vms-color-marker-selected": {
    default: "#f2a900",
    dark: "#f2c94c",
    description: "Ring of the selected unit's marker.",
    was: ["--vms-marker-selected"],
  },
  "--vms-color-cluster": {
    default: "#0b57d0",
    dark: "#4d8ef0",
    description: "Cluster background.",
    was: ["--vms-cluster-bg"],
  },
  "--vms-color-on-cluster": {
    default: "#ffffff",
    dark: "#0b1a2e",
    description: "Cluster count text.",
    was: ["--vms-cluster-fg"],
  },
  "--vms-map-tile-filter": {
    default: "none",
    dark: "invert(1) hue-rotate(180deg) brightness(0.85) contrast(0.9) saturate(0.6)",
    description: "CSS filter on the map's tiles (the dark theme dims and inverts them).",
  },
  "--vms-space-xs": { default: "4px", description: "Smallest gap (inside chips and rows)." },
  "--vms-space-sm": { default: "8px", description: "Gap between controls; padding of compact boxes." },
  "--vms-space-md": { default: "12px", description: "Padding of rows and panels." },
  "--vms-space-lg": { default: "16px", description: "Padding of drawers and dialogs." },
  "--vms-radius-sm": { default: "4px", description: "Corner radius of buttons, notices and thumbnails." },
  "--vms-radius-md": {
    default: "8px",
    description: "Corner radius of panels, bars and dialogs.",
    was: ["--vms-radius"],
  },
  "--vms-radius-pill": { default: "999px", description: "Corner radius of chips and round buttons." },
  "--vms-font-family": { default: "system-ui, sans-serif", description: "Font of every widget." },
  "--vms-font-size": { default: "14px", description: "Body text size of every widget." },
  "--vms-font-size-sm": { default: "12px", description: "Small text: section titles, captions, badges." },
} satisfies Record<CssPropertyName, TokenSpec>);

export type TokenName = keyof typeof SHARED_TOKENS;

/** Old name → new name, for every renamed token (CHANGELOG lists the same map). */
export const RENAMED_TOKENS: Readonly<Record<string, TokenName>> = Object.fromEntries(
  Object.entries(SHARED_TOKENS as Record<TokenName, TokenSpec>).flatMap(([name, token]) =>
    (token.was ?? []).map((old) => [old, name as TokenName]),
  ),
);
