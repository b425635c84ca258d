import type * as zc from "zod/v4/core";

/**
 * The public surface of one widget, declared once in `widgets/<folder>/<folder>.spec.ts`: tag,
 * props (attributes and properties) with zod types and defaults, events with a typed `detail`,
 * CSS parts, CSS custom properties and slots. Pure data: importable in Node (no DOM, no React),
 * so the scripts that write `custom-elements.json` and `docs/widgets/` read it directly.
 *
 * From a spec come the element class and its props (`core/element/spec-element.ts`,
 * `ui/element/`), `HTMLElementTagNameMap`, the typed event map, the JSX typings, the React props
 * type (`WidgetProps`), the manifest and the docs.
 *
 * @example
 * export const unitSearchSpec = defineSpec({
 *   tag: "vms-unit-search",
 *   description: "Search bar for live units…",
 *   props: { page: prop(z.enum(["map", "stream", "history"]).default("map"), "What a row click does.") },
 *   events: { "vms-unit-select": event(SelectedUnitSchema, "A unit row was opened.") },
 *   parts: { input: "The text input." },
 *   cssProperties: { "--vms-search-z-index": { default: "1100", description: "Stacking order." } },
 * });
 */

/** Any zod schema (classic or mini). */
export type Schema = zc.$ZodType;

/**
 * How a prop reaches the element. Primitives are attributes (kebab-case) reflected to a property
 * of the same camelCase name; booleans are HTML-style (a bare attribute is true, `"false"` or no
 * attribute is false unless the default says otherwise). Objects, arrays and functions are
 * property-only and keep their identity.
 */
export type PropKind = "string" | "number" | "boolean" | "property";

export interface PropSpec<S extends Schema = Schema> {
  readonly schema: S;
  readonly description: string;
  /** TypeScript text of the type for the docs, when the schema cannot say (functions). */
  readonly typeText?: string;
}

export interface EventSpec<S extends Schema | null = Schema | null> {
  /** The schema of `detail`; null when the event carries none. */
  readonly detail: S;
  readonly description: string;
  /** `preventDefault()` stops what the widget was about to do (a React callback returns false). */
  readonly cancelable: boolean;
}

export interface CssPropertySpec {
  readonly description: string;
  /** The value used when the host sets none. */
  readonly default?: string;
}

export type EventName = `vms-${string}`;
export type CssPropertyName = `--vms-${string}`;

export interface SpecInput {
  /** `vms-` plus the folder name. */
  readonly tag: `vms-${string}`;
  /** One or two sentences for developers (English): what the widget shows and does. */
  readonly description: string;
  readonly props?: Readonly<Record<string, PropSpec>>;
  readonly events?: Readonly<Record<EventName, EventSpec>>;
  /** `::part()` names and what each is. */
  readonly parts?: Readonly<Record<string, string>>;
  /** The widget's own `--vms-*` custom properties (shared tokens live in `core/theme/tokens.ts`). */
  readonly cssProperties?: Readonly<Record<CssPropertyName, CssPropertySpec>>;
  /** Named slots (`""` for the default slot) and what goes in each. */
  readonly slots?: Readonly<Record<string, string>>;
}

/** A prop as the element and the docs see it: its attribute (or null) and kind filled in. */
export interface ResolvedProp<S extends Schema = Schema> extends PropSpec<S> {
  readonly name: string;
  readonly kind: PropKind;
  /** The kebab-case attribute, or null for a property-only prop. */
  readonly attribute: string | null;
}

export interface WidgetSpec<I extends SpecInput = SpecInput> {
  readonly tag: I["tag"];
  readonly description: string;
  readonly props: I extends { props: infer P extends Readonly<Record<string, PropSpec>> } ? P : Record<never, never>;
  readonly events: I extends { events: infer E extends Readonly<Record<EventName, EventSpec>> }
    ? E
    : Record<never, never>;
  readonly parts: Readonly<Record<string, string>>;
  readonly cssProperties: Readonly<Record<CssPropertyName, CssPropertySpec>>;
  readonly slots: Readonly<Record<string, string>>;
  /** Every prop with its attribute and kind, in declaration order. */
  readonly resolvedProps: readonly ResolvedProp[];
}

