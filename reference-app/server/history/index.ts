/**
 * The history feature's public module: its routes, and what it lends the cameras (archive cabinets'
 * cameras behind cabinet presets, share links for clip grants). History depends on cameras, never
 * the other way: the route registry hands `historyCameraExtensions` to the cameras.
 */
import type { QueryDb } from "../db/query-layer";
import type { CameraExtensions } from "../cameras";
import { createArchiveCameras } from "./cabinet-cameras";
import { createShareLinks } from "./share-links";

export { registerHistoryFeatureRoutes } from "./register";

/** The history feature's part of the camera service. */
export function historyCameraExtensions(query: QueryDb, now: () => number = Date.now): CameraExtensions {
  // Made on first use: the tables they read are made when the cameras start.
  let archiveCameras: ReturnType<typeof createArchiveCameras> | undefined;
  let shares: ReturnType<typeof createShareLinks> | undefined;
  return {
    archiveCamera: async (presetId) => (archiveCameras ??= createArchiveCameras(query, now)).ofPreset(presetId),
    shareLink: async (shareId) => {
      shares ??= createShareLinks(query, now);
      const share = await shares.get(shareId);
      return share && { videoId: share.video_id, dewarped: share.dewarped === 1, status: shares.status(share) };
    },
  };
}
