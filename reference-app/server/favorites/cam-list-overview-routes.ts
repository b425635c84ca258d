import type { FastifyInstance } from "fastify";
import type { CamList, CamListCamera } from "../../../widgets/core/schemas";
import type { Access } from "../auth/access";
import type { CameraInfo } from "../cameras";
import type { CameraService } from "../cameras";
import type { ServerContext } from "../context";
import { contractRoute } from "../http/contract-route";
import { HttpError, notFound, ok } from "../http/envelope";
import { thumbnailUrl } from "../units";
import { mosaicCamera, NO_SIP, shown, userPermissions } from "../mosaics";
import { cameraIdsOfLists, deleteCamList, listsOfUser, ownCamList, type CamListRow } from "./cam-list-overview.queries";

/** A listed camera as the favourites page shows it: thumbnail, health, name and unit. */
function listedCamera(camera: CameraInfo): CamListCamera {
  return {
    camId: camera.id,
    camName: camera.name,
    clientId: camera.clientId,
    lastImageUrl: camera.thumbnailPresetId === null ? null : thumbnailUrl(camera.id, camera.thumbnailPresetId),
    liveUnitId: camera.liveUnitId,
    liveUnitName: camera.liveUnitName,
    active: camera.active,
    health: { statusText: camera.health.status, color: camera.health.color, isFlapping: camera.health.flapping },
  };
}

/** The cameras of a list the caller may still read (a client's rights can be withdrawn after adding). */
async function readableCameras(access: Access, cameras: CameraService, ids: number[]): Promise<CameraInfo[]> {
  const found = await Promise.all(ids.map((id) => cameras.directory.camera(id)));
  return found.filter((c): c is CameraInfo => c !== null && access.canReadClient(c.clientId));
}

/**
 * The favourites page's calls beside the spec's cam_lists calls (chosen):
 * `GET /api/cam_lists/all` (every list of the caller with each camera's unit and health),
 * `DELETE /api/cam_lists/{id}` (not the favourites list: the star keeps that one) and
 * `GET /api/vms/mosaic/cam_list/{id}` (a list's cameras as a mosaic, as the other mosaics: only the
 * cameras the caller may stream that have a preset, at most 36).
 */
export function registerCamListOverviewRoutes(app: FastifyInstance, ctx: ServerContext, cameras: CameraService): void {
  const ownList = async (access: Access, listId: number): Promise<CamListRow> => {
    const list = await ownCamList(ctx.query, listId, access.user.id);
    if (!list) throw notFound("Camera list not found");
    return list;
  };

  contractRoute(app, "camListsAll", async ({ request }) => {
    const access = await ctx.access(request);
    const lists = await listsOfUser(ctx.query, access.user.id);
    const ids = await cameraIdsOfLists(
      ctx.query,
      lists.map((l) => l.id),
    );
    const answer: CamList[] = await Promise.all(
      lists.map(async (list) => ({
        ...list,
        userId: access.user.id,
        cameras: (await readableCameras(access, cameras, ids.get(list.id) ?? [])).map(listedCamera),
      })),
    );
    return ok(answer);
  });

  contractRoute(app, "camListDelete", async ({ request, params }) => {
    const access = await ctx.access(request);
    const list = await ownList(access, params.favoriteListId);
    if (list.isFavorites) throw new HttpError(409, "The favourites list cannot be deleted");
    await deleteCamList(ctx.query, list.id);
    return ok(null);
  });

  contractRoute(app, "camListMosaic", async ({ request, params }) => {
    const access = await ctx.access(request);
    const list = await ownList(access, params.favoriteListId);
    const ids = (await cameraIdsOfLists(ctx.query, [list.id])).get(list.id) ?? [];
    const tiles = shown(access, await Promise.all(ids.map((id) => cameras.directory.camera(id))));
    return ok({
      data: {
        id: list.id,
        name: list.name,
        cameras: tiles.map((c) => mosaicCamera(access, c)),
        ...NO_SIP,
        userPermissions: userPermissions(access, tiles),
      },
    });
  });
}
