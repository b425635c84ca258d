import type { CssPropertyName, CssPropertySpec } from "../element/spec";

/**
 * Design tokens shared by several widgets and the shared pieces in `ui/`: declared once here and
 * counted as declared for every widget (the spec test reads this table). A widget's own custom
 * properties (`--vms-map-*`, `--vms-nav-*`, …) are in its spec. The theming work will rename and
 * complete these (`--vms-color-*`, `--vms-space-*`, `--vms-radius-*`, `--vms-font-*`, dark theme).
 */
export const SHARED_TOKENS = {
  "--vms-color-primary": { default: "#1f5fae", description: "Accent colour: buttons, links, focus." },
  "--vms-color-on-primary": { default: "#ffffff", description: "Text on the accent colour." },
  "--vms-color-secondary": {
    default: "#2e7d32",
    description: "The theme's secondary colour (health green).",
  },
  "--vms-color-surface": { default: "#ffffff", description: "Background of panels, bars and drawers." },
  "--vms-color-text": { default: "#1c2430", description: "Text colour." },
  "--vms-color-text-muted": { default: "#4f5b6b", description: "Secondary text colour." },
  "--vms-color-border": { default: "#c9d1db", description: "Borders and separators." },
  "--vms-color-hover": { default: "#eef3f9", description: "Hovered and active rows." },
  "--vms-color-highlight": { default: "#ffe58a", description: "Background of highlighted search matches." },
  "--vms-color-chip": { default: "#e3ecf7", description: "Chip background." },
  "--vms-color-notice": { default: "#fff4d6", description: "Background of notices." },
  "--vms-color-skeleton": { default: "#e4e9ef", description: "Loading placeholders." },
  "--vms-color-danger": { default: "#b3261e", description: "Destructive actions and inline errors." },
  "--vms-color-error": { default: "#b3261e", description: "Error notifications and states." },
  "--vms-color-warning": { default: "#8a5a00", description: "Warning notifications." },
  "--vms-color-success": { default: "#1e7a3c", description: "Success notifications." },
  "--vms-color-info": { default: "#1f5fa8", description: "Information notifications." },
  "--vms-font-family": { default: "system-ui, sans-serif", description: "Font of every widget." },
  "--vms-radius": { default: "8px", description: "Corner radius of panels and controls." },
  "--vms-focus-ring": { default: "#0b57d0", description: "Focus outline colour." },
  "--vms-accent": { default: "#1f5fa8", description: "Accent of dialogs and the help button." },
  "--vms-accent-contrast": { default: "#ffffff", description: "Text on `--vms-accent`." },
  "--vms-dialog-background": { default: "#ffffff", description: "Background of modal dialogs." },
  "--vms-dialog-color": { default: "#1b2430", description: "Text of modal dialogs." },
  "--vms-notification-background": { default: "#ffffff", description: "Background of notifications." },
  "--vms-notification-color": { default: "#1b2430", description: "Text of notifications." },
} as const satisfies Record<CssPropertyName, CssPropertySpec>;
