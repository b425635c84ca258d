import type { LiveLimits } from "../../settings";
import { DEFAULT_LIVE_LIMITS } from "../../settings";
import type { CameraDirectory } from "../camera-directory";
import type { CameraStates } from "../camera-state";
import { createEncoderPool, type EncoderPoolOptions } from "./encoder-pool";
import { ffmpegBinary, FFMPEG_MISSING } from "./ffmpeg";
import { LiveFeed, type Profile } from "./feed";

/**
 * A feed with no viewer stops this long after the last sign of life of its last viewer (a WHEP
 * session's last RTCP, an HLS fetch, a start call, a DELETE). With the sweep every 500 ms and
 * ffmpeg's exit, a feed nobody watches is gone within 10 s (issue 18), whatever the transport.
 */
export const FEED_LINGER_MS = 8_000;
/** An HLS player counts as watching while it fetched the playlist or a segment this recently. */
export const HLS_IDLE_MS = FEED_LINGER_MS;
const SWEEP_MS = 500;

interface Entry {
  feed: LiveFeed;
  /** WebRTC sessions on the feed. */
  sessions: number;
  /** Last HLS request, start call or a session's last sign of life. */
  lastActivity: number;
  started: Promise<void>;
}

/** Why a live feed cannot be had: a stable `code` players choose their text by. */
export type FeedUnavailableCode = "ffmpeg_missing" | "shutting_down" | "encoder_budget" | "stream_sessions_per_user";

export class FeedUnavailableError extends Error {
  constructor(
    message: string,
    readonly code: FeedUnavailableCode = "ffmpeg_missing",
  ) {
    super(message);
  }
}

/** What one user holds: WHEP sessions (by hold id → feed key) and feeds held by start calls or HLS fetches until a time. */
interface UserHolds {
  whep: Map<number, string>;
  recent: Map<string, number>;
}

/**
 * Live feeds by camera and profile: a feed starts with its first viewer (or a start call) and stops
 * a while after its last; one encoder per feed however many viewers.
 */
