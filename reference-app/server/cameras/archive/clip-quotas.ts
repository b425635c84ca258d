import type { QueryDb } from "../../db/query-layer";
import { chargeClip, recentCharges, unfinishedCharged } from "../archive.queries";
import type { ClipQuotas } from "../../settings";

const HOUR_MS = 3_600_000;
/** Render time per second of clip used to estimate when a job finishes (0.22× measured under load). */
const RENDER_SECONDS_PER_CLIP_SECOND = 0.25;

/** Why a clip request was refused: a stable code, the message, and when to try again. */
export interface ClipQuotaRefusal {
  code: "clip_jobs_per_user" | "clip_seconds_per_hour";
  message: string;
  retryAfterS: number;
}

/**
 * The clip quotas of issue 18 (`settings.clipQuotas`): at most `unfinishedPerUser` queued or
 * rendering clips per user and `secondsPerHour` seconds of clip requested in any rolling hour.
 * Only clips users ask for are charged (`clip_quota_charges`); the seeded history is not. A failed
 * clip gives its seconds back. The counts are the database's, so they hold across instances; the
 * check and the charge run under the user's clip lock (`withUserClipLock`).
 */
export function createClipQuotas(quotas: ClipQuotas, now: () => number = Date.now) {
  return {
    /** Why `userId` may not ask for a clip of `seconds` now, or null (`db`: the caller's transaction). */
    async refusal(db: QueryDb, userId: number, seconds: number): Promise<ClipQuotaRefusal | null> {
      const t = now();
      const open = await unfinishedCharged(db, userId);
      if (open.length >= quotas.unfinishedPerUser) {
        // The oldest unfinished clip is the next of this user's to finish (the queue is fair).
        const first = open[0];
        const estimate = first ? Number(first.seconds) * RENDER_SECONDS_PER_CLIP_SECOND : 60;
        return {
          code: "clip_jobs_per_user",
          message: `Too many unfinished clips: at most ${quotas.unfinishedPerUser} may wait or render at once`,
          retryAfterS: Math.min(3600, Math.max(5, Math.ceil(estimate))),
        };
      }
      const recent = await recentCharges(db, userId, t - HOUR_MS);
      let used = recent.reduce((sum, c) => sum + c.seconds, 0);
      if (used + seconds > quotas.secondsPerHour) {
        // The moment enough of the hour's charges have aged out for this clip to fit.
        let freeAt = t + HOUR_MS;
        for (const c of recent) {
          used -= c.seconds;
          if (used + seconds <= quotas.secondsPerHour) {
            freeAt = c.charged_at + HOUR_MS;
            break;
          }
        }
        return {
          code: "clip_seconds_per_hour",
          message: `The hourly budget of ${quotas.secondsPerHour} seconds of clip is used`,
          retryAfterS: Math.max(1, Math.ceil((freeAt - t) / 1000)),
        };
      }
      return null;
    },
    /** Charges a queued clip to its user. */
    async charge(db: QueryDb, videoId: number, userId: number, seconds: number): Promise<void> {
      await chargeClip(db, videoId, userId, seconds, now());
    },
  };
}
export type ClipQuotaService = ReturnType<typeof createClipQuotas>;
