import { holds, isSessionLive, loadAccess, type Access } from "../auth";
import type { QueryDb } from "../db/query-layer";

/** A share link as a media grant sees it (the history feature lends it, see camera-service.ts). */
export interface ShareGrantLink {
  videoId: number;
  dewarped: boolean;
  status: "active" | "revoked" | "expired";
}

/**
 * Which right a session's media URL needs on its camera (`either`: the latest preset image;
 * `alert`: an alert's still or clip, which needs what the alert does: reading the camera's client).
 */
export type GrantRight = "stream" | "request_video" | "either" | "alert";

/**
 * What granted a media URL: the session that asked for it (with the user and the right it needs),
 * or a share link. Media URLs carry it (signed) and every request checks it again.
 */
export type Grant =
  { kind: "session"; userId: number; sid: string; right: GrantRight } | { kind: "share"; shareId: number };

/** What a media URL is for: the camera (session grants) and, for a shared clip, the video and version. */
export interface GrantTarget {
  camera: { id: number; clientId: number } | null;
  /** Cameras whose right also covers this one (a clip: every camera of its unit, as history's rule). */
  relatedCameraIds?: readonly number[];
  videoId?: number;
  dewarped?: boolean;
}

/**
 * `ok`; `ended` (the session signed out or expired), `forbidden` (the user lost the right or the
 * camera), `revoked` / `expired` (a share link), `invalid` (no such share, or not this video).
 */
export type GrantVerdict = "ok" | "ended" | "forbidden" | "revoked" | "expired" | "invalid";

const RIGHT_CODES: Record<GrantRight, string> = { stream: "s", request_video: "v", either: "e", alert: "a" };
const RIGHTS_BY_CODE = new Map(Object.entries(RIGHT_CODES).map(([right, code]) => [code, right as GrantRight]));
const SESSION_GRANT = /^u(\d{1,10})\.([svea])\.([A-Za-z0-9_-]{1,64})$/;
const SHARE_GRANT = /^s(\d{1,12})$/;

/** A grant as URL-safe text: `u<userId>.<s|v|e|a>.<sid>` or `s<shareId>`. */
export function grantText(grant: Grant): string {
  return grant.kind === "share" ? `s${grant.shareId}` : `u${grant.userId}.${RIGHT_CODES[grant.right]}.${grant.sid}`;
}

/** The grant named by `text`, or null. */
export function parseGrant(text: unknown): Grant | null {
  if (typeof text !== "string") return null;
  const share = SHARE_GRANT.exec(text);
  if (share) return { kind: "share", shareId: Number(share[1]) };
  const session = SESSION_GRANT.exec(text);
  const right = session ? RIGHTS_BY_CODE.get(session[2]!) : undefined;
  return session && right ? { kind: "session", userId: Number(session[1]), sid: session[3]!, right } : null;
}

/** The grant of media URLs minted for this caller: its session, its user and the right they need. */
export function sessionGrant(access: Access, right: GrantRight): string {
  // A caller without a session (never through ctx.access) gets a grant no check accepts.
  return grantText({ kind: "session", userId: access.user.id, sid: access.sessionId ?? "none", right });
}

/** The message of a refused media request. */
export function grantRefusal(verdict: Exclude<GrantVerdict, "ok">): { status: number; message: string } {
  switch (verdict) {
    case "ended":
      return { status: 410, message: "The sign-in that opened this media link has ended" };
    case "revoked":
      return { status: 410, message: "This share link has been revoked" };
    case "expired":
      return { status: 410, message: "This share link has expired" };
    case "forbidden":
      return { status: 403, message: "You may no longer see this camera's media" };
    case "invalid":
      return { status: 404, message: "This media link is not valid" };
  }
}

/**
 * Checks media grants on every request (issue 18: revocation revokes): a session grant holds while
 * its session is live and its user still has the right on the camera's client or the camera; a
 * share grant while the link is neither revoked nor expired and names this video. Verdicts are
 * remembered `cacheMs` (≤ 60 s), so a burst of HLS segments costs one check; `forget()` drops them
 * (a revoked share link is refused at once), `forgetSession()` a signed-out session's.
 */
export function createMediaGrants(options: {
  query: QueryDb;
  cacheMs: number;
  now?: () => number;
  shareLink(shareId: number): Promise<ShareGrantLink | null>;
}) {
  const now = options.now ?? Date.now;
  const cache = new Map<string, { verdict: GrantVerdict; until: number }>();

  const decide = async (grant: Grant, target: GrantTarget): Promise<GrantVerdict> => {
    if (grant.kind === "share") {
      const share = await options.shareLink(grant.shareId);
      if (!share) return "invalid";
      if (share.status !== "active") return share.status;
      if (target.videoId !== share.videoId || target.dewarped !== share.dewarped) return "invalid";
      return "ok";
    }
    if (!(await isSessionLive(options.query, grant.sid, grant.userId, now()))) return "ended";
    const camera = target.camera;
    const access = camera ? await loadAccess(options.query, grant.userId) : null;
    if (!camera || !access || !access.canReadClient(camera.clientId)) return "forbidden";
    if (grant.right === "alert") return "ok";
    const cameraIds = [camera.id, ...(target.relatedCameraIds ?? [])];
    const may = (right: "stream" | "requestVideo") => holds(access[right], camera.clientId, cameraIds);
    const allowed =
      grant.right === "stream"
        ? may("stream")
        : grant.right === "request_video"
          ? may("requestVideo")
          : may("stream") || may("requestVideo");
    return allowed ? "ok" : "forbidden";
  };

  return {
    /** The verdict on a grant for a target (remembered up to `cacheMs`). */
    async check(grant: Grant, target: GrantTarget): Promise<GrantVerdict> {
      const key = `${grantText(grant)}|${target.camera?.id ?? ""}|${target.videoId ?? ""}|${target.dewarped ?? ""}`;
      const at = now();
      const known = cache.get(key);
      if (known && known.until > at) return known.verdict;
      const verdict = await decide(grant, target);
      if (options.cacheMs > 0) {
        if (cache.size >= 20_000) cache.clear();
        cache.set(key, { verdict, until: at + options.cacheMs });
      }
      return verdict;
    },
    /** Drops every remembered verdict (after a revocation). */
    forget(): void {
      cache.clear();
    },
    /** Drops the remembered verdicts of a session's grants (sign-out: its URLs stop working at once). */
    forgetSession(sessionId: string): void {
      const suffix = `.${sessionId}|`;
      for (const key of cache.keys()) if (key.startsWith("u") && key.includes(suffix)) cache.delete(key);
    },
    cacheMs: options.cacheMs,
  };
}
export type MediaGrants = ReturnType<typeof createMediaGrants>;
