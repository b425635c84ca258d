import type { Viewer } from "../core/schemas/realtime";

/** The viewers button shows when more than one viewer is present (document 3 §2.2). */
export function showViewersButton(viewers: readonly Viewer[] | undefined): boolean {
  return (viewers?.length ?? 0) > 1;
}

/** A running time since joining: 'm:ss' under an hour, 'h:mm:ss' after; never negative. */
export function runningTime(joined: string, now: number): string {
  const since = Date.parse(joined);
  const total = Number.isFinite(since) ? Math.max(0, Math.floor((now - since) / 1000)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/** The access tag's catalogue key: 'view only' or 'camera control' (document 3 §2.2). */
export function accessKey(viewer: Pick<Viewer, "viewOnlyAccess">): "viewOnly" | "cameraControl" {
  return viewer.viewOnlyAccess ? "viewOnly" : "cameraControl";
}

/** One row of the viewers popup. */
export interface ViewerRow {
  key: string;
  name: string;
  username: string;
  running: string;
  access: "viewOnly" | "cameraControl";
  you: boolean;
}

/** The popup's rows, in the order the viewers joined (the first has control). */
export function viewerRows(viewers: readonly Viewer[], now: number, username: string | undefined): ViewerRow[] {
  return viewers.map((viewer, index) => ({
    key: `${viewer.username}-${viewer.joined}-${index}`,
    name: viewer.name,
    username: viewer.username,
    running: runningTime(viewer.joined, now),
    access: accessKey(viewer),
    you: viewer.username === username,
  }));
}
