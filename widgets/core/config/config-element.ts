import { specElement, type SpecElementClass } from "../element/spec-element";
import { ConfigSchema, type Config } from "./config-schema";
import { $config, configure } from "./config-store";
import { configSpec } from "./config.spec";
import { report } from "../report/report";

/** Writes `values` through `configure()`; an invalid value is logged and the configuration kept. */
function apply(values: Partial<Record<keyof Config, unknown>>): void {
  try {
    configure(values as Parameters<typeof configure>[0]);
  } catch (error) {
    report({ level: "error", code: "config.invalid", message: "<vms-config> ignored an invalid value", error });
  }
}

/** Back to the default of `key` (its attribute was removed or its property unset). */
function restoreDefault(key: keyof Config): void {
  const { [key]: _removed, ...rest } = $config.get();
  const result = ConfigSchema.safeParse(rest);
  if (result.success) $config.set(result.data);
}

/**
 * `<vms-config>`: each attribute and property it holds writes the shared configuration; only the
 * values set on this element are written (a value set with `configure()` stays unless this element
 * sets the same key). Renders nothing; needs no React.
 */
class ConfigElement extends specElement(configSpec) {
  #written = new Map<string, unknown>();

  override connectedCallback(): void {
    this.hidden = true;
    super.connectedCallback();
  }

  protected override propsChanged(): void {
    const set = this.assignedProps;
    const changed: Partial<Record<keyof Config, unknown>> = {};
    for (const [key, value] of set) if (this.#written.get(key) !== value) changed[key as keyof Config] = value;
    for (const key of this.#written.keys()) if (!set.has(key)) restoreDefault(key as keyof Config);
    this.#written = new Map(set);
    if (Object.keys(changed).length > 0) apply(changed);
  }
}

/** The `<vms-config>` class: typed properties for every configuration key. */
export const VmsConfigElement = ConfigElement as unknown as SpecElementClass<typeof configSpec>;
export type VmsConfigElement = InstanceType<typeof VmsConfigElement>;
