import { describe, expect, it } from "vitest";
import type { UnitAlert } from "../core/schemas/alerts";
import { markersIn } from "./hour-alerts";
import { HOUR, MINUTE } from "./timeline-constants";

const H = Date.parse("2026-11-27T10:00:00Z");
const alert = (alertId: number, ms: number, state = "new"): UnitAlert => ({
  alertId,
  alertType: "intrusion",
  alertSubject: null,
  alertTimestamp: new Date(ms).toISOString(),
  state,
  cameraId: 1,
});

describe("the timeline's alert markers", () => {
  it("keeps the alerts inside the view, earliest first, and marks the resolved ones", () => {
    const alerts = [alert(3, H + 50 * MINUTE), alert(1, H + 5 * MINUTE, "resolved"), alert(2, H + 2 * HOUR)];
    expect(markersIn(alerts, H, H + HOUR)).toEqual([
      { alertId: 1, ms: H + 5 * MINUTE, alertType: "intrusion", resolved: true },
      { alertId: 3, ms: H + 50 * MINUTE, alertType: "intrusion", resolved: false },
    ]);
    expect(markersIn(alerts, H + 51 * MINUTE, H + 61 * MINUTE)).toEqual([]);
  });
});
