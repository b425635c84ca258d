import { describe, expect, it } from "vitest";
import { coreCatalogue } from "../../widgets/core/i18n/core-catalogue";
import { coreKeysIn, pickStrings, readCoreCatalogue } from "./core-strings.mjs";
import { root } from "./entries.mjs";

describe("coreStrings", () => {
  it("reads the catalogue from its source, as the widgets import it", async () => {
    expect(await readCoreCatalogue(root)).toEqual(coreCatalogue);
  });

  it("keeps only the listed keys, in every language", () => {
    const picked = pickStrings(coreCatalogue, ["retry", "errors.streamMetadata"]);
    expect(picked).toEqual({
      en: { retry: "Retry", errors: { streamMetadata: "Failed to get stream metadata" } },
      es: { retry: "Reintentar", errors: { streamMetadata: coreCatalogue.es.errors.streamMetadata } },
    });
  });

  it("refuses a key the English catalogue does not have", () => {
    expect(() => pickStrings(coreCatalogue, ["errors.nope"])).toThrow(/errors\.nope/);
  });

  it("finds the core keys a bundle names", () => {
    const code = 'n("error","core:errors.userInfo");t(`core:retry`);t("camera:signIn");t("core")';
    expect(coreKeysIn(code)).toEqual(["errors.userInfo", "retry"]);
  });
});
