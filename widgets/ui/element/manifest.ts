/**
 * What each `widgets/<folder>/<folder>.element.ts` exports as `manifest`, read at build time by
 * `scripts/generate-manifest.ts` into `custom-elements.json` (Custom Elements Manifest 1.0.0).
 *
 * The value must be a plain literal: strings, numbers, booleans, arrays and objects only (no
 * variables, calls or spreads), optionally with `as const` or `satisfies ElementManifest`, because
 * the generator reads it from the source without running it. Descriptions are for developers
 * (English), not user-facing strings.
 *
 * @example
 * export const manifest = {
 *   tag: "vms-unit-map",
 *   description: "Map of the live units the user can see, clustered.",
 *   attributes: [{ name: "unit-id", type: "string", description: "Selects this unit." }],
 *   events: [{ name: "vms-unit-select", description: "A unit was chosen; detail `{ id, kind }`." }],
 *   cssParts: [{ name: "map", description: "The map container." }],
 *   cssProperties: [{ name: "--vms-accent", description: "Accent colour.", default: "#1f6feb" }],
 * } satisfies ElementManifest;
 */
export interface ElementManifest {
  /** The tag, `vms-` plus the folder name. */
  tag: string;
  /** One or two sentences: what the element shows and does. */
  description: string;
  /** HTML attributes; `type` is the TypeScript type as text ("string", "boolean", "number", "\"a\" | \"b\""). */
  attributes: ManifestAttribute[];
  /** Properties only settable from script (callbacks, objects), if any. */
  properties?: ManifestProperty[];
  /** Events dispatched (`vms-<noun>-<verb>`), bubbling and composed. */
  events: ManifestEvent[];
  /** `::part()` names. */
  cssParts: ManifestNamed[];
  /** `--vms-*` custom properties the element reads. */
  cssProperties: ManifestCssProperty[];
  /** Named slots, if any. */
  slots?: ManifestNamed[];
}

export interface ManifestNamed {
  name: string;
  description: string;
}

export interface ManifestAttribute extends ManifestNamed {
  type: string;
  /** The property it maps to, when not the camelCase of the attribute. */
  fieldName?: string;
  default?: string;
}

export interface ManifestProperty extends ManifestNamed {
  type: string;
}

export interface ManifestEvent extends ManifestNamed {
  /** The type of `event.detail`, as text, e.g. "{ id: number; kind: \"unit\" | \"cabinet\" }". */
  detail?: string;
}

export interface ManifestCssProperty extends ManifestNamed {
  default?: string;
}
