import type { FastifyInstance } from "fastify";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { ServerContext } from "../context";
import { registerCameraCommandRoutes } from "./camera-command-routes";
import { registerLiveMediaRoutes } from "./live-media-routes";
import { registerStreamRoutes } from "./stream-routes";
import { quickVideoRequester, registerArchiveRoutes } from "./archive-routes";
import { registerCameraMediaRoutes } from "./camera-media-routes";
import { createCameraService, type CameraExtensions, type CameraService } from "./camera-service";
import { registerInformationalVideoRoutes } from "./informational-video-routes";
import { registerMediaRoutes } from "./media-routes";

export interface CameraRouteOptions {
  /** The database file; media go in `media/` beside it (a temporary folder for ':memory:'). */
  dbFile: string;
  /** Overrides where media go. */
  mediaDir?: string;
  host: string;
  /** How long a live feed nobody watches lingers (default 8 s). */
  feedLingerMs?: number;
  /** What other features lend the cameras (the history feature's archive cameras and share links). */
  extensions?: CameraExtensions;
}

/**
 * The cameras feature: creates the synthetic cameras and registers their routes (stream, commands,
 * live media, archive, media files, thumbnails, informational videos); closes them when the app closes.
 */
export function registerCameraRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  options: CameraRouteOptions,
): CameraService {
  const temporary = !options.mediaDir && options.dbFile === ":memory:";
  const mediaDir =
    options.mediaDir ??
    (temporary ? mkdtempSync(join(tmpdir(), "vms-media-")) : join(dirname(options.dbFile), "media"));
  const cameras = createCameraService(ctx, {
    mediaDir,
    removeMediaDirOnClose: temporary,
    loopbackOnly: options.host === "127.0.0.1" || options.host === "localhost",
    feedLingerMs: options.feedLingerMs,
    extensions: options.extensions,
  });
  registerInformationalVideoRoutes(app, ctx);
  registerMediaRoutes(app, ctx);
  registerStreamRoutes(app, ctx, cameras);
  registerCameraCommandRoutes(app, ctx, cameras, quickVideoRequester(ctx, cameras));
  registerLiveMediaRoutes(app, cameras, ctx);
  registerArchiveRoutes(app, ctx, cameras);
  registerCameraMediaRoutes(app, cameras);
  app.addHook("onClose", async () => cameras.close());
  return cameras;
}