export function createFeedManager(
  directory: CameraDirectory,
  states: CameraStates,
  hlsRoot: string,
  options: { lingerMs?: number; limits?: LiveLimits; encoderPool?: EncoderPoolOptions } = {},
) {
  const feeds = new Map<string, Entry>();
  // Encoders started ahead: a new feed skips ffmpeg's start (see encoder-pool.ts).
  const pool = createEncoderPool(hlsRoot, options.encoderPool);
  const linger = options.lingerMs ?? FEED_LINGER_MS;
  const limits = options.limits ?? DEFAULT_LIVE_LIMITS;
  const key = (cameraId: number, profile: Profile) => `${cameraId}:${profile}`;
  let closed = false;

  // ---- per-user sessions (issue 18): each WHEP session counts one; so does each feed a user holds
  // by a start call or HLS fetches within the linger, unless a WHEP session of theirs is on it.
  const holds = new Map<number, UserHolds>();
  let nextHold = 1;
  const holdsOf = (userId: number): UserHolds => {
    let h = holds.get(userId);
    if (!h) {
      h = { whep: new Map(), recent: new Map() };
      holds.set(userId, h);
    }
    return h;
  };
  const prune = (h: UserHolds, t: number) => {
    for (const [k, until] of h.recent) if (until <= t) h.recent.delete(k);
  };
  const sessionCount = (h: UserHolds, t: number): number => {
    prune(h, t);
    const onWhep = new Set(h.whep.values());
    let n = h.whep.size;
    for (const k of h.recent.keys()) if (!onWhep.has(k)) n++;
    return n;
  };
  /** Refuses (503 code `stream_sessions_per_user`) a new session past the user's cap. */
  const admitUser = (userId: number | undefined, k: string, whep: boolean) => {
    if (userId === undefined) return;
    const h = holdsOf(userId);
    const t = Date.now();
    const now = sessionCount(h, t);
    const held = h.recent.has(k) || [...h.whep.values()].includes(k);
    // A WHEP session on a feed held only by a start call replaces that hold; a start call or a
    // fetch of a feed already held adds nothing.
    const after = whep ? (h.recent.has(k) && ![...h.whep.values()].includes(k) ? now : now + 1) : held ? now : now + 1;
    if (after > limits.sessionsPerUser)
      throw new FeedUnavailableError(
        `Too many live streams open: at most ${limits.sessionsPerUser} per user`,
        "stream_sessions_per_user",
      );
  };
  const holdRecent = (userId: number | undefined, k: string) => {
    if (userId !== undefined) holdsOf(userId).recent.set(k, Date.now() + linger);
  };

  const ensure = (cameraId: number, profile: Profile): Entry => {
    if (closed) throw new FeedUnavailableError("The server is shutting down", "shutting_down");
    if (!ffmpegBinary()) throw new FeedUnavailableError(FFMPEG_MISSING, "ffmpeg_missing");
    const k = key(cameraId, profile);
    let entry = feeds.get(k);
    if (!entry) {
      if (feeds.size >= limits.maxEncoders)
        throw new FeedUnavailableError(
          `The server is at its live video budget (${limits.maxEncoders} streams); try again shortly`,
          "encoder_budget",
        );
      const feed = new LiveFeed(cameraId, profile, directory, states, pool.take);
      const made: Entry = { feed, sessions: 0, lastActivity: Date.now(), started: feed.start() };
      feed.onExit(() => {
        if (feeds.get(k) === made) feeds.delete(k);
      });
      made.started.catch(() => {
        if (feeds.get(k) === made) feeds.delete(k);
        void feed.stop();
      });
      feeds.set(k, made);
      entry = made;
    }
    return entry;
  };

  const sweep = setInterval(() => {
    const t = Date.now();
    for (const [k, entry] of feeds) {
      if (entry.sessions > 0) continue;
      if (t - entry.lastActivity > linger) {
        feeds.delete(k);
        void entry.feed.stop();
      }
    }
    for (const [userId, h] of holds) if (sessionCount(h, t) === 0) holds.delete(userId);
  }, SWEEP_MS);
  sweep.unref();

  /** The feed a start call or an HLS fetch of `userId` keeps (checked against the caps first). */
  const hold = (cameraId: number, profile: Profile, userId?: number): Entry => {
    const k = key(cameraId, profile);
    admitUser(userId, k, false);
    const entry = ensure(cameraId, profile);
    entry.lastActivity = Date.now();
    holdRecent(userId, k);
    return entry;
  };

  return {
    /**
     * Starts (or keeps) a feed for a while: the start call warms it before the player connects.
     * Throws `FeedUnavailableError` at once (before any await) past a cap.
     */
    warm(cameraId: number, profile: Profile, userId?: number): Promise<LiveFeed> {
      const entry = hold(cameraId, profile, userId);
      return entry.started.then(() => entry.feed);
    },
    /**
     * A WebRTC session joins the feed; call the returned function when it ends, with the moment
     * of the viewer's last sign of life (default now): the feed lingers from then.
     */
    async join(
      cameraId: number,
      profile: Profile,
      userId?: number,
    ): Promise<{ feed: LiveFeed; leave: (lastSeenMs?: number) => void }> {
      const k = key(cameraId, profile);
      admitUser(userId, k, true);
      const entry = ensure(cameraId, profile);
      const holdId = nextHold++;
      if (userId !== undefined) holdsOf(userId).whep.set(holdId, k);
      entry.sessions++;
      entry.feed.viewers++;
      let left = false;
      const leave = (lastSeenMs = Date.now()) => {
        if (left) return;
        left = true;
        if (userId !== undefined) holds.get(userId)?.whep.delete(holdId);
        entry.sessions--;
        entry.feed.viewers--;
        entry.lastActivity = Math.max(entry.lastActivity, Math.min(lastSeenMs, Date.now()));
      };
      try {
        await entry.started;
      } catch (error) {
        leave();
        throw error;
      }
      return { feed: entry.feed, leave };
    },
    /** An HLS request: keeps the feed running (a new feed for this user is checked against the caps). */
    async touchHls(cameraId: number, profile: Profile, userId?: number): Promise<LiveFeed> {
      const entry = hold(cameraId, profile, userId);
      entry.feed.hlsUntil = Date.now() + HLS_IDLE_MS;
      await entry.started;
      return entry.feed;
    },
    /** Live sessions `userId` holds now (WHEP sessions and feeds held by start calls or HLS). */
    sessionsOf(userId: number): number {
      const h = holds.get(userId);
      return h ? sessionCount(h, Date.now()) : 0;
    },
    feed(cameraId: number, profile: Profile): LiveFeed | null {
      return feeds.get(key(cameraId, profile))?.feed ?? null;
    },
    /** Running feeds (for stats and tests). */
    list(): { cameraId: number; profile: Profile; sessions: number; feed: LiveFeed }[] {
      return [...feeds.values()].map((e) => ({
        cameraId: e.feed.cameraId,
        profile: e.feed.profile,
        sessions: e.sessions,
        feed: e.feed,
      }));
    },
    /** Stops at once every feed without a WebRTC session (tests and benchmarks). */
    async stopIdle(): Promise<void> {
      const idle = [...feeds].filter(([, e]) => e.sessions === 0);
      for (const [k] of idle) feeds.delete(k);
      await Promise.all(idle.map(([, e]) => e.feed.stop()));
    },
    /** Stops every feed and waits for every ffmpeg to exit. */
    async close(): Promise<void> {
      closed = true;
      clearInterval(sweep);
      const all = [...feeds.values()];
      feeds.clear();
      await Promise.all(all.map((e) => e.feed.stop()));
      await pool.close();
    },
  };
}
export type FeedManager = ReturnType<typeof createFeedManager>;
