import type { Database } from "better-sqlite3";
import * as z from "zod";
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

const ChargeSchema = z.object({ seconds: z.number(), charged_at: z.number() });
const UnfinishedSchema = z.object({ id: z.number(), seconds: z.number(), status: z.string() });

/**
 * The clip quotas of issue 18 (`settings.clipQuotas`): at most `unfinishedPerUser` queued or
 * rendering clips per user and `secondsPerHour` seconds of clip requested in any rolling hour.
 * Only clips users ask for are charged (`clip_quota_charges`); the seeded history is not. A failed
 * clip gives its seconds back.
 */
export function createClipQuotas(db: Database, quotas: ClipQuotas, now: () => number = Date.now) {
  const unfinished = db.prepare(
    `SELECT v.id, (v.stop_ms - v.start_ms) / 1000.0 AS seconds, v.status FROM clip_quota_charges c
       JOIN requested_videos v ON v.id = c.video_id
      WHERE c.user_id = ? AND v.status IN ('queued', 'rendering') ORDER BY v.id`,
  );
  const charges = db.prepare(
    `SELECT c.seconds, c.charged_at FROM clip_quota_charges c JOIN requested_videos v ON v.id = c.video_id
      WHERE c.user_id = ? AND c.charged_at > ? AND v.status != 'failed' ORDER BY c.charged_at`,
  );
  const charge = db.prepare(
    "INSERT INTO clip_quota_charges (video_id, user_id, seconds, charged_at) VALUES (?, ?, ?, ?)",
  );

  return {
    /** Why `userId` may not ask for a clip of `seconds` now, or null. */
    refusal(userId: number, seconds: number): ClipQuotaRefusal | null {
      const t = now();
      const open = z.array(UnfinishedSchema).parse(unfinished.all(userId));
      if (open.length >= quotas.unfinishedPerUser) {
        // The oldest unfinished clip is the next of this user's to finish (the queue is fair).
        const first = open[0];
        const estimate = first ? first.seconds * RENDER_SECONDS_PER_CLIP_SECOND : 60;
        return {
          code: "clip_jobs_per_user",
          message: `Too many unfinished clips: at most ${quotas.unfinishedPerUser} may wait or render at once`,
          retryAfterS: Math.min(3600, Math.max(5, Math.ceil(estimate))),
        };
      }
      const recent = z.array(ChargeSchema).parse(charges.all(userId, t - HOUR_MS));
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
    charge(videoId: number, userId: number, seconds: number): void {
      charge.run(videoId, userId, seconds, now());
    },
  };
}
export type ClipQuotaService = ReturnType<typeof createClipQuotas>;
