import type { UnitKind } from "../units/selection";

/** Route builders of the portal (document 1 §2), shared by every widget that links to a page. */

/** A camera's live stream page. */
export function streamPath(cameraId: number): string {
  return `/camera/${cameraId}/stream`;
}

/** A unit's history page. */
export function historyPath(kind: UnitKind, id: number): string {
  return kind === "archive_cabinet" ? `/archive-cabinet/${id}/history` : `/live-unit/${id}/history`;
}

/** Joins a base URL and a path with exactly one slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

/** A path of the portal (`/x`), as opposed to a URL of another app. */
export function isPortalPath(target: string): boolean {
  return target.startsWith("/") && !target.startsWith("//");
}
