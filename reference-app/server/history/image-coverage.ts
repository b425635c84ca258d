import { imageTimes, intervalMs, type ImageSource } from "../cameras";

/**
 * Where a preset has images in `[from, to)`: runs of images no further apart than one and a half
 * times the camera's interval, each ending one interval after its last image (never after `to`
 * or `now`). A gap is an outage or a time the unit was not recording.
 */
export function coverageRanges(
  src: ImageSource,
  from: number,
  to: number,
  now: number,
): { start: number; end: number }[] {
  const step = intervalMs(src.cameraId);
  const times = imageTimes(src, from, to, now);
  const ranges: { start: number; end: number }[] = [];
  const limit = Math.min(to, now);
  for (const t of times) {
    const last = ranges[ranges.length - 1];
    if (last && t - (last.end - step) <= step * 1.5) last.end = Math.min(limit, t + step);
    else ranges.push({ start: t, end: Math.min(limit, t + step) });
  }
  return ranges.filter((r) => r.end > r.start);
}
