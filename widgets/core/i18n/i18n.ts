import i18next, { type i18n as I18n, type TOptions } from "i18next";
import { atom } from "nanostores";
import { $config } from "../config/config-store";
import { coreCatalogue } from "./core-catalogue";

/** A catalogue of one namespace: English is required, other languages optional. */
export interface Catalogue {
  en: Record<string, unknown>;
  [language: string]: Record<string, unknown>;
}

/** Our own i18next instance: a widget never touches the host page's i18next. */
export const i18n: I18n = i18next.createInstance();

/** The current language; components re-render when it changes. */
export const $language = atom<string>("en");

void i18n.init({
  lng: "en",
  fallbackLng: "en",
  defaultNS: "core",
  ns: [],
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
i18n.on("failedLoading", (lng: string, ns: string, msg: string) => {
  console.error(`[vms-widgets] translation load failed (${lng}/${ns}): ${msg}`);
});

/** Adds the strings of one namespace (each feature folder has its own). Safe to call twice. */
export function addCatalogue(namespace: string, catalogue: Catalogue): void {
  for (const [language, resources] of Object.entries(catalogue)) {
    i18n.addResourceBundle(language, namespace, resources, true, true);
  }
}

/** Translates `namespace:key`. */
export function t(key: string, options?: TOptions): string {
  return i18n.t(key, options) as string;
}

// The shared strings (error catalogue, generic texts) come with the first widget that translates.
addCatalogue("core", coreCatalogue);

function applyLanguage(language: string): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  $language.set(language);
}
applyLanguage($config.get().language);
$config.listen((config) => applyLanguage(config.language));
