import { describe, expect, it } from "vitest";
import { RESOLVE_TAGS } from "../core/schemas/alerts";
import { resolveDialogCatalogue } from "./resolve-dialog.catalogue";

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe("the resolve dialog's catalogue", () => {
  it("holds the spec's texts exactly", () => {
    const r = resolveDialogCatalogue.en;
    expect([r.title, r.errors.tagRequired, r.errors.noteRequired, r.failed]).toEqual([
      "Resolve Alert",
      "A tag is required",
      "A note is required if 'Other' is selected",
      "Failed to resolve alert: {{message}}",
    ]);
    expect(RESOLVE_TAGS.map((tag) => r.tags[tag])).toEqual([
      "Accident",
      "Animal",
      "Deterred Crime",
      "Employee/Vendor",
      "Loitering",
      "Suspicious Activity",
      "Tampering",
      "Theft",
      "Technical Issue",
      "Violence",
      "Other",
    ]);
  });

  it("Spanish has every English key", () => {
    expect(keys(resolveDialogCatalogue.es).sort()).toEqual(keys(resolveDialogCatalogue.en).sort());
  });
});
