import { describe, expect, it } from "vitest";
import { RESOLVE_TAGS } from "../core/schemas/alerts";
import { ALERT_TYPES } from "../core/schemas/alerts";
import { alertsListCatalogue } from "../alerts-list/alerts-list.catalogue";
import { resolveDialogCatalogue } from "./resolve-dialog.catalogue";

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe("alerts catalogues", () => {
  it("hold the spec's texts exactly", () => {
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
    const a = alertsListCatalogue.en;
    expect([a.title, a.failedHead, a.emptyHead, a.emptyBody, a.types.unknown]).toEqual([
      "Alerts",
      "Failed to retrieve alerts",
      "Relax",
      "Your alerts are all resolved.",
      "Alert",
    ]);
    expect([a.resolve, a.resolved, a.goLive, a.goToAlert]).toEqual(["Resolve", "Resolved", "Go Live", "Go To Alert"]);
    expect(ALERT_TYPES.every((type) => typeof a.types[type] === "string")).toBe(true);
  });

  it.each([
    ["alertsList", alertsListCatalogue],
    ["resolveDialog", resolveDialogCatalogue],
  ] as const)("%s: Spanish has every English key", (_, catalogue) => {
    expect(keys(catalogue.es).sort()).toEqual(keys(catalogue.en).sort());
  });
});
