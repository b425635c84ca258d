import type { Viewer } from "../../../widgets/core/schemas";
import type { QueryDb } from "../db/query-layer";
import { cameraViewers, checkInViewer, checkOutViewer, firstViewer, forgetSilentViewers } from "./viewers.queries";

/** A viewer who has not checked in for this long has left. */
export const VIEWER_TIMEOUT_MS = 90_000;

/**
 * Who watches each camera (stream check-in / check-out), first joined first. The first viewer
 * has control; the others are view-only. Kept in the database (`camera_viewers`), so every
 * instance on one database sees the same viewers and the same one in control (issue 20).
 */
export function createViewers(db: QueryDb, now: () => number = Date.now) {
  const toViewers = (rows: { name: string; username: string; joined_ms: number }[]): Viewer[] =>
    rows.map((r, i) => ({
      name: r.name,
      username: r.username,
      joined: new Date(r.joined_ms).toISOString(),
      viewOnlyAccess: i > 0,
    }));
  return {
    async checkIn(cameraId: number, user: { id: number; name: string; username: string }): Promise<Viewer[]> {
      const t = now();
      // A viewer silent past the timeout left: checking in again joins anew.
      await forgetSilentViewers(db, cameraId, t - VIEWER_TIMEOUT_MS);
      await checkInViewer(db, cameraId, user, t);
      return toViewers(await cameraViewers(db, cameraId, t - VIEWER_TIMEOUT_MS));
    },
    async checkOut(cameraId: number, userId: number): Promise<void> {
      await checkOutViewer(db, cameraId, userId);
    },
    async viewers(cameraId: number): Promise<Viewer[]> {
      return toViewers(await cameraViewers(db, cameraId, now() - VIEWER_TIMEOUT_MS));
    },
    /** View-only: someone else is the first viewer of this camera. */
    async isViewOnly(cameraId: number, userId: number): Promise<boolean> {
      const first = await firstViewer(db, cameraId, now() - VIEWER_TIMEOUT_MS);
      return first !== null && first !== userId;
    },
  };
}
export type Viewers = ReturnType<typeof createViewers>;
