import { describe, expect, it } from "vitest";
import { ALERT_TYPES } from "../core/schemas/alerts";
import { alertsListCatalogue } from "./alerts-list.catalogue";

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe("the alerts list's catalogue", () => {
  it("holds the spec's texts exactly", () => {
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

  it("Spanish has every English key", () => {
    expect(keys(alertsListCatalogue.es).sort()).toEqual(keys(alertsListCatalogue.en).sort());
  });
});
