import { hash01 } from "../scene/agents";

/**
 * When a preset's images were taken. Each camera takes an image of each preset every few minutes
 * (the interval depends on the camera), staggered between presets; none while the unit was not
 * recording (before activation, after deactivation) and none during outages: on about a third of
 * days the camera is offline for 20 minutes to 3 hours. Everything is a pure function of ids and
 * time, so the same question always gets the same images.
 */
export const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Days of images kept (document 2: archived images go back two years). */
export const IMAGE_RETENTION_DAYS = 730;
const INTERVALS_MIN = [1, 2, 5, 10];

export interface ImageSource {
  cameraId: number;
  presetId: number;
  /** Index of the preset on its camera (staggers the presets' images). */
  presetIndex: number;
  presetCount: number;
  activatedMs: number | null;
  deactivatedMs: number | null;
}

/** Minutes between two images of a preset of this camera. */
export function intervalMs(cameraId: number): number {
  return INTERVALS_MIN[Math.floor(hash01(cameraId, 0x1a7) * INTERVALS_MIN.length)]! * 60_000;
}

/** The outage of a camera on a UTC day (index since the epoch), or null. */
export function outageOn(cameraId: number, day: number): { start: number; end: number } | null {
  if (hash01(cameraId, day * 3 + 1) > 0.33) return null;
  const start = day * DAY_MS + Math.floor(hash01(cameraId, day * 3 + 2) * (DAY_MS - 3 * HOUR_MS));
  const length = 20 * 60_000 + Math.floor(hash01(cameraId, day * 3 + 3) * (160 * 60_000));
  return { start, end: start + length };
}

/** Whether the camera was offline at `t`. */
export function offlineAt(cameraId: number, t: number): boolean {
  const day = Math.floor(t / DAY_MS);
  for (const d of [day - 1, day]) {
    const o = outageOn(cameraId, d);
    if (o && t >= o.start && t < o.end) return true;
  }
  return false;
}

/** The first moment images may exist (activation, at most two years back from `now`). */
export function imagesStart(src: ImageSource, now: number): number {
  return Math.max(src.activatedMs ?? now, now - IMAGE_RETENTION_DAYS * DAY_MS);
}

/** Image times of a preset in [from, to), never after `now`. */
export function imageTimes(src: ImageSource, from: number, to: number, now: number): number[] {
  const step = intervalMs(src.cameraId);
  const offset = Math.floor((step * src.presetIndex) / Math.max(1, src.presetCount)) + (src.cameraId % 7) * 1000;
  const lo = Math.max(from, imagesStart(src, now));
  const hi = Math.min(to, now + 1, src.deactivatedMs ?? Infinity);
  const times: number[] = [];
  for (let t = Math.ceil((lo - offset) / step) * step + offset; t < hi; t += step) {
    if (t >= lo && !offlineAt(src.cameraId, t)) times.push(t);
  }
  return times;
}

/** Whether `t` is an image time of the preset (a URL names one). */
export function isImageTime(src: ImageSource, t: number, now: number): boolean {
  return imageTimes(src, t, t + 1, now).includes(t);
}

/** The latest image time at or before `now`, or null (looks back up to two days). */
export function latestImageTime(src: ImageSource, now: number): number | null {
  for (let end = now + 1; end > now - 2 * DAY_MS; end -= 6 * HOUR_MS) {
    const times = imageTimes(src, end - 6 * HOUR_MS, end, now);
    if (times.length > 0) return times[times.length - 1]!;
  }
  return null;
}

/** Document 2 §4: image requests are in hour buckets; a bucket start must be a multiple of 3600 s. */
export function bucketError(startMs: number, endMs: number): string | null {
  if (startMs % HOUR_MS !== 0) return "The start of an image request must be on the hour (a multiple of 3600 s)";
  if (endMs <= startMs) return "The end of an image request must be after its start";
  if (endMs - startMs > 24 * HOUR_MS) return "An image request may span at most 24 hours";
  return null;
}
