import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { ServerContext } from "../context";
import { createCameraDirectory, type CameraInfo } from "./camera-directory";
import { createCameraStates } from "./camera-state";
import { createFeedManager } from "./live/feed-manager";
import { clusterLiveLoad, LEASE_MS } from "./live/cluster-load";
import { isPostgres } from "../db/query-layer";
import { runningFfmpeg } from "./live/ffmpeg";
import { createWhepSessions } from "./live/whep";
import { createMediaSigner } from "./media-signing";
import { createMediaGrants, type ShareGrantLink } from "./media-grants";
export type { ShareGrantLink } from "./media-grants";
import type { Agent } from "./scene/agents";
import { FrameRenderer, type FrameState } from "./scene/render-frame";
import { createViewers } from "./viewers";
import { createHistoryImages } from "./history/history-images";
import { createArchiveJobs } from "./archive/archive-jobs";
import { createClipQuotas } from "./archive/clip-quotas";
import { createAlertMedia } from "./alerts/alert-media";
import { createIntroVideos } from "./informational/intro-videos";

export interface CameraServiceOptions {
  /** Where live HLS folders, cached images and clips go (created when missing). */
  mediaDir: string;
  /** Remove `mediaDir` on close (a temporary folder of a test server). */
  removeMediaDirOnClose?: boolean;
  /** Keep WebRTC on 127.0.0.1 (the server listens on loopback). */
  loopbackOnly: boolean;
  /** Feed linger in ms (tests shorten it). */
  feedLingerMs?: number;
  /** A WHEP viewer silent this long has gone (tests shorten it). */
  viewerSilenceMs?: number;
  /** What other features lend the cameras (the history feature's archive cameras and share links). */
  extensions?: CameraExtensions;
}

/**
 * What the history feature lends the cameras, given by the route registry (the cameras never import
 * history/: history depends on cameras, one direction only).
 */
export interface CameraExtensions {
  /** The archive camera behind a preset that is no camera's (an archive cabinet's), or null. */
  archiveCamera?(presetId: number): Promise<CameraInfo | null>;
  /** A share link, for the share grants of clip URLs; null when there is none. */
  shareLink?(shareId: number): Promise<ShareGrantLink | null>;
}

/**
 * The synthetic cameras as one module: directory, live state (the module API other features use,
 * e.g. `states.setAudio`), viewers, live feeds and WHEP sessions, and stills from the renderer.
 */
export function createCameraService(ctx: ServerContext, options: CameraServiceOptions) {
  mkdirSync(options.mediaDir, { recursive: true });
  const directory = createCameraDirectory(ctx.query);
  const states = createCameraStates(ctx.query, directory);
  const viewers = createViewers(ctx.query);
  const signer = createMediaSigner(ctx.tokenSecret);
  const extensions = options.extensions ?? {};
  const grants = createMediaGrants({
    query: ctx.query,
    cacheMs: ctx.settings.mediaGrantCacheMs,
    shareLink: async (id) => (await extensions.shareLink?.(id)) ?? null,
  });
  // A signed-out session's media URLs stop at once, not when its remembered verdicts expire.
  ctx.realtime.onSessionClosed((sessionId) => grants.forgetSession(sessionId));
  const feeds = createFeedManager(directory, states, join(options.mediaDir, "live"), {
    lingerMs: options.feedLingerMs,
    limits: ctx.settings.liveLimits,
    // Several instances may share a PostgreSQL database: the caps count all of them.
    cluster: isPostgres(ctx.query) ? (local) => clusterLiveLoad(ctx.query, ctx.instanceId, local) : undefined,
  });
  const whep = createWhepSessions(feeds, {
    loopbackOnly: options.loopbackOnly,
    viewerSilenceMs: options.viewerSilenceMs,
  });
  const stills = new Map<string, FrameRenderer>();

  /** A JPEG of what the camera sees at `timeMs` in `state` (one renderer per camera and size, reused). */
  const still = (
    camera: CameraInfo,
    timeMs: number,
    state: FrameState,
    size: { width: number; height: number; quality?: number; mode?: "picture" | "dewarped" },
    subjects?: Agent[],
  ): Buffer => {
    const key = `${camera.id}:${size.width}x${size.height}:${size.mode ?? "picture"}`;
    let renderer = stills.get(key);
    if (!renderer) {
      if (stills.size > 64) stills.clear();
      renderer = new FrameRenderer(camera.scene, size.width, size.height, size.mode);
      stills.set(key, renderer);
    }
    return renderer.jpeg(
      { timeMs, timeZone: camera.timeZone, cameraName: camera.name, state, subjects },
      size.quality ?? 80,
    );
  };

  // The camera behind a preset: the directory's, or an archive cabinet's archive camera.
  const imageCameras = {
    /** The camera whose images this preset holds, or null for an unknown preset. */
    async ofPreset(presetId: number): Promise<CameraInfo | null> {
      const cameraId = await directory.presetCamera(presetId);
      if (cameraId !== null) return directory.camera(cameraId);
      return (await extensions.archiveCamera?.(presetId)) ?? null;
    },
  };
  const historyImages = createHistoryImages(imageCameras, signer, still, join(options.mediaDir, "images"));
  const archive = createArchiveJobs(ctx.query, directory, signer, join(options.mediaDir, "clips"), {
    concurrency: ctx.settings.clipQuotas.concurrentRenders,
    instanceId: ctx.instanceId,
    // Several instances may share a PostgreSQL database: a job is requeued only when its renderer is gone.
    cluster: isPostgres(ctx.query) ? { leaseMs: LEASE_MS } : undefined,
  });
  const clipQuotas = createClipQuotas(ctx.settings.clipQuotas);
  const alertMedia = createAlertMedia(directory, signer, still, join(options.mediaDir, "alerts"));
  const introVideos = createIntroVideos(ctx.query, directory, join(options.mediaDir, "informational"));

  let closing: Promise<void> | null = null;
  return {
    directory,
    states,
    viewers,
    signer,
    /** What granted each media URL, checked on every request (sign-out, rights, share revocation). */
    grants,
    feeds,
    whep,
    mediaDir: options.mediaDir,
    still,
    historyImages,
    imageCameras,
    archive,
    /** Clip quotas per user (unfinished jobs, clip seconds per hour). */
    clipQuotas,
    /** Module API for the alert generator: a still and a clip of an alert's subject. */
    alertMedia,
    /** The informational videos' MP4 files (made on first request). */
    introVideos,
    /** The current frame as a JPEG (snapshot). */
    snapshot(camera: CameraInfo): Buffer {
      const t = Date.now();
      return still(camera, t, states.frameState(camera, t), { width: 640, height: 360, quality: 85 });
    },
    /** ffmpeg processes of this process still running (0 after close). */
    runningFfmpeg: () => runningFfmpeg.size,
    /** Ends sessions and feeds, waits for every ffmpeg, stops timers. Safe to call twice. */
    close(): Promise<void> {
      closing ??= (async () => {
        await whep.close();
        await Promise.all([feeds.close(), archive.close(), alertMedia.close(), introVideos.close()]);
        states.dispose();
        if (options.removeMediaDirOnClose) rmSync(options.mediaDir, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}
export type CameraService = ReturnType<typeof createCameraService>;
