/** The two modes of the live-unit view (document 3 §2.2). */
export type ViewMode = "live" | "alert";

/** The query of `/live-unit/{id}/view`: `contextId` (an alert id) and sometimes `alertId`. */
export interface ViewQuery {
  contextId?: number | null;
  alertId?: number | null;
}

const given = (id: number | null | undefined): id is number => typeof id === "number" && Number.isInteger(id) && id > 0;

/**
 * The mode rule of document 3 §2.2 (the rule stated first governs): live mode applies when the
 * query does not carry contextId and alertId together; with both, alert mode.
 */
export function viewMode(query: ViewQuery): ViewMode {
  return given(query.contextId) && given(query.alertId) ? "alert" : "live";
}

/**
 * The alert the view is about: the alert shown in alert mode (`alertId`), or the context of live
 * mode (`contextId`, whose Go To Alert leads to alert mode). Undefined: a plain live view.
 */
export function viewedAlertId(query: ViewQuery): number | undefined {
  if (viewMode(query) === "alert") return query.alertId!;
  return given(query.contextId) ? query.contextId : undefined;
}

/** The view's links: live with the alert as context (Go Live), and the alert itself (Go To Alert). */
export function viewLinks(liveUnitId: number, alertId: number): { live: string; alert: string } {
  const live = `/live-unit/${liveUnitId}/view?contextId=${alertId}`;
  return { live, alert: `${live}&alertId=${alertId}` };
}

/** A query value as an id: a positive integer, else undefined ('12abc', '', '0', '-3' are not ids). */
export function queryId(value: string | null | undefined): number | undefined {
  if (value == null || !/^[1-9]\d*$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}
