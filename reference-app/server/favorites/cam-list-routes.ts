import type { FastifyInstance } from "fastify";
import type * as z from "zod";
import {
  CAM_LIST_CAMERAS_MAX,
  type FavouritesListWriteSchema,
  type FavouritesList,
} from "../../../widgets/core/schemas";
import type { Access } from "../auth";
import type { ServerContext } from "../context";
import type { QueryDb } from "../db/query-layer";
import {
  addCamListCameras,
  camListById,
  camListCameraCount,
  camListCameras,
  camListCount,
  cameraClientId,
  favouritesListOf,
  inCamListTransaction,
  insertCamList,
  removeCamListCameras,
  updateCamList,
  type CamListHead,
} from "./cam-lists.queries";
import { contractRoute } from "../http/contract-route";
import { forbidden, HttpError, notFound, ok } from "../http/envelope";
import { thumbnailUrl } from "../units";

/** Most camera lists one user may keep (chosen: the spec gives no limit). */
export const CAM_LISTS_PER_USER_MAX = 50;

/**
 * Favourite camera lists of the caller: GET /api/cam_lists[/{id}], POST /api/cam_lists, PUT
 * /api/cam_lists/{id}. Bounded: names (schema), lists per user, cameras per list; exactly one
 * favourites list per user (a unique index; a list's favourites flag never changes).
 */
export function registerCamListRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = ctx.query;
  const view = async (list: CamListHead): Promise<FavouritesList> => ({
    ...list,
    cameras: (await camListCameras(db, list.id)).map((c) => ({
      camId: c.camId,
      camName: c.camName,
      clientId: c.clientId,
      lastImageUrl: c.presetId === null ? null : thumbnailUrl(c.camId, c.presetId),
    })),
  });
  const ownList = async (access: Access, id: number): Promise<CamListHead> => {
    const list = await camListById(db, id);
    if (!list || list.userId !== access.user.id) throw notFound("Camera list not found");
    return list;
  };
  type Write = z.infer<typeof FavouritesListWriteSchema>;
  /** A list belongs to its own user and holds only cameras of readable clients. */
  const check = async (access: Access, body: Write) => {
    if (body.userId !== access.user.id) throw forbidden("A camera list belongs to its own user");
    for (const cameraId of body.newCameras) {
      const clientId = await cameraClientId(db, cameraId);
      if (clientId === null || !access.canReadClient(clientId)) throw notFound(`Camera ${cameraId} not found`);
    }
  };
  /** Writes name and cameras; throws (rolling back) when the list would hold too many cameras. */
  const apply = async (trx: QueryDb, listId: number, body: Write) => {
    await updateCamList(trx, listId, body);
    await addCamListCameras(trx, listId, body.newCameras, Date.now());
    await removeCamListCameras(trx, listId, body.deleteCameras);
    if ((await camListCameraCount(trx, listId)) > CAM_LIST_CAMERAS_MAX)
      throw new HttpError(409, `A camera list holds at most ${CAM_LIST_CAMERAS_MAX} cameras`);
  };

  contractRoute(app, "favouritesOwn", async ({ request }) => {
    const access = await ctx.access(request);
    const list = await favouritesListOf(db, access.user.id);
    if (!list) throw notFound("No favourites list yet");
    return ok(await view(list));
  });

  contractRoute(app, "favouritesGet", async ({ request, params }) => {
    const access = await ctx.access(request);
    return ok(await view(await ownList(access, params.favoriteListId)));
  });

  contractRoute(app, "favouritesCreate", async ({ request, body }) => {
    const access = await ctx.access(request);
    await check(access, body);
    if (body.isFavorites && (await favouritesListOf(db, access.user.id)) !== null)
      throw new HttpError(409, "This user already has a favourites list; update it with PUT");
    if ((await camListCount(db, access.user.id)) >= CAM_LISTS_PER_USER_MAX)
      throw new HttpError(409, `A user keeps at most ${CAM_LISTS_PER_USER_MAX} camera lists`);
    const id = await inCamListTransaction(db, async (trx) => {
      const created = await insertCamList(trx, {
        userId: access.user.id,
        name: body.name,
        isFavorites: body.isFavorites,
      });
      await apply(trx, created, body);
      return created;
    });
    const list = await camListById(db, id);
    if (!list) throw notFound("Camera list not found");
    return ok(await view(list));
  });

  contractRoute(app, "favouritesUpdate", async ({ request, params, body }) => {
    const access = await ctx.access(request);
    const list = await ownList(access, params.favoriteListId);
    await check(access, body);
    if (body.isFavorites !== list.isFavorites)
      throw new HttpError(
        409,
        list.isFavorites
          ? "The favourites list stays the favourites list"
          : "A user has exactly one favourites list; update that one",
      );
    await inCamListTransaction(db, (trx) => apply(trx, list.id, body));
    return ok(await view({ ...list, name: body.name }));
  });
}
