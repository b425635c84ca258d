import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { PresetImage } from "../../../../widgets/core/schemas";
import type { CameraInfo } from "../camera-directory";
import type { MediaSigner } from "../media-signing";
import { pastFrameState } from "./past-state";
import { imageTimes, isImageTime, latestImageTime, type ImageSource } from "./image-schedule";

/** Presigned image URLs stay valid this long. */
export const IMAGE_URL_TTL_MS = 15 * 60_000;
export const FULL_SIZE = { width: 640, height: 360, quality: 80 };
export const THUMB_SIZE = { width: 320, height: 180, quality: 70 };

type Still = (
  camera: CameraInfo,
  timeMs: number,
  state: ReturnType<typeof pastFrameState>,
  size: { width: number; height: number; quality?: number },
) => Buffer;

const parseDate = (value: string | null): number | null => {
  if (value === null) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
};

/** The image source of a preset of a camera. */
export function imageSource(camera: CameraInfo, presetId: number): ImageSource | null {
  const index = camera.presets.findIndex((p) => p.id === presetId);
  if (index < 0) return null;
  return {
    cameraId: camera.id,
    presetId,
    presetIndex: index,
    presetCount: camera.presets.length,
    activatedMs: parseDate(camera.dateActivated),
    deactivatedMs: parseDate(camera.dateDeactivated),
  };
}

/**
 * Preset images of the past: listed from the schedule, drawn by the renderer on first request,
 * cached on disk (`<dir>/<presetId>/<time>[-thumb].jpg`) and served at presigned URLs.
 */
export function createHistoryImages(
  imageCameras: { ofPreset(presetId: number): Promise<CameraInfo | null> },
  signer: MediaSigner,
  still: Still,
  dir: string,
  now: () => number = Date.now,
) {
  const urlOf = (presetId: number, t: number, thumb: boolean, grant: string) =>
    signer.presign(`/media/images/${presetId}/${t}${thumb ? "-thumb" : ""}.jpg`, IMAGE_URL_TTL_MS, grant);

  return {
    /** Images of a preset in [from, to), at URLs naming `grant` (see media-grants.ts). */
    list(camera: CameraInfo, presetId: number, from: number, to: number, grant: string): PresetImage[] {
      const src = imageSource(camera, presetId);
      if (!src) return [];
      return imageTimes(src, from, to, now()).map((t) => ({
        presetId,
        imageUrl: urlOf(presetId, t, false, grant),
        thumbUrl: urlOf(presetId, t, true, grant),
        datetimeRecorded: new Date(t).toISOString(),
      }));
    },

    /** The presigned URL of the preset's latest image (naming `grant`), or null. */
    latestUrl(camera: CameraInfo, presetId: number, grant: string): string | null {
      const src = imageSource(camera, presetId);
      const t = src ? latestImageTime(src, now()) : null;
      return t === null ? null : urlOf(presetId, t, false, grant);
    },

    /** The JPEG of an image (drawn and cached on first request), or null when there is no such image. */
    async file(presetId: number, t: number, thumb: boolean): Promise<Buffer | null> {
      const path = join(dir, String(presetId), `${t}${thumb ? "-thumb" : ""}.jpg`);
      if (existsSync(path)) return readFileSync(path);
      const camera = await imageCameras.ofPreset(presetId);
      const src = camera ? imageSource(camera, presetId) : null;
      if (!camera || !src || !isImageTime(src, t, now())) return null;
      const jpeg = still(camera, t, pastFrameState(camera, t, presetId), thumb ? THUMB_SIZE : FULL_SIZE);
      mkdirSync(join(dir, String(presetId)), { recursive: true });
      const temporary = `${path}.${process.pid}.tmp`;
      writeFileSync(temporary, jpeg);
      renameSync(temporary, path);
      return jpeg;
    },
  };
}
export type HistoryImages = ReturnType<typeof createHistoryImages>;
