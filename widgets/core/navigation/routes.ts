import type { UnitKind } from "../units/selection";

/** Route builders of the portal (document 1 §2), shared by every widget that links to a page. */

/** A camera's live stream page. */
export function streamPath(cameraId: number): string {
  return `/camera/${cameraId}/stream`;
}

/** A unit's history page; with `at` (ISO 8601, e.g. an alert's time), opened on that moment. */
export function historyPath(kind: UnitKind, id: number, at?: string): string {
  const path = kind === "archive_cabinet" ? `/archive-cabinet/${id}/history` : `/live-unit/${id}/history`;
  return at === undefined ? path : `${path}?at=${encodeURIComponent(at)}`;
}

/** An alert's page: its unit's view in alert mode (document 3 §2.2). */
export function alertPath(liveUnitId: number, alertId: number): string {
  return `/live-unit/${liveUnitId}/view?contextId=${alertId}&alertId=${alertId}`;
}

/** Joins a base URL and a path with exactly one slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

/** A path of the portal (`/x`), as opposed to a URL of another app. */
export function isPortalPath(target: string): boolean {
  return target.startsWith("/") && !target.startsWith("//");
}
