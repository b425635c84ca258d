import { atom, type ReadableAtom } from "nanostores";
import type { PresetImage } from "../core/schemas/history";
import { bucketRange, bucketsCovering } from "./hour-buckets";
import { BUCKET, IMAGE_FETCH_DEBOUNCE_MS, MINUTE } from "./timeline-constants";

/** One hour bucket of preset images: every preset of the page, one call. */
export type BucketState =
  | { status: "loading"; images: readonly PresetImage[] }
  | { status: "success"; images: readonly PresetImage[]; fetchedAt: number }
  | { status: "error"; images: readonly PresetImage[]; error: unknown };

export type FetchBucket = (
  bucket: { startISO: string; endISO: string },
  presetIds: readonly number[],
  signal: AbortSignal,
) => Promise<readonly PresetImage[]>;

export interface ImageLoaderOptions {
  /** One batched call for all presets of one hour bucket (`presetsImages`). */
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
  /** Asks for the images of `[from, to)`: fetched after the debounce, one call per hour bucket. */
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

/**
 * Loads preset images by hour bucket with a debounce (200 ms): a timeline being dragged asks many
 * times and fetches once it rests. Buckets in the past are kept; the bucket holding now is
 * refreshed when shown again after `liveRefreshMs`; a failed bucket is tried again when shown.
 * Changing the presets starts over.
 */
export function createImageLoader(options: ImageLoaderOptions): ImageLoader {
  const now = options.now ?? Date.now;
  const debounceMs = options.debounceMs ?? IMAGE_FETCH_DEBOUNCE_MS;
  const liveRefreshMs = options.liveRefreshMs ?? MINUTE;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
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

  const needsFetch = (start: number): boolean => {
    if (inFlight.has(start)) return false;
    const entry = $buckets.get().get(start);
    if (!entry || entry.status === "error") return true;
    if (entry.status !== "success") return false;
    const live = entry.fetchedAt < start + BUCKET;
    return live && now() - entry.fetchedAt >= liveRefreshMs;
  };

  const fetchBucket = (start: number) => {
    const controller = new AbortController();
    inFlight.set(start, controller);
    const key = presetKey;
    put(start, { status: "loading", images: $buckets.get().get(start)?.images ?? [] });
    const fetchedAt = now();
    options
      .fetchBucket(bucketRange(start), presetIds, controller.signal)
      .then(
        (images) => {
          if (key === presetKey && !disposed)
            put(start, { status: "success", images: [...images].sort(byTime), fetchedAt });
        },
        (error: unknown) => {
          if (key === presetKey && !disposed && !controller.signal.aborted)
            put(start, { status: "error", images: [], error });
        },
      )
      .finally(() => {
        if (inFlight.get(start) === controller) inFlight.delete(start);
      });
  };

  const flush = () => {
    timer = null;
    if (disposed || presetIds.length === 0) return;
    for (const start of wanted) if (needsFetch(start)) fetchBucket(start);
  };

  const entriesIn = (from: number, to: number): BucketState[] =>
    bucketsCovering(from, to).flatMap((start) => $buckets.get().get(start) ?? []);

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
      timer = setTimer(flush, debounceMs);
    },
    imagesOf(presetId, from, to) {
      return entriesIn(from, to)
        .flatMap((entry) => entry.images)
        .filter((image) => {
          if (image.presetId !== presetId) return false;
          const at = Date.parse(image.datetimeRecorded);
          return at >= from && at < to;
        });
    },
    failedIn: (from, to) => entriesIn(from, to).some((entry) => entry.status === "error"),
    loadingIn: (from, to) =>
      bucketsCovering(from, to).some((start) => {
        const entry = $buckets.get().get(start);
        return !entry || (entry.status === "loading" && entry.images.length === 0);
      }),
    dispose() {
      disposed = true;
      if (timer !== null) clearTimer(timer);
      for (const controller of inFlight.values()) controller.abort();
      inFlight.clear();
    },
  };
}
