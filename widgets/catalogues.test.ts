import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { signInCatalogue } from "../reference-app/server/auth/sign-in.catalogue";
import { shareCatalogue } from "../reference-app/server/routes/share-page";
import { onStrings } from "./core/i18n/i18n";
import { LANGUAGES } from "./core/schemas/session";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Every catalogue module of the widgets and the portal (`*.catalogue.ts`, `*.catalogue.tsx`). */
function catalogueFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : catalogueFiles(path);
    return /\.catalogue\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe("every catalogue speaks every language (issue 21: the Language choice)", () => {
  it("each namespace has the same keys in English and Spanish", async () => {
    const files = [...catalogueFiles(join(root, "widgets")), ...catalogueFiles(join(root, "reference-app/src"))];
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) await import(file);
    const byLanguage = new Map<string, Map<string, string[]>>();
    onStrings((language, namespace, strings) => {
      const namespaces = byLanguage.get(language) ?? new Map<string, string[]>();
      namespaces.set(namespace, [...(namespaces.get(namespace) ?? []), ...keys(strings)]);
      byLanguage.set(language, namespaces);
    });
    const english = byLanguage.get("en") ?? new Map();
    expect(english.size).toBeGreaterThan(20);
    for (const language of LANGUAGES) {
      const namespaces = byLanguage.get(language) ?? new Map();
      for (const [namespace, englishKeys] of english) {
        const own = new Set(namespaces.get(namespace) ?? []);
        const missing = [...new Set(englishKeys)].filter((key) => !own.has(key));
        expect(missing, `${language}: ${namespace} lacks`).toEqual([]);
      }
      const extra = [...namespaces.keys()].filter((namespace) => !english.has(namespace));
      expect(extra, `${language}: namespaces English lacks`).toEqual([]);
    }
    expect(files.map((file) => relative(root, file))).toContain("widgets/portal-nav/portal-nav.catalogue.ts");
  });

  it("the server's pages (sign-in, shared video) too", () => {
    for (const catalogue of [signInCatalogue, shareCatalogue])
      for (const language of LANGUAGES)
        expect(Object.keys(catalogue[language]).sort()).toEqual(Object.keys(catalogue.en).sort());
  });
});
