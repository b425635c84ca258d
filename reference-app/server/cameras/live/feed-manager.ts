import type { LiveLimits } from "../../settings";
import { DEFAULT_LIVE_LIMITS } from "../../settings";
import type { CameraDirectory } from "../camera-directory";
import type { CameraStates } from "../camera-state";
import { createEncoderPool, type EncoderPoolOptions } from "./encoder-pool";
import { ffmpegBinary, FFMPEG_MISSING } from "./ffmpeg";
import { LiveFeed, type Profile } from "./feed";
import { NO_LOAD, type ClusterLiveLoad, type LiveLoad } from "./cluster-load";
import { createRenderBudget, type RenderBudgetOptions } from "./render-budget";

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
 * a while after its last; one encoder per feed however many viewers (on this instance: a camera
 * watched through two instances runs an encoder on each).
 *
 * With `cluster` (several instances on one PostgreSQL database), the caps count the other
 * instances' encoders and sessions too (`cluster-load.ts`): an admission that would add to them
 * reads the others' load first and publishes this instance's after. Without it (SQLite, one
 * instance) admission is as it was, local and synchronous.
 */
export function createFeedManager(
  directory: CameraDirectory,
  states: CameraStates,
  hlsRoot: string,
  options: {
    lingerMs?: number;
    limits?: LiveLimits;
    encoderPool?: EncoderPoolOptions;
    /** The event loop's share for frames of feeds nobody watches yet (render-budget.ts; default 0.25). */
    unwatchedFrames?: RenderBudgetOptions;
    /** Makes the cluster's load (`clusterLiveLoad`) from this instance's (encoders, sessions per user). */
    cluster?: (local: () => { encoders: number; sessions: Map<number, number> }) => ClusterLiveLoad;
  } = {},
) {
  const feeds = new Map<string, Entry>();
  // Encoders started ahead: a new feed skips ffmpeg's start (see encoder-pool.ts).
  const pool = createEncoderPool(hlsRoot, options.encoderPool);
  // One budget for every feed of the server: a burst of warmed feeds cannot hold the event loop.
  const budget = createRenderBudget(options.unwatchedFrames);
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
  /** How many sessions a new hold of `k` adds to the user's count (0 or 1). */
  const added = (userId: number | undefined, k: string, whep: boolean): number => {
    if (userId === undefined) return 0;
    const h = holds.get(userId);
    if (!h) return 1;
    prune(h, Date.now());
    const onWhep = [...h.whep.values()].includes(k);
    // A WHEP session on a feed held only by a start call replaces that hold; a start call or a
    // fetch of a feed already held adds nothing.
    if (whep) return h.recent.has(k) && !onWhep ? 0 : 1;
    return h.recent.has(k) || onWhep ? 0 : 1;
  };
  const admitUser = (userId: number | undefined, k: string, whep: boolean, others: LiveLoad) => {
    if (userId === undefined) return;
    const now = sessionCount(holdsOf(userId), Date.now()) + others.sessionsOf(userId);
    const after = now + added(userId, k, whep);
    if (after > limits.sessionsPerUser)
      throw new FeedUnavailableError(
        `Too many live streams open: at most ${limits.sessionsPerUser} per user`,
        "stream_sessions_per_user",
      );
  };
  const holdRecent = (userId: number | undefined, k: string) => {
    if (userId !== undefined) holdsOf(userId).recent.set(k, Date.now() + linger);
  };

  const ensure = (cameraId: number, profile: Profile, others: LiveLoad): Entry => {
    if (closed) throw new FeedUnavailableError("The server is shutting down", "shutting_down");
    if (!ffmpegBinary()) throw new FeedUnavailableError(FFMPEG_MISSING, "ffmpeg_missing");
    const k = key(cameraId, profile);
    let entry = feeds.get(k);
    if (!entry) {
      if (feeds.size + others.encoders >= limits.maxEncoders)
        throw new FeedUnavailableError(
          `The server is at its live video budget (${limits.maxEncoders} streams); try again shortly`,
          "encoder_budget",
        );
      const feed = new LiveFeed(cameraId, profile, directory, states, pool.take, budget);
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

  const localLoad = () => {
    const t = Date.now();
    const sessions = new Map<number, number>();
    for (const [userId, h] of holds) {
      const n = sessionCount(h, t);
      if (n > 0) sessions.set(userId, n);
    }
    return { encoders: feeds.size, sessions };
  };
  const cluster = options.cluster?.(localLoad) ?? null;
  // Cluster admissions on this instance run one at a time (read the others, admit, publish).
  let admissions: Promise<unknown> = Promise.resolve();
  /**
   * Runs `admit` against the other instances' load when it may add a session or an encoder
   * (then publishes this instance's load), else at once with none.
   */
  const admitted = async <T>(k: string, userId: number | undefined, whep: boolean, admit: (o: LiveLoad) => T) => {
    if (!cluster || (feeds.has(k) && added(userId, k, whep) === 0)) return admit(NO_LOAD);
    const step = admissions.then(async () => {
      const result = admit(await cluster.others());
      await cluster.publish().catch((error: unknown) => console.error("live load:", error));
      return result;
    });
    admissions = step.catch(() => undefined);
    return step;
  };

  /** The feed a start call or an HLS fetch of `userId` keeps (checked against the caps first). */
  const hold = (cameraId: number, profile: Profile, userId: number | undefined, others: LiveLoad): Entry => {
    const k = key(cameraId, profile);
    admitUser(userId, k, false, others);
    const entry = ensure(cameraId, profile, others);
    entry.lastActivity = Date.now();
    holdRecent(userId, k);
    return entry;
  };

  return {
    /**
     * Starts (or keeps) a feed for a while: the start call warms it before the player connects.
     * Settles once admitted (rejects with `FeedUnavailableError` past a cap); the feed starts behind.
     */
    async warm(cameraId: number, profile: Profile, userId?: number): Promise<void> {
      const entry = await admitted(key(cameraId, profile), userId, false, (o) => hold(cameraId, profile, userId, o));
      entry.started.catch(() => {});
    },
    /**
     * A WebRTC session joins the feed; call the returned function when it ends, with the moment
     * of the viewer's last sign of life (default now): the feed lingers from then.
     */
    async join(
      cameraId: number,
      profile: Profile,
      userId?: number,
      { awaitStart = true }: { awaitStart?: boolean } = {},
    ): Promise<{ feed: LiveFeed; leave: (lastSeenMs?: number) => void; started: Promise<void> }> {
      const k = key(cameraId, profile);
      const holdId = nextHold++;
      const entry = await admitted(k, userId, true, (o) => {
        admitUser(userId, k, true, o);
        const made = ensure(cameraId, profile, o);
        if (userId !== undefined) holdsOf(userId).whep.set(holdId, k);
        made.sessions++;
        made.feed.viewers++;
        return made;
      });
      let left = false;
      const leave = (lastSeenMs = Date.now()) => {
        if (left) return;
        left = true;
        if (userId !== undefined) holds.get(userId)?.whep.delete(holdId);
        entry.sessions--;
        entry.feed.viewers--;
        entry.lastActivity = Math.max(entry.lastActivity, Math.min(lastSeenMs, Date.now()));
      };
      if (!awaitStart) return { feed: entry.feed, leave, started: entry.started };
      try {
        await entry.started;
      } catch (error) {
        leave();
        throw error;
      }
      return { feed: entry.feed, leave, started: entry.started };
    },
    /** An HLS request: keeps the feed running (a new feed for this user is checked against the caps). */
    async touchHls(cameraId: number, profile: Profile, userId?: number): Promise<LiveFeed> {
      const k = key(cameraId, profile);
      const entry = await admitted(k, userId, false, (o) => hold(cameraId, profile, userId, o));
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
      await cluster?.close();
      const all = [...feeds.values()];
      feeds.clear();
      await Promise.all(all.map((e) => e.feed.stop()));
      await pool.close();
    },
  };
}
export type FeedManager = ReturnType<typeof createFeedManager>;
