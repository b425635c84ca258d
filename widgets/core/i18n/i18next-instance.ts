import i18next, { type i18n as I18n } from "i18next";
import { $language, addStrings, onStrings } from "./i18n";

/**
 * An i18next instance holding every catalogue of the library, for hosts that use i18next. Widgets
 * translate with `t` (`./i18n`, no i18next in their bundles); this instance mirrors the
 * catalogues both ways: what `addCatalogue` adds appears here, and bundles a host adds here with
 * `i18n.addResourceBundle` reach the widgets. Its language follows `configure({ language })`.
 * Only the package entry (`vms-widgets`) exports it, so only hosts that import it pay for i18next.
 */
export const i18n: I18n = i18next.createInstance();

let mirroring = false;
void i18n.init({
  lng: $language.get(),
  fallbackLng: "en",
  defaultNS: "core",
  ns: [],
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
onStrings((language, namespace, strings) => {
  if (mirroring) return;
  mirroring = true;
  i18n.addResourceBundle(language, namespace, strings, true, true);
  mirroring = false;
});
i18n.store.on("added", (language: string, namespace: string) => {
  if (mirroring) return;
  mirroring = true;
  addStrings(language, namespace, i18n.getResourceBundle(language, namespace) as Record<string, unknown>);
  mirroring = false;
});
$language.subscribe((language) => {
  if (i18n.language !== language) void i18n.changeLanguage(language);
});
