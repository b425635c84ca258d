import type { RequestedVideo } from "../core/schemas/requested-videos";
import { formatDateTime, timeZoneAbbreviation } from "../core/time/zoned-time";

/** Which version of a requested video a row shows (`video_type=dewarped` in the page's URL). */
export type VideoType = "normal" | "dewarped";

/** One row of the table: a video, or its dewarped version (a video with one shows two rows). */
export interface VideoRow {
  key: string;
  video: RequestedVideo;
  type: VideoType;
  url: string;
  recordedMs: number;
  requestedMs: number;
}

/**
 * The table's rows: each video, then its dewarped version when it has one; newest recorded first
 * (then newest requested, then highest id), the normal row before its dewarped one.
 */
export function videoRows(videos: readonly RequestedVideo[]): VideoRow[] {
  const rows = videos.flatMap((video): VideoRow[] => {
    const base = {
      video,
      recordedMs: Date.parse(video.recordedDatetime),
      requestedMs: Date.parse(video.requestedDatetime),
    };
    const normal: VideoRow = { ...base, key: `${video.id}`, type: "normal", url: video.videoUrl };
    return video.dewarpedVideoUrl === null
      ? [normal]
      : [normal, { ...base, key: `${video.id}-dewarped`, type: "dewarped", url: video.dewarpedVideoUrl }];
  });
  const order = (r: VideoRow) => (r.type === "normal" ? 0 : 1);
  return rows.sort(
    (a, b) =>
      b.recordedMs - a.recordedMs || b.requestedMs - a.requestedMs || b.video.id - a.video.id || order(a) - order(b),
  );
}

/**
 * The row the page's URL selects (`video_id`, `video_type`), or null when there is no such video
 * (the preview is then ignored). Any `video_type` other than `dewarped` means the normal version.
 */
export function selectedRow(
  rows: readonly VideoRow[],
  videoId: number | undefined,
  videoType: string | undefined,
): VideoRow | null {
  if (videoId === undefined) return null;
  const type: VideoType = videoType === "dewarped" ? "dewarped" : "normal";
  return rows.find((r) => r.video.id === videoId && r.type === type) ?? null;
}

/** A time in the location's zone with its abbreviation, e.g. `Nov 20, 2026, 3:14 AM CST`. */
export function zonedTime(ms: number, tz: string, locale = "en"): string {
  return `${formatDateTime(ms, tz, locale)} ${timeZoneAbbreviation(ms, tz, locale === "es" ? "es" : "en-US")}`;
}

/** The unit's address on one line: street, city, state zip (the parts that are known). */
export function unitAddress(video: RequestedVideo): string {
  const stateZip = [video.locationState, video.locationZip].filter(Boolean).join(" ");
  return [video.locationStreet, video.locationCity, stateZip].filter(Boolean).join(", ");
}

/** A download file name: camera, local recorded time, version, e.g. `Gate-2026-11-20-0314-dewarped.mp4`. */
export function downloadName(row: VideoRow): string {
  const local = new Intl.DateTimeFormat("en-CA", {
    timeZone: row.video.locationTimezone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
    .formatToParts(row.recordedMs)
    .reduce<Record<string, string>>((parts, p) => ({ ...parts, [p.type]: p.value }), {});
  const camera =
    row.video.name
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "video";
  const stamp = `${local.year}-${local.month}-${local.day}-${local.hour}${local.minute}`;
  return `${camera}-${stamp}${row.type === "dewarped" ? "-dewarped" : ""}.mp4`;
}
