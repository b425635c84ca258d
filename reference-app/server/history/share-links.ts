import type { Database } from "better-sqlite3";
import * as z from "zod";
import type { ShareLinkInfo } from "../../../widgets/core/schemas";

const ShareRowSchema = z.object({
  id: z.number(),
  video_id: z.number(),
  dewarped: z.number(),
  created_by_name: z.string(),
  created_at: z.number(),
  expires_at: z.number(),
  revoked_at: z.number().nullable(),
  revoked_by_name: z.string().nullable(),
  opens: z.number(),
  last_opened_at: z.number().nullable(),
});
export type ShareRow = z.infer<typeof ShareRowSchema>;

const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * Share links of requested videos (beyond the spec): one row per link, so a link can be listed
 * with its creator, counted when its public page is opened, and revoked. The signed token of a link
 * names its row (`s`); the row decides whether the page plays the video.
 */
export function createShareLinks(db: Database, now: () => number = Date.now) {
  const select = `SELECT s.id, s.video_id, s.dewarped, c.name AS created_by_name, s.created_at, s.expires_at,
      s.revoked_at, r.name AS revoked_by_name, s.opens, s.last_opened_at
    FROM requested_video_shares s JOIN users c ON c.id = s.created_by LEFT JOIN users r ON r.id = s.revoked_by`;
  const insert = db
    .prepare(
      "INSERT INTO requested_video_shares (video_id, dewarped, created_by, created_at, expires_at) VALUES (?, ?, ?, ?, ?) RETURNING id",
    )
    .pluck();
  const byVideo = db.prepare(`${select} WHERE s.video_id = ? ORDER BY s.id DESC LIMIT 200`);
  const byId = db.prepare(`${select} WHERE s.id = ?`);
  const revoke = db.prepare(
    "UPDATE requested_video_shares SET revoked_at = ?, revoked_by = ? WHERE id = ? AND revoked_at IS NULL",
  );
  const opened = db.prepare(
    "UPDATE requested_video_shares SET opens = opens + 1, last_opened_at = ? WHERE id = ? AND revoked_at IS NULL",
  );

  const get = (id: number): ShareRow | null => {
    const raw = byId.get(id);
    return raw === undefined ? null : ShareRowSchema.parse(raw);
  };
  const status = (row: ShareRow, at: number): ShareLinkInfo["status"] =>
    row.revoked_at !== null ? "revoked" : row.expires_at <= at ? "expired" : "active";
  const info = (row: ShareRow): ShareLinkInfo => ({
    id: row.id,
    videoId: row.video_id,
    dewarped: row.dewarped === 1,
    createdByName: row.created_by_name,
    createdDatetime: iso(row.created_at),
    expiresDatetime: iso(row.expires_at),
    revokedDatetime: row.revoked_at === null ? null : iso(row.revoked_at),
    revokedByName: row.revoked_by_name,
    opens: row.opens,
    lastOpenedDatetime: row.last_opened_at === null ? null : iso(row.last_opened_at),
    status: status(row, now()),
  });

  return {
    /** A new link of a video's version, valid `ttlMs` from now: its row. */
    create(videoId: number, dewarped: boolean, userId: number, ttlMs: number): ShareRow {
      const at = now();
      const id = z.number().parse(insert.get(videoId, dewarped ? 1 : 0, userId, at, at + ttlMs));
      return get(id)!;
    },
    get,
    /** The links of a video, newest first. */
    list: (videoId: number): ShareLinkInfo[] => z.array(ShareRowSchema).parse(byVideo.all(videoId)).map(info),
    info,
    /** Revokes a link (a second revoke keeps the first one's time and user). */
    revoke(id: number, userId: number): ShareRow | null {
      revoke.run(now(), userId, id);
      return get(id);
    },
    /** Where a link stands now. */
    status: (row: ShareRow) => status(row, now()),
    /** Counts one opening of an active link's public page. */
    opened: (id: number): void => void opened.run(now(), id),
  };
}
export type ShareLinks = ReturnType<typeof createShareLinks>;
