import type { FastifyInstance } from "fastify";
import type { AlertFeatures } from "./alerts";
import { registerAlertFeatures } from "./alerts/register";
import { registerAuditFeature } from "./audit/register";
import { registerAuthFeature } from "./auth/register";
import { registerCameraRoutes, type CameraService } from "./cameras";
import type { ServerContext } from "./context";
import { registerFavoritesFeature } from "./favorites/register";
import { registerFaults, type Faults } from "./http/faults";
import { registerMosaicsFeature } from "./mosaics/register";
import { registerStaticRoutes } from "./routes/static-routes";
import { registerSearchRoutes } from "./search/register";
import { registerUnitsRoutes } from "./units/register";
import { historyCameraExtensions, registerHistoryFeatureRoutes } from "./history";
import type { VoiceGateway } from "./voice/voice-gateway";
import { registerVoiceFeature } from "./voice/register";
import type { AlertFeatureOptions } from "./alerts/register";

export interface RouteOptions extends Omit<AlertFeatureOptions, "recoveryWindowMs"> {
  /** The database file (camera media go beside it). */
  dbFile: string;
  mediaDir?: string;
  /** The address the server binds (voice and live media trust loopback callers only on loopback). */
  host: string;
  recoveryWindowMs: number;
  faults?: Faults;
  /** How long a live feed nobody watches lingers (cameras; default 8 s). */
  feedLingerMs?: number;
  staticDir?: string;
  cdnDir?: string;
  docsDir?: string;
}

/** What the features made while registering (the server's handle on them). */
export interface Features {
  cameras: CameraService;
  alerts: AlertFeatures;
  voice: VoiceGateway;
  /** Builds what the map lists and the search answer from, otherwise built on their first call. */
  warm(): Promise<void>;
}

/**
 * The one route registry (issue 20): every feature's routes, in the order they must be added (the
 * static fallback last). app.ts calls it once; a new feature adds one line here.
 */
export async function registerRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  options: RouteOptions,
): Promise<Features> {
  await registerAuthFeature(app, ctx);
  registerAuditFeature(app, ctx, options.singletons);
  const warmUnits = registerUnitsRoutes(app, ctx);
  const warmSearch = registerSearchRoutes(app, ctx);
  const cameras = registerCameraRoutes(app, ctx, {
    dbFile: options.dbFile,
    mediaDir: options.mediaDir,
    host: options.host,
    feedLingerMs: options.feedLingerMs,
    extensions: historyCameraExtensions(ctx.query),
  });
  const alerts = await registerAlertFeatures(app, ctx, ctx.realtime.io, cameras, options);
  await registerMosaicsFeature(app, ctx, cameras);
  registerFavoritesFeature(app, ctx, cameras);
  const voice = registerVoiceFeature(app, ctx, cameras, {
    loopbackOnly: options.host === "127.0.0.1" || options.host === "localhost",
    testHooks: options.testHooks,
  });
  if (options.faults) registerFaults(app, ctx.realtime.io, options.faults);
  registerHistoryFeatureRoutes(app, ctx, cameras);
  await registerStaticRoutes(app, options.staticDir, options.cdnDir, options.docsDir, ctx.settings.tileOrigins);
  return {
    cameras,
    alerts,
    voice,
    warm: async () => {
      await warmUnits();
      await warmSearch();
    },
  };
}
