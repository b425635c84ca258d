import { useEffect, useState } from "react";
import { whenPageSettled } from "../core/page/when-page-settled";

/** Above this many unresolved alerts the badge shows `99+` (the accessible name keeps the figure). */
export const ALERT_COUNT_MAX_SHOWN = 99;

/** The badge's text: nothing until the list has loaded or when nothing is unresolved; capped at `99+`. */
export function alertCountText(count: number | undefined): string | undefined {
  if (count === undefined || count <= 0) return undefined;
  return count > ALERT_COUNT_MAX_SHOWN ? `${ALERT_COUNT_MAX_SHOWN}+` : String(count);
}

/**
 * The live unresolved-alert count (`$unresolvedCount` of the alerts list: the alerts call plus the
 * /security_alerts events) while `enabled`; the alerts code loads only then, so users without the
 * security_alerts flag never fetch it nor open the socket. It starts once the page has settled
 * (`whenPageSettled`): the badge's code, the alerts call and the socket come after the page's own
 * first content instead of competing with it (on a slow phone they were before it).
 */
export function useUnresolvedCount(enabled: boolean): number | undefined {
  const [count, setCount] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | undefined;
    let left = false;
    const cancel = whenPageSettled(() => {
      void import("../core/alerts/alerts-store").then(({ $unresolvedCount }) => {
        if (!left) stop = $unresolvedCount.subscribe(setCount);
      });
    });
    return () => {
      left = true;
      cancel();
      stop?.();
    };
  }, [enabled]);
  return enabled ? count : undefined;
}
