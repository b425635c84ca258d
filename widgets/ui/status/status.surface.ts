/**
 * The parts every widget shows through the shared pieces it renders (the error boundary, the
 * status view): spread into each widget spec's `parts`. Pure data, like the specs.
 */
export const widgetParts = {
  error: "The generic error text shown when the widget failed to render.",
} as const;
