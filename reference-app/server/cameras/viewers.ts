import type { Viewer } from "../../../widgets/core/schemas";

/** A viewer who has not checked in for this long has left. */
export const VIEWER_TIMEOUT_MS = 90_000;

interface Entry {
  userId: number;
  name: string;
  username: string;
  joined: number;
  seen: number;
}

/**
 * Who watches each camera (stream check-in / check-out), first joined first. The first viewer
 * has control; the others are view-only.
 */
export function createViewers(now: () => number = Date.now) {
  const byCamera = new Map<number, Entry[]>();
  const current = (cameraId: number): Entry[] => {
    const t = now();
    const list = (byCamera.get(cameraId) ?? []).filter((e) => t - e.seen < VIEWER_TIMEOUT_MS);
    if (list.length === 0) byCamera.delete(cameraId);
    else byCamera.set(cameraId, list);
    return list;
  };
  const toViewers = (list: Entry[]): Viewer[] =>
    list.map((e, i) => ({
      name: e.name,
      username: e.username,
      joined: new Date(e.joined).toISOString(),
      viewOnlyAccess: i > 0,
    }));
  return {
    checkIn(cameraId: number, user: { id: number; name: string; username: string }): Viewer[] {
      const list = current(cameraId);
      const found = list.find((e) => e.userId === user.id);
      if (found) found.seen = now();
      else list.push({ userId: user.id, name: user.name, username: user.username, joined: now(), seen: now() });
      byCamera.set(cameraId, list);
      return toViewers(list);
    },
    checkOut(cameraId: number, userId: number): void {
      const list = current(cameraId).filter((e) => e.userId !== userId);
      if (list.length === 0) byCamera.delete(cameraId);
      else byCamera.set(cameraId, list);
    },
    viewers(cameraId: number): Viewer[] {
      return toViewers(current(cameraId));
    },
    /** View-only: someone else is the first viewer of this camera. */
    isViewOnly(cameraId: number, userId: number): boolean {
      const first = current(cameraId)[0];
      return first !== undefined && first.userId !== userId;
    },
  };
}
export type Viewers = ReturnType<typeof createViewers>;