/** Any spec, for code that handles every widget. */
export type AnySpec = WidgetSpec<SpecInput>;

/** A prop: its zod type (with `.default()` when it has one) and what it does. */
export function prop<S extends Schema>(schema: S, description: string, options: { type?: string } = {}): PropSpec<S> {
  return options.type === undefined ? { schema, description } : { schema, description, typeText: options.type };
}

/** An event: the zod type of its `detail` (null for none) and when it fires. */
export function event<S extends Schema | null>(
  detail: S,
  description: string,
  options: { cancelable?: boolean } = {},
): EventSpec<S> {
  return { detail, description, cancelable: options.cancelable ?? false };
}

/**
 * Parts declared apart from a spec (shared pieces spread into several specs): `name → what it is`.
 * Like every text given to these helpers, the descriptions are for the docs only; the builds
 * blank them (`scripts/build/strip-docs.mjs`).
 */
export function parts<const P extends Readonly<Record<string, string>>>(declared: P): P {
  return declared;
}

/** Descriptions declared apart from a spec (`name → what it is`), e.g. of props built in a loop. */
export function descriptions<const P extends Readonly<Record<string, string>>>(declared: P): P {
  return declared;
}

/** CSS custom properties declared apart from a spec (the shared design tokens). */
export function cssProperties<const P extends Readonly<Record<CssPropertyName, CssPropertySpec>>>(declared: P): P {
  return declared;
}

/** `apiBaseUrl` → `api-base-url`. */
export function kebabCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
}

/** `vms-unit-select` → `onUnitSelect`: the React callback of an event. */
export function callbackName(eventName: string): string {
  const rest = eventName.replace(/^vms-/, "");
  return `on${rest.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase())}`;
}

type Def = {
  type: string;
  innerType?: Schema;
  values?: unknown[];
  entries?: Record<string, unknown>;
  options?: Schema[];
};
const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(["default", "prefault", "optional", "nullable", "readonly", "catch", "nonoptional"]);

/** The schema under `.default()`, `.optional()`, `.nullable()` and the like. */
export function unwrap(schema: Schema): Schema {
  let current = schema;
  for (let def = defOf(current); WRAPPERS.has(def.type) && def.innerType; def = defOf(current)) current = def.innerType;
  return current;
}

/** The literal values of an enum, a literal or a union of literals; null for anything else. */
export function literalValues(schema: Schema): unknown[] | null {
  const def = defOf(unwrap(schema));
  if (def.type === "enum" && def.entries) return Object.values(def.entries);
  if (def.type === "literal" && def.values) return def.values;
  if (def.type === "union" && def.options) {
    const all = def.options.map(literalValues);
    return all.every((values) => values !== null) ? all.flat() : null;
  }
  return null;
}

/** How a schema reaches the element (see `PropKind`). */
export function propKind(schema: Schema): PropKind {
  const type = defOf(unwrap(schema)).type;
  if (type === "string") return "string";
  if (type === "number" || type === "int") return "number";
  if (type === "boolean") return "boolean";
  const literals = literalValues(schema);
  if (literals && literals.length > 0) {
    if (literals.every((value) => typeof value === "string")) return "string";
    if (literals.every((value) => typeof value === "number")) return "number";
  }
  return "property";
}

/** Validates `value` with the schema's Standard Schema interface (no zod import needed). */
export function check<S extends Schema>(
  schema: S,
  value: unknown,
): { ok: true; value: zc.output<S> } | { ok: false; message: string } {
  const result = (schema as unknown as StandardSchema)["~standard"].validate(value);
  if (result instanceof Promise) return { ok: false, message: "asynchronous schemas are not supported" };
  if (result.issues) return { ok: false, message: result.issues.map((issue) => issue.message).join("; ") };
  return { ok: true, value: result.value as zc.output<S> };
}

interface StandardSchema {
  "~standard": {
    validate(
      value: unknown,
    ): { value: unknown; issues?: undefined } | { issues: readonly { message: string }[] } | Promise<unknown>;
  };
}

/** The value a prop takes when nothing is set: its `.default()`, else undefined. */
export function defaultValue(schema: Schema): unknown {
  const result = check(schema, undefined);
  return result.ok ? result.value : undefined;
}

