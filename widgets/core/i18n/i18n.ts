import { atom } from "nanostores";
import { $config } from "../config/config-store";
import { coreCatalogue } from "./core-catalogue";

/** A catalogue of one namespace: English is required, other languages optional. */
export interface Catalogue {
  en: Record<string, unknown>;
  [language: string]: Record<string, unknown>;
}

/** What `t` takes beside the key: `ns`, `lng`, `count` (plural forms) and the values to interpolate. */
export interface TOptions {
  ns?: string;
  lng?: string;
  count?: number;
  [value: string]: unknown;
}

const FALLBACK = "en";
const DEFAULT_NAMESPACE = "core";

/** The strings by language, then namespace (`resources.es.camera.signIn`). */
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
const listeners = new Set<(language: string, namespace: string, strings: Record<string, unknown>) => void>();

/** The current language (from `configure({ language })`); widgets re-render when it changes. */
export const $language = atom<string>(FALLBACK);

function merge(target: Record<string, unknown>, source: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (isRecord(value) && isRecord(current)) merge(current, value);
    else target[key] = isRecord(value) ? structuredClone(value) : value;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Adds (deep-merges, later values win) the strings of one namespace in one language. */
export function addStrings(language: string, namespace: string, strings: Record<string, unknown>): void {
  const byNamespace = (resources[language] ??= {});
  merge((byNamespace[namespace] ??= {}), strings);
  for (const listener of listeners) listener(language, namespace, strings);
}

/** Adds the strings of one namespace (each feature folder has its own). Safe to call twice. */
export function addCatalogue(namespace: string, catalogue: Catalogue): void {
  for (const [language, strings] of Object.entries(catalogue)) addStrings(language, namespace, strings);
}

/** Calls `listener` for every catalogue added from now on (the i18next mirror of the package entry). */
export function onStrings(listener: (language: string, namespace: string, strings: Record<string, unknown>) => void) {
  listeners.add(listener);
  for (const [language, byNamespace] of Object.entries(resources))
    for (const [namespace, strings] of Object.entries(byNamespace)) listener(language, namespace, strings);
  return () => listeners.delete(listener);
}

function lookup(language: string, namespace: string, path: string[]): unknown {
  let node: unknown = resources[language]?.[namespace];
  for (const part of path) node = isRecord(node) ? node[part] : undefined;
  return node;
}

/** `es-MX` → es-MX, es, en. */
function languages(language: string): string[] {
  const base = language.split("-")[0] ?? language;
  return [...new Set([language, base, FALLBACK])];
}

const rules = new Map<string, Intl.PluralRules>();
function pluralForm(language: string, count: number): string {
  let rule = rules.get(language);
  if (!rule) {
    try {
      rule = new Intl.PluralRules(language);
    } catch {
      rule = new Intl.PluralRules(FALLBACK);
    }
    rules.set(language, rule);
  }
  return rule.select(count);
}

function interpolate(text: string, options: TOptions): string {
  return text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (match, name: string) => {
    let value: unknown = options;
    for (const part of name.split(".")) value = isRecord(value) ? value[part] : undefined;
    return value === undefined || value === null ? match : String(value);
  });
}

/**
 * Translates `namespace:key` (or `key` in `options.ns`, else `core`): nested keys with dots, the
 * language's plural form with `count` (`key_one`, `key_other`), `{{name}}` replaced by
 * `options.name` (not escaped: the DOM and React escape), English when the language lacks the key;
 * the key itself when no catalogue has it. The catalogues are i18next-compatible (JSON v4).
 */
export function t(key: string, options: TOptions = {}): string {
  const split = key.indexOf(":");
  const namespace = split > 0 ? key.slice(0, split) : (options.ns ?? DEFAULT_NAMESPACE);
  const name = split > 0 ? key.slice(split + 1) : key;
  const path = name.split(".");
  const last = path.length - 1;
  for (const language of languages(options.lng ?? $language.get())) {
    if (typeof options.count === "number") {
      const plural = [...path];
      plural[last] = `${path[last]}_${pluralForm(language, options.count)}`;
      const text = lookup(language, namespace, plural);
      if (typeof text === "string") return interpolate(text, options);
    }
    const text = lookup(language, namespace, path);
    if (typeof text === "string") return interpolate(text, options);
  }
  return name;
}

// The shared strings (error catalogue, generic texts) come with the first widget that translates.
addCatalogue("core", coreCatalogue);

$language.set($config.get().language);
$config.listen((config) => $language.set(config.language));
