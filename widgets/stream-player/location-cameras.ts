import type { CameraListItem } from "../core/schemas/stream";

/** 'At this Location' (document 3 §2.1): cameras of the location grouped by live unit. */
export interface LocationGroup {
  liveUnitId: number;
  liveUnitName: string;
  cameras: CameraListItem[];
  /** The group holds the camera on screen (it comes first and scrolls into view). */
  current: boolean;
}

/** Placeholders while the list loads (§9). */
export const LOCATION_SKELETONS = 5;

/**
 * Groups the location's cameras by live unit, in the order the units first appear, with the
 * current camera's group first. Only active cameras are listed unless the user has
 * streamDeactivated (the camera on screen always stays, so the page never loses its own entry).
 */
export function groupLocationCameras(
  cameras: readonly CameraListItem[],
  currentCameraId: number | null,
  streamDeactivated: boolean,
): LocationGroup[] {
  const groups = new Map<number, LocationGroup>();
  for (const camera of cameras) {
    if (!camera.active && !streamDeactivated && camera.id !== currentCameraId) continue;
    let group = groups.get(camera.liveUnitId);
    if (!group) {
      group = { liveUnitId: camera.liveUnitId, liveUnitName: camera.liveUnitName, cameras: [], current: false };
      groups.set(camera.liveUnitId, group);
    }
    group.cameras.push(camera);
    if (camera.id === currentCameraId) group.current = true;
  }
  const list = [...groups.values()];
  return [...list.filter((g) => g.current), ...list.filter((g) => !g.current)];
}

/** The camera after (`step` 1) or before (-1) the current one in the listed order, wrapping; null when none. */
export function neighbourCamera(
  groups: readonly LocationGroup[],
  currentCameraId: number,
  step: 1 | -1,
): number | null {
  const order = groups.flatMap((g) => g.cameras.map((c) => c.id));
  if (order.length < 2) return null;
  const index = order.indexOf(currentCameraId);
  if (index < 0) return order[step === 1 ? 0 : order.length - 1] ?? null;
  return order[(index + step + order.length) % order.length] ?? null;
}