/** Declares a widget's public surface; see the module comment. Throws on a malformed spec. */
export function defineSpec<const I extends SpecInput>(input: I): WidgetSpec<I> {
  const problems: string[] = [];
  if (!/^vms-[a-z0-9]+(-[a-z0-9]+)*$/.test(input.tag)) problems.push(`tag ${input.tag} is not vms-<kebab-name>`);
  const resolvedProps: ResolvedProp[] = Object.entries(input.props ?? {}).map(([name, spec]) => {
    const kind = propKind(spec.schema);
    if (kind === "property" && spec.typeText === undefined && isOpaque(spec.schema))
      problems.push(`prop ${name}: a custom schema needs { type: "…" } for the docs`);
    return { ...spec, name, kind, attribute: kind === "property" ? null : kebabCase(name) };
  });
  for (const name of Object.keys(input.events ?? {}))
    if (!/^vms-[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) problems.push(`event ${name} is not vms-<kebab-name>`);
  for (const name of Object.keys(input.cssProperties ?? {}))
    if (!/^--vms-[a-z0-9-]+$/.test(name)) problems.push(`custom property ${name} is not --vms-…`);
  if (problems.length > 0) throw new Error(`[vms-widgets] spec of ${input.tag}: ${problems.join("; ")}`);
  return {
    tag: input.tag,
    description: input.description,
    props: (input.props ?? {}) as WidgetSpec<I>["props"],
    events: (input.events ?? {}) as WidgetSpec<I>["events"],
    parts: input.parts ?? {},
    cssProperties: input.cssProperties ?? {},
    slots: input.slots ?? {},
    resolvedProps,
  };
}

function isOpaque(schema: Schema): boolean {
  const type = defOf(unwrap(schema)).type;
  return type === "custom" || type === "function" || type === "any" || type === "unknown";
}

// ---- Types derived from a spec ---------------------------------------------------------------

type PropsOf<S extends AnySpec> = S["props"] extends Record<string, PropSpec> ? S["props"] : Record<never, never>;
type EventsOf<S extends AnySpec> = S["events"] extends Record<string, EventSpec> ? S["events"] : Record<never, never>;
type SchemaOf<P> = P extends PropSpec<infer T> ? T : never;
type DetailSchemaOf<E> = E extends EventSpec<infer D> ? D : null;
type CancelableOf<E> = E extends { cancelable: true } ? true : false;

/** The value of each prop as the component sees it (defaults applied). */
export type PropValues<S extends AnySpec> = {
  -readonly [K in keyof PropsOf<S>]: zc.output<SchemaOf<PropsOf<S>[K]>>;
};

/** What a user may pass for each prop (every prop is optional where it has a default). */
export type PropInputs<S extends AnySpec> = {
  -readonly [K in keyof PropsOf<S>]?: zc.input<SchemaOf<PropsOf<S>[K]>>;
};

/** The `detail` type of event `K`. */
export type DetailOf<S extends AnySpec, K extends keyof EventsOf<S>> =
  DetailSchemaOf<EventsOf<S>[K]> extends infer D extends Schema ? zc.output<D> : null;

/** `{ "vms-unit-select": CustomEvent<SelectedUnit>, … }`: for `addEventListener`. */
export type EventMapOf<S extends AnySpec> = {
  [K in keyof EventsOf<S>]: CustomEvent<DetailOf<S, K>>;
};

type Camel<T extends string> = T extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : T;
/** `vms-unit-select` → `onUnitSelect`. */
export type CallbackName<K> = K extends `vms-${infer Rest}` ? `on${Capitalize<Camel<Rest>>}` : never;

/**
 * The callbacks of the React component: one per event, receiving the detail. A callback of a
 * cancelable event cancels it by returning false.
 */
export type CallbackProps<S extends AnySpec> = {
  [K in keyof EventsOf<S> as CallbackName<K>]?: (
    detail: DetailOf<S, K>,
  ) => CancelableOf<EventsOf<S>[K]> extends true ? boolean | void : unknown;
};

/** Dispatches event `name` with `detail`; answers false when a listener cancelled it. */
export type Emit<S extends AnySpec> = <K extends keyof EventsOf<S> & string>(
  name: K,
  detail: DetailOf<S, K>,
) => boolean;
