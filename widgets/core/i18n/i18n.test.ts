import { afterEach, describe, expect, it } from "vitest";
import { configure } from "../config/config-store";
import { $language, addCatalogue, t } from "./i18n";
import { i18n } from "./i18next-instance";

addCatalogue("i18nTest", {
  en: {
    hello: "Hello {{name}}, {{missing}}",
    nested: { deep: "Deep {{value}}", count_one: "{{count}} camera", count_other: "{{count}} cameras" },
    onlyEnglish: "English only",
  },
  es: {
    hello: "Hola {{name}}, {{missing}}",
    nested: { count_one: "{{count}} cámara", count_other: "{{count}} cámaras" },
  },
});

afterEach(() => configure({ language: "en" }));

describe("t", () => {
  it("reads namespace:key and nested keys, interpolating values", () => {
    expect(t("i18nTest:hello", { name: "Ana" })).toBe("Hello Ana, {{missing}}");
    expect(t("nested.deep", { ns: "i18nTest", value: 3 })).toBe("Deep 3");
    expect(t("dismiss")).toBe("Dismiss");
  });

  it("picks the plural form of the language", () => {
    expect(t("i18nTest:nested.count", { count: 1 })).toBe("1 camera");
    expect(t("i18nTest:nested.count", { count: 0 })).toBe("0 cameras");
    expect(t("i18nTest:nested.count", { count: 1, lng: "es" })).toBe("1 cámara");
  });

  it("follows configure({ language }), falls back to English, then to the key", () => {
    configure({ language: "es-MX" });
    expect($language.get()).toBe("es-MX");
    expect(t("i18nTest:hello", { name: "Ana" })).toBe("Hola Ana, {{missing}}");
    expect(t("i18nTest:onlyEnglish")).toBe("English only");
    expect(t("i18nTest:nope.key")).toBe("nope.key");
  });

  it("gives the same text as i18next for every library string shape", () => {
    const cases: [string, Record<string, unknown>][] = [
      ["i18nTest:hello", { name: "Ana" }],
      ["i18nTest:nested.count", { count: 5 }],
      ["i18nTest:nested.count", { count: 1, lng: "es" }],
      ["i18nTest:onlyEnglish", { lng: "es" }],
      ["i18nTest:nope", {}],
      ["core:retry", { lng: "es" }],
    ];
    for (const [key, options] of cases) expect(t(key, options)).toBe(i18n.t(key, options) as string);
  });

  it("mirrors bundles both ways with the i18next instance", () => {
    addCatalogue("i18nMirror", { en: { a: "A" } });
    expect(i18n.t("i18nMirror:a")).toBe("A");
    i18n.addResourceBundle("en", "i18nMirror", { b: "B {{x}}" }, true, true);
    expect(t("i18nMirror:b", { x: 1 })).toBe("B 1");
    expect(t("i18nMirror:a")).toBe("A");
    configure({ language: "es" });
    expect(i18n.language).toBe("es");
  });
});
