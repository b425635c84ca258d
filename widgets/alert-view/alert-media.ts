import type { AlertMedia, CameraRole } from "../core/schemas/alerts";

/** The camera roles in mosaic order. */
const ROLE_ORDER: readonly CameraRole[] = ["Left", "Primary", "Right", "Radar", "None"];

/** One media tile: a camera at one timestamp, with its clip and its image when there are. */
export interface MediaTileModel {
  key: string;
  cameraId: number;
  role: CameraRole;
  video?: AlertMedia;
  image?: AlertMedia;
}

/** The media timestamps of an alert, oldest first (the first is the primary one, with the play icon). */
export function mediaTimestamps(media: readonly AlertMedia[]): string[] {
  return [...new Set(media.map((m) => m.mediaTimestamp))].sort((a, b) => Date.parse(a) - Date.parse(b));
}

/** The tiles of one timestamp: one per camera, in role order (Left, Primary, Right, Radar, None). */
export function mediaTiles(media: readonly AlertMedia[], timestamp: string | undefined): MediaTileModel[] {
  const tiles = new Map<number, MediaTileModel>();
  for (const m of media) {
    if (m.mediaTimestamp !== timestamp) continue;
    const tile = tiles.get(m.cameraId) ?? {
      key: `${timestamp}|${m.cameraId}`,
      cameraId: m.cameraId,
      role: m.cameraRole,
    };
    if (m.mimeType === "video/mp4") tile.video ??= m;
    else tile.image ??= m;
    tiles.set(m.cameraId, tile);
  }
  return [...tiles.values()].sort(
    (a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role) || a.cameraId - b.cameraId,
  );
}

/** 'elapsed/total' of a video, each as m:ss (unknown total: 0:00). */
export function clockOf(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
