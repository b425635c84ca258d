import type { ReadableAtom } from "nanostores";
import type { PresetImage } from "../core/schemas/history";
import { bucketsCovering } from "./hour-buckets";
import { BUCKET } from "./timeline-constants";

/** One hour bucket of preset images: every preset of the page, one call. */
export type BucketState =
  | { status: "loading"; images: readonly PresetImage[] }
  | { status: "success"; images: readonly PresetImage[]; fetchedAt: number }
  | { status: "error"; images: readonly PresetImage[]; error: unknown };

/** Bucket starts (ascending) grouped in runs of adjacent hours: `[first, count]` each, one call per run. */
export function adjacentRuns(starts: readonly number[]): Array<[first: number, count: number]> {
  const runs: Array<[number, number]> = [];
  for (let i = 0; i < starts.length;) {
    let count = 1;
    while (i + count < starts.length && starts[i + count] === starts[i]! + count * BUCKET) count++;
    runs.push([starts[i]!, count]);
    i += count;
  }
  return runs;
}

/**
 * Whether a bucket not in flight is fetched (again): never fetched or failed; or still being filled
 * (fetched before its hour ended) and last fetched `liveRefreshMs` ago or more.
 */
export function bucketDue(entry: BucketState | undefined, start: number, now: number, liveRefreshMs: number): boolean {
  if (!entry || entry.status === "error") return true;
  if (entry.status !== "success") return false;
  const live = entry.fetchedAt < start + BUCKET;
  return live && now - entry.fetchedAt >= liveRefreshMs;
}

/** What the timeline reads from the buckets: a preset's images in a range, failed, loading. */
export function bucketQueries($buckets: ReadableAtom<ReadonlyMap<number, BucketState>>) {
  const entriesIn = (from: number, to: number): BucketState[] =>
    bucketsCovering(from, to).flatMap((start) => $buckets.get().get(start) ?? []);
  return {
    imagesOf(presetId: number, from: number, to: number): PresetImage[] {
      return entriesIn(from, to)
        .flatMap((entry) => entry.images)
        .filter((image) => {
          if (image.presetId !== presetId) return false;
          const at = Date.parse(image.datetimeRecorded);
          return at >= from && at < to;
        });
    },
    failedIn: (from: number, to: number) => entriesIn(from, to).some((entry) => entry.status === "error"),
    loadingIn: (from: number, to: number) =>
      bucketsCovering(from, to).some((start) => {
        const entry = $buckets.get().get(start);
        return !entry || (entry.status === "loading" && entry.images.length === 0);
      }),
  };
}
