import { atom, type ReadableAtom } from "nanostores";
import type { PresetImage } from "../core/schemas/history";
import { bucketOf, bucketRange, bucketsCovering } from "./hour-buckets";
import { adjacentRuns, bucketDue, bucketQueries, type BucketState } from "./image-buckets";
import { BUCKET, IMAGE_FETCH_DEBOUNCE_MS, MINUTE } from "./timeline-constants";

export type { BucketState };

export type FetchBucket = (
  bucket: { startISO: string; endISO: string },
  presetIds: readonly number[],
  signal: AbortSignal,
) => Promise<readonly PresetImage[]>;

export interface ImageLoaderOptions {
  /** One batched call for all presets of a run of hour buckets (`presetsImages`); the start is on the hour. */
  fetchBucket: FetchBucket;
  now?: () => number;
  debounceMs?: number;
  /** A bucket still being filled (it holds now) is fetched again when shown after this long. */
  liveRefreshMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface ImageLoader {
  /** Every bucket fetched or being fetched, by bucket start. */
  $buckets: ReadableAtom<ReadonlyMap<number, BucketState>>;
  /** Asks for the images of `[from, to)`: fetched after the debounce, one call for the buckets still missing. */
  show(from: number, to: number, presetIds: readonly number[]): void;
  /** Images of one preset in `[from, to)`, oldest first. */
  imagesOf(presetId: number, from: number, to: number): PresetImage[];
  /** Whether a bucket covering `[from, to)` failed. */
  failedIn(from: number, to: number): boolean;
  /** Whether a bucket covering `[from, to)` is loading with nothing to show yet. */
  loadingIn(from: number, to: number): boolean;
  dispose(): void;
}

const byTime = (a: PresetImage, b: PresetImage): number =>
  Date.parse(a.datetimeRecorded) - Date.parse(b.datetimeRecorded);

/** The options with their defaults: the clock, the 200 ms debounce, a minute's live refresh, timers. */
function withDefaults(options: ImageLoaderOptions): Required<Omit<ImageLoaderOptions, "fetchBucket">> {
  return {
    now: options.now ?? Date.now,
    debounceMs: options.debounceMs ?? IMAGE_FETCH_DEBOUNCE_MS,
    liveRefreshMs: options.liveRefreshMs ?? MINUTE,
    setTimer: options.setTimer ?? ((run, ms) => setTimeout(run, ms)),
    clearTimer: options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>)),
  };
}

/**
 * Loads preset images by hour bucket with a debounce (200 ms): a timeline being dragged asks many
 * times and fetches once it rests (the first view of a set of presets loads at once). Buckets in the past are kept; the bucket holding now is
 * refreshed when shown again after `liveRefreshMs`; a failed bucket is tried again when shown.
 * Changing the presets starts over.
 */
export function createImageLoader(options: ImageLoaderOptions): ImageLoader {
  const { now, debounceMs, liveRefreshMs, setTimer, clearTimer } = withDefaults(options);
  const $buckets = atom<ReadonlyMap<number, BucketState>>(new Map());
  const inFlight = new Map<number, AbortController>();
  let presetIds: readonly number[] = [];
  let presetKey = "";
  let timer: unknown = null;
  let wanted: number[] = [];
  let disposed = false;

  const put = (start: number, state: BucketState) => {
    const next = new Map($buckets.get());
    next.set(start, state);
    $buckets.set(next);
  };

  const needsFetch = (start: number): boolean =>
    !inFlight.has(start) && bucketDue($buckets.get().get(start), start, now(), liveRefreshMs);

  /**
   * One call for a run of adjacent buckets `[first, first + count h)`: its start is on the hour (the
   * §4 rule), so the usual view (an hour that straddles two buckets) costs one call, not two. The
   * answer is filed by bucket.
   */
  const fetchRun = (first: number, count: number) => {
    const controller = new AbortController();
    const starts = Array.from({ length: count }, (_, i) => first + i * BUCKET);
    for (const start of starts) {
      inFlight.set(start, controller);
      put(start, { status: "loading", images: $buckets.get().get(start)?.images ?? [] });
    }
    const key = presetKey;
    const fetchedAt = now();
    const range = { ...bucketRange(first), endISO: new Date(first + count * BUCKET).toISOString() };
    options
      .fetchBucket({ startISO: range.startISO, endISO: range.endISO }, presetIds, controller.signal)
      .then(
        (images) => {
          if (key !== presetKey || disposed) return;
          const sorted = [...images].sort(byTime);
          for (const start of starts) {
            const mine = sorted.filter((image) => bucketOf(Date.parse(image.datetimeRecorded)) === start);
            put(start, { status: "success", images: mine, fetchedAt });
          }
        },
        (error: unknown) => {
          if (key === presetKey && !disposed && !controller.signal.aborted)
            for (const start of starts) put(start, { status: "error", images: [], error });
        },
      )
      .finally(() => {
        for (const start of starts) if (inFlight.get(start) === controller) inFlight.delete(start);
      });
  };

  const flush = () => {
    timer = null;
    if (disposed || presetIds.length === 0) return;
    for (const [first, count] of adjacentRuns(wanted.filter(needsFetch))) fetchRun(first, count);
  };

  return {
    $buckets,
    show(from, to, ids) {
      if (disposed) return;
      const key = [...ids].sort((a, b) => a - b).join(",");
      if (key !== presetKey) {
        for (const controller of inFlight.values()) controller.abort();
        inFlight.clear();
        presetKey = key;
        presetIds = [...ids];
        $buckets.set(new Map());
      }
      wanted = bucketsCovering(from, to);
      if (timer !== null) clearTimer(timer);
      // The first view of these presets (nothing asked yet, no move to wait out) loads at once;
      // every later change waits for the timeline to rest 200 ms.
      const first = $buckets.get().size === 0 && inFlight.size === 0;
      if (first) flush();
      else timer = setTimer(flush, debounceMs);
    },
    ...bucketQueries($buckets),
    dispose() {
      disposed = true;
      if (timer !== null) clearTimer(timer);
      for (const controller of inFlight.values()) controller.abort();
      inFlight.clear();
    },
  };
}
