import type { CameraDirectory } from "../camera-directory";
import type { CameraStates } from "../camera-state";
import { ffmpegBinary, FFMPEG_MISSING } from "./ffmpeg";
import { LiveFeed, type Profile } from "./feed";

/** A feed with no viewer stops this long after its last one left (or after a start call without viewers). */
export const FEED_LINGER_MS = 10_000;
/** An HLS player counts as watching while it fetched the playlist or a segment this recently. */
export const HLS_IDLE_MS = 15_000;

interface Entry {
  feed: LiveFeed;
  /** WebRTC sessions on the feed. */
  sessions: number;
  /** Last HLS request, start call or session end. */
  lastActivity: number;
  started: Promise<void>;
}

export class FeedUnavailableError extends Error {}

/**
 * Live feeds by camera and profile: a feed starts with its first viewer (or a start call) and stops
 * a while after its last; one encoder per feed however many viewers.
 */
export function createFeedManager(
  directory: CameraDirectory,
  states: CameraStates,
  hlsRoot: string,
  options: { lingerMs?: number; hlsIdleMs?: number } = {},
) {
  const feeds = new Map<string, Entry>();
  const linger = options.lingerMs ?? FEED_LINGER_MS;
  const hlsIdle = options.hlsIdleMs ?? HLS_IDLE_MS;
  const key = (cameraId: number, profile: Profile) => `${cameraId}:${profile}`;
  let closed = false;

  const ensure = (cameraId: number, profile: Profile): Entry => {
    if (closed) throw new FeedUnavailableError("The server is shutting down");
    if (!ffmpegBinary()) throw new FeedUnavailableError(FFMPEG_MISSING);
    const k = key(cameraId, profile);
    let entry = feeds.get(k);
    if (!entry) {
      const feed = new LiveFeed(cameraId, profile, directory, states, hlsRoot);
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
      if (t - entry.lastActivity > Math.max(linger, entry.feed.stats.packets > 0 ? linger : hlsIdle)) {
        feeds.delete(k);
        void entry.feed.stop();
      }
    }
  }, 1000);
  sweep.unref();

  return {
    /** Starts (or keeps) a feed for a while: the start call warms it before the player connects. */
    async warm(cameraId: number, profile: Profile): Promise<LiveFeed> {
      const entry = ensure(cameraId, profile);
      entry.lastActivity = Date.now();
      await entry.started;
      return entry.feed;
    },
    /** A WebRTC session joins the feed; call the returned function when it ends. */
    async join(cameraId: number, profile: Profile): Promise<{ feed: LiveFeed; leave: () => void }> {
      const entry = ensure(cameraId, profile);
      entry.sessions++;
      let left = false;
      const leave = () => {
        if (left) return;
        left = true;
        entry.sessions--;
        entry.lastActivity = Date.now();
      };
      try {
        await entry.started;
      } catch (error) {
        leave();
        throw error;
      }
      return { feed: entry.feed, leave };
    },
    /** An HLS request: keeps the feed running. */
    async touchHls(cameraId: number, profile: Profile): Promise<LiveFeed> {
      const entry = ensure(cameraId, profile);
      entry.lastActivity = Date.now();
      await entry.started;
      return entry.feed;
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
    },
  };
}
export type FeedManager = ReturnType<typeof createFeedManager>;
