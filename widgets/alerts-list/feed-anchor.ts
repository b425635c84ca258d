import type { Alert } from "../core/schemas/alerts";

/**
 * Virtuoso's `firstItemIndex` for a list that changes at its top: a high start (it must stay
 * positive) lowered by each alert added above the items shown, raised by each one removed there,
 * so an operator scrolled down keeps seeing the same alerts while new ones arrive above.
 */
export const FIRST_ITEM_INDEX = 1_000_000_000;

/**
 * The next `firstItemIndex` when the list goes from `previous` to `next`. At the top (`atTop`) the
 * view follows the newest alerts, so nothing shifts. Else the anchor is the first alert of
 * `previous` still in `next`: alerts inserted or removed above it shift the index by their count.
 */
export function nextFirstItemIndex(
  previous: readonly Pick<Alert, "alertId">[],
  next: readonly Pick<Alert, "alertId">[],
  first: number,
  atTop: boolean,
): number {
  if (atTop || previous.length === 0 || next.length === 0) return first;
  const positions = new Map<number, number>();
  next.forEach((alert, index) => positions.set(alert.alertId, index));
  for (let i = 0; i < previous.length; i += 1) {
    const now = positions.get((previous[i] as Pick<Alert, "alertId">).alertId);
    if (now !== undefined) return Math.max(0, first - (now - i));
  }
  return first;
}
