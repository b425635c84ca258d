import { useEffect, useMemo } from "react";
import { realtime } from "../core/realtime";
import { createAlertViewStore, type AlertViewStore } from "./alert-view-store";
import type { ViewMode } from "./view-mode";

/**
 * The view's own store (two views on a page do not share one), pointed at its unit, its alert and
 * (in live mode) the unit's mosaic, and following the alert in real time while mounted.
 */
export function useViewStore(liveUnitId: number | null | undefined, viewed: number | undefined, mode: ViewMode) {
  const store = useMemo<AlertViewStore>(() => createAlertViewStore(), []);
  useEffect(() => {
    store.$liveUnitId.set(liveUnitId ?? null);
    store.$alertId.set(viewed ?? null);
    store.$liveMosaicId.set(mode === "live" && liveUnitId ? liveUnitId : null);
  }, [store, liveUnitId, viewed, mode]);
  useEffect(() => store.follow(realtime), [store]);
  return store;
}
