import type { FastifyInstance } from "fastify";
import type { Server } from "socket.io";
import type { CameraService } from "../cameras";
import type { ServerContext } from "../context";
import { attachPresence, VIEW_NAMESPACE } from "../realtime/presence";
import { registerAlertRoutes } from "./alert-routes";
import { registerTestHookRoutes } from "./test-hook-routes";
import { registerUnitAlertRoutes } from "./unit-alerts-routes";
import { ALERTS_NAMESPACE, leaveWithoutAlertsFlag, socketAlertEmitter, userHasAlertsFlag } from "./alert-events";
import { createAlertGenerator } from "./alert-generator";
import { cameraAlertMediaSource } from "./alert-media-source";
import { DEFAULT_ALERT_SEED } from "./alert-plan";
import { createAlertService } from "./alert-service";
import { seedDemoAlerts } from "./demo-alerts";
import type { Singletons } from "../db/singletons";

export interface AlertFeatureOptions {
  /** Alerts per minute of the generator; 0 (the default) turns it off. */
  alertRate?: number;
  /** Seed of the generator's choices (units, types, subjects, roles). */
  alertSeed?: number;
  /** Raise the demo alerts missing for the demo users' clients at start. */
  demoAlerts?: boolean;
  /** Make alert media with the synthetic cameras (default true); false: alerts get no media. */
  alertMedia?: boolean;
  /** Register `/api/test/…` (VMS_TEST_HOOKS=1). */
  testHooks?: boolean;
  /** How long presence keeps a dropped socket's rooms for recovery (the sockets' recovery window). */
  recoveryWindowMs: number;
  /** Where the generator runs: on one instance of a cluster at a time (db/singletons.ts). */
  singletons?: Singletons;
}

/**
 * Issue 10's server side: the alert service (store, generator, media from the synthetic cameras),
 * its routes and socket events on /security_alerts, presence rooms on /view, and the test hooks.
 */
export async function registerAlertFeatures(
  app: FastifyInstance,
  ctx: ServerContext,
  io: Server,
  cameras: CameraService,
  options: AlertFeatureOptions,
) {
  const seed = options.alertSeed ?? DEFAULT_ALERT_SEED;
  const media = options.alertMedia === false ? null : cameraAlertMediaSource(cameras.alertMedia);
  // Alert media URLs go out carrying the grant of the session they are for.
  const grantUrl = (url: string, grant: string) => cameras.alertMedia.granted(url, grant);
  const service = await createAlertService({
    query: ctx.query,
    emitter: socketAlertEmitter(io, ctx.query, grantUrl),
    media,
    seed,
  });
  const presence = attachPresence(io, ctx.query, {
    recoveryWindowMs: options.recoveryWindowMs,
    mayJoin: userHasAlertsFlag,
  });
  // Connected sockets whose user's rights change (the sockets' re-check has moved their client rooms).
  ctx.realtime.onRightsChanged(ALERTS_NAMESPACE, leaveWithoutAlertsFlag);
  ctx.realtime.onRightsChanged(VIEW_NAMESPACE, presence.rightsChanged);
  registerAlertRoutes(app, ctx, service, grantUrl);
  registerUnitAlertRoutes(app, ctx);
  if (options.testHooks) registerTestHookRoutes(app, ctx, service, io);

  // What one instance does for all after a start: finish the media of alerts left unfinished and
  // raise the missing demo alerts. Several instances on one database: the one holding the
  // "alert-upkeep" lock does it (at its start, and again where the lock moves when it dies).
  const upkeep = async () => {
    await service.resumePendingMedia();
    if (options.demoAlerts) await seedDemoAlerts(service, Date.now(), seed);
  };
  if (options.singletons?.shared)
    options.singletons.run("alert-upkeep", {
      start: () => void upkeep().catch((error: unknown) => console.error("alert upkeep:", error)),
      stop: () => {},
    });
  else await upkeep();
  const generator = createAlertGenerator({
    ratePerMinute: options.alertRate ?? 0,
    raise: () => void service.raiseGenerated().catch((error: unknown) => console.error("alert generator:", error)),
  });
  if (options.singletons) options.singletons.run("alert-generator", generator);
  else generator.start();
  app.addHook("onClose", async () => {
    generator.stop();
    await media?.close();
  });
  return { service, generator, presence, media };
}
export type AlertFeatures = Awaited<ReturnType<typeof registerAlertFeatures>>;
