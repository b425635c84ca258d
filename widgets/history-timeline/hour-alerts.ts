import { callApi } from "../core/api/call-api";
import { remoteStore, type RemoteStore } from "../core/api/remote-store";
import { stream } from "../core/contract/stream-calls";
import type { UnitAlert } from "../core/schemas/alerts";
import { HOUR } from "./timeline-constants";

/** An alert shown on the timeline (beyond the spec): where it sits and what it was. */
export interface AlertMarker {
  alertId: number;
  ms: number;
  alertType: string;
  resolved: boolean;
}

const stores = new Map<string, RemoteStore<readonly UnitAlert[]>>();

/**
 * The alerts of a live unit raised in one clock hour (GET /api/live_units/{id}/alerts): one store
 * per unit and hour, so scrubbing within an hour asks nothing again. Users without the alerts flag
 * get a 403, an expected state: no markers, nothing reported.
 */
export function hourAlertsStore(liveUnitId: number, hourStart: number): RemoteStore<readonly UnitAlert[]> {
  const key = `${liveUnitId}:${hourStart}`;
  let store = stores.get(key);
  if (!store) {
    store = remoteStore<readonly UnitAlert[]>({
      name: "unit alerts",
      widget: "vms-history-timeline",
      retry: false,
      load: async (_, signal) =>
        (
          await callApi(stream.unitAlerts, {
            params: { liveUnitId },
            query: { from: hourStart, to: hourStart + HOUR },
            signal,
          })
        ).data,
    });
    stores.set(key, store);
  }
  return store;
}

/** The markers of [start, end) among the loaded hours' alerts, earliest first. */
export function markersIn(alerts: readonly UnitAlert[], start: number, end: number): AlertMarker[] {
  return alerts
    .map((alert) => ({
      alertId: alert.alertId,
      ms: Date.parse(alert.alertTimestamp),
      alertType: alert.alertType,
      resolved: alert.state === "resolved",
    }))
    .filter((marker) => marker.ms >= start && marker.ms < end)
    .sort((a, b) => a.ms - b.ms);
}
