import type { QueryDb } from "../db/query-layer";
import {
  insertShareLink,
  revokeShareLink,
  shareLink,
  shareLinkOpened,
  type ShareRow,
  videoShareLinks,
} from "./share-links.queries";
import type { ShareLinkInfo } from "../../../widgets/core/schemas";

export type { ShareRow };

const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * Share links of requested videos (beyond the spec): one row per link, so a link can be listed
 * with its creator, counted when its public page is opened, and revoked. The signed token of a link
 * names its row (`s`); the row decides whether the page plays the video.
 */
export function createShareLinks(db: QueryDb, now: () => number = Date.now) {
  const get = async (id: number): Promise<ShareRow | null> => (await shareLink(db, id)) ?? null;
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
    async create(videoId: number, dewarped: boolean, userId: number, ttlMs: number): Promise<ShareRow> {
      const at = now();
      const id = await insertShareLink(db, {
        videoId,
        dewarped,
        createdBy: userId,
        createdAt: at,
        expiresAt: at + ttlMs,
      });
      return (await get(id))!;
    },
    get,
    /** The links of a video, newest first. */
    list: async (videoId: number): Promise<ShareLinkInfo[]> => (await videoShareLinks(db, videoId)).map(info),
    info,
    /** Revokes a link (a second revoke keeps the first one's time and user). */
    async revoke(id: number, userId: number): Promise<ShareRow | null> {
      await revokeShareLink(db, id, userId, now());
      return get(id);
    },
    /** Where a link stands now. */
    status: (row: ShareRow) => status(row, now()),
    /** Counts one opening of an active link's public page. */
    opened: (id: number): Promise<void> => shareLinkOpened(db, id, now()),
  };
}
export type ShareLinks = ReturnType<typeof createShareLinks>;
