import type { FastifyInstance } from "fastify";
import { MOSAIC_MAX_TILES, type Mosaic, type MosaicCamera } from "../../../widgets/core/schemas";
import type { Access } from "../auth";
import { callerPermissions, canStream, type CameraInfo, type CameraService, sip as unitSip } from "../cameras";
import type { ServerContext } from "../context";
import { contractRoute } from "../http/contract-route";
import { HttpError, notFound, ok } from "../http/envelope";
import { seedDemoMosaics } from "./demo-mosaics";
import { liveUnitOfMosaic, mosaicCameraIds, ownMosaic } from "./mosaics.queries";

export const NO_SIP = { sipPhoneNumber: null, sipPin: null, clientPasscode: null };

/** A tile of the mosaic: the camera and what this caller may do with it. */
export function mosaicCamera(access: Access, camera: CameraInfo): MosaicCamera {
  const permissions = callerPermissions(access, camera);
  return {
    cameraId: camera.id,
    cameraName: camera.name,
    liveUnitId: camera.liveUnitId,
    liveUnitName: camera.liveUnitName,
    locationName: camera.locationName,
    locationTimezone: camera.timeZone,
    capabilities: camera.capabilities,
    presets: camera.presets.map((p) => ({ id: p.id, name: p.name, isHome: p.isHome })),
    controlPresets: permissions.controlPresets,
    controlPtzf: permissions.controlPtzf,
  };
}

/**
 * The mosaic permissions (document 3 §6: lights need canControlPtzf, sounds canAccessQuickSounds,
 * talk-down canSpeakerTalkdown): what the caller's rights give on at least one camera shown.
 */
export function userPermissions(access: Access, cameras: CameraInfo[]): Mosaic["userPermissions"] {
  const held = cameras.map((c) => callerPermissions(access, c));
  return {
    canControlPtzf: held.some((p) => p.controlPtzf),
    canAccessQuickSounds: held.some((p) => p.quickSounds),
    canSpeakerTalkdown: held.some((p) => p.speakerTalkdown),
  };
}

/** Cameras a mosaic shows: those the caller may stream with at least one preset, at most 36. */
export const shown = (access: Access, cameras: (CameraInfo | null)[]): CameraInfo[] =>
  cameras
    .filter((c): c is CameraInfo => c !== null && canStream(access, c) && c.presets.length > 0)
    .slice(0, MOSAIC_MAX_TILES);

/**
 * `GET /api/vms/mosaic/{id}` (the caller's own saved mosaic, else 404) and
 * `GET /api/vms/mosaic/live_unit/{id}` (every camera of a unit the caller may read; 404 for
 * another client's unit, 403 when the caller may stream none of its cameras). Both answer
 * `data.data` and list only cameras the caller may stream that have at least one preset.
 */
export async function registerMosaicRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  cameras: CameraService,
): Promise<void> {
  await seedDemoMosaics(ctx.query);
  const { directory } = cameras;

  contractRoute(app, "mosaic", async ({ request, params }) => {
    const access = await ctx.access(request);
    const mosaic = await ownMosaic(ctx.query, params.mosaicId, access.user.id);
    if (mosaic === undefined) throw notFound("Mosaic not found");
    const ids = await mosaicCameraIds(ctx.query, mosaic.id);
    const list = shown(access, await Promise.all(ids.map((id) => directory.camera(id))));
    return ok({
      data: {
        id: mosaic.id,
        name: mosaic.name,
        cameras: list.map((c) => mosaicCamera(access, c)),
        ...NO_SIP,
        userPermissions: userPermissions(access, list),
      },
    });
  });

  contractRoute(app, "liveUnitMosaic", async ({ request, params }) => {
    const access = await ctx.access(request);
    const unit = await liveUnitOfMosaic(ctx.query, params.liveUnitId);
    if (!unit || !access.canReadClient(unit.client_id)) throw notFound("Live unit not found");
    const all = await Promise.all((await directory.unitCameraIds(unit.id)).map((id) => directory.camera(id)));
    if (!all.some((c) => c !== null && canStream(access, c)))
      throw new HttpError(403, "You do not have permission to stream this live unit");
    const list = shown(access, all);
    return ok({
      data: {
        id: unit.id,
        name: unit.name,
        cameras: list.map((c) => mosaicCamera(access, c)),
        ...unitSip(unit.id, unit.client_id),
        userPermissions: userPermissions(access, list),
      },
    });
  });
}
