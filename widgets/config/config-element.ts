import { $config, configure } from "../core/config/config-store";
import { ConfigSchema, type Config } from "../core/config/config-schema";
import {
  CONFIG_FUNCTION_KEYS,
  CONFIG_STRING_KEYS,
  KEY_OF_ATTRIBUTE,
  attributeName,
  type ConfigStringKey,
} from "./config-attributes";

/** Writes `values` through `configure()`; an invalid value is logged and the configuration kept. */
function apply(values: Partial<Record<keyof Config, unknown>>): void {
  try {
    configure(values as Parameters<typeof configure>[0]);
  } catch (error) {
    console.error("[vms-widgets] <vms-config> ignored an invalid value", error);
  }
}

/** Back to the default of `key` (the attribute was removed). */
function restoreDefault(key: ConfigStringKey): void {
  const { [key]: _removed, ...rest } = $config.get();
  const result = ConfigSchema.safeParse(rest);
  if (result.success) $config.set(result.data);
}

/**
 * `<vms-config>`: each attribute (`api-base-url`, `token-url`, `token`, `language`, …) and each
 * property (`apiBaseUrl`, …, plus the functions `navigate` and `analytics`) writes the shared
 * configuration. Renders nothing.
 */
export class VmsConfigElement extends HTMLElement {
  static get observedAttributes(): string[] {
    return [...KEY_OF_ATTRIBUTE.keys()];
  }

  connectedCallback(): void {
    this.hidden = true;
    const values: Partial<Record<ConfigStringKey, string>> = {};
    for (const [attribute, key] of KEY_OF_ATTRIBUTE) {
      const value = this.getAttribute(attribute);
      if (value !== null) values[key] = value;
    }
    if (Object.keys(values).length > 0) apply(values);
  }

  attributeChangedCallback(attribute: string, oldValue: string | null, value: string | null): void {
    const key = KEY_OF_ATTRIBUTE.get(attribute);
    if (!key || oldValue === value || !this.isConnected) return;
    if (value === null) restoreDefault(key);
    else apply({ [key]: value });
  }
}

/** The element with its generated properties (defined on the prototype below). */
export type VmsConfig = VmsConfigElement &
  Record<ConfigStringKey, string | undefined> & {
    navigate: Config["navigate"];
    analytics: Config["analytics"];
  };

for (const key of CONFIG_STRING_KEYS) {
  const attribute = attributeName(key);
  Object.defineProperty(VmsConfigElement.prototype, key, {
    configurable: true,
    enumerable: true,
    get(this: HTMLElement) {
      return this.getAttribute(attribute) ?? $config.get()[key];
    },
    set(this: HTMLElement, value: unknown) {
      if (value === null || value === undefined) this.removeAttribute(attribute);
      else if (typeof value === "string") this.setAttribute(attribute, value);
      else apply({ [key]: value });
    },
  });
}

for (const key of CONFIG_FUNCTION_KEYS) {
  Object.defineProperty(VmsConfigElement.prototype, key, {
    configurable: true,
    enumerable: true,
    get() {
      return $config.get()[key];
    },
    set(value: unknown) {
      apply({ [key]: value });
    },
  });
}
