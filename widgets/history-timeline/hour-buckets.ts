import { BUCKET } from "./timeline-constants";

/**
 * Preset images are fetched by hour buckets (document 2 §4): `[start, start + 1 h)` with a start
 * that is a multiple of 3600 s. Any other start is rejected.
 */
export class BucketError extends RangeError {
  constructor(start: number) {
    super(`Bucket start ${new Date(start).toISOString()} is not a multiple of 3600 s`);
    this.name = "BucketError";
  }
}

export function isBucketStart(start: number): boolean {
  return Number.isInteger(start) && start % BUCKET === 0;
}

/** The bucket `[start, end)` with ISO bounds, or a `BucketError` for a start off the hour grid. */
export function bucketRange(start: number): { start: number; end: number; startISO: string; endISO: string } {
  if (!isBucketStart(start)) throw new BucketError(start);
  const end = start + BUCKET;
  return { start, end, startISO: new Date(start).toISOString(), endISO: new Date(end).toISOString() };
}

/** The bucket that holds `ms`. */
export function bucketOf(ms: number): number {
  return Math.floor(ms / BUCKET) * BUCKET;
}

/** The starts of the buckets covering `[from, to)`, oldest first (two for an hour not on the grid). */
export function bucketsCovering(from: number, to: number): number[] {
  if (!(to > from)) return [];
  const starts: number[] = [];
  for (let start = bucketOf(from); start < to; start += BUCKET) starts.push(start);
  return starts;
}
