import type { FastifyInstance } from "fastify";
import * as z from "zod";
import {
  CAM_LIST_CAMERAS_MAX,
  type FavouritesListWriteSchema,
  type FavouritesList,
} from "../../../widgets/core/schemas";
import type { Access } from "../auth/access";
import type { ServerContext } from "../context";
import { contractRoute } from "../http/contract-route";
import { forbidden, HttpError, notFound, ok } from "../http/envelope";
import { thumbnailUrl } from "../units";

/** Most camera lists one user may keep (chosen: the spec gives no limit). */
export const CAM_LISTS_PER_USER_MAX = 50;

const ListRowSchema = z.object({ id: z.number(), user_id: z.number(), name: z.string(), is_favorites: z.number() });
const CameraRowSchema = z.object({
  cam_id: z.number(),
  cam_name: z.string(),
  client_id: z.number(),
  camera_id: z.number(),
  preset_id: z.number().nullable(),
});

/**
 * Favourite camera lists of the caller: GET /api/cam_lists[/{id}], POST /api/cam_lists, PUT
 * /api/cam_lists/{id}. Bounded: names (schema), lists per user, cameras per list; exactly one
 * favourites list per user (a unique index; a list's favourites flag never changes).
 */
export function registerCamListRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  const listById = db.prepare("SELECT id, user_id, name, is_favorites FROM cam_lists WHERE id = ?");
  const favouritesOf = db.prepare(
    "SELECT id, user_id, name, is_favorites FROM cam_lists WHERE user_id = ? AND is_favorites = 1 ORDER BY id LIMIT 1",
  );
  const camerasOf =
    db.prepare(`SELECT k.id AS cam_id, k.name AS cam_name, u.client_id, k.id AS camera_id, k.thumbnail_preset_id AS preset_id
    FROM cam_list_cameras lc JOIN cameras k ON k.id = lc.camera_id JOIN live_units u ON u.id = k.live_unit_id
    WHERE lc.list_id = ? ORDER BY lc.added_at, k.id`);
  const cameraClient = db
    .prepare("SELECT u.client_id FROM cameras k JOIN live_units u ON u.id = k.live_unit_id WHERE k.id = ?")
    .pluck();
  const insertList = db.prepare("INSERT INTO cam_lists (user_id, name, is_favorites) VALUES (?, ?, ?)");
  const updateList = db.prepare("UPDATE cam_lists SET name = ?, is_favorites = ? WHERE id = ?");
  const addCamera = db.prepare(
    "INSERT OR IGNORE INTO cam_list_cameras (list_id, camera_id, added_at) VALUES (?, ?, ?)",
  );
  const removeCamera = db.prepare("DELETE FROM cam_list_cameras WHERE list_id = ? AND camera_id = ?");
  const listCount = db.prepare("SELECT COUNT(*) FROM cam_lists WHERE user_id = ?").pluck();
  const cameraCount = db.prepare("SELECT COUNT(*) FROM cam_list_cameras WHERE list_id = ?").pluck();

  const view = (listId: number): FavouritesList => {
    const list = ListRowSchema.parse(listById.get(listId));
    return {
      id: list.id,
      userId: list.user_id,
      name: list.name,
      isFavorites: list.is_favorites === 1,
      cameras: z
        .array(CameraRowSchema)
        .parse(camerasOf.all(listId))
        .map((c) => ({
          camId: c.cam_id,
          camName: c.cam_name,
          clientId: c.client_id,
          lastImageUrl: c.preset_id === null ? null : thumbnailUrl(c.camera_id, c.preset_id),
        })),
    };
  };
  const ownList = (access: Access, id: number) => {
    const row = listById.get(id);
    const list = row === undefined ? null : ListRowSchema.parse(row);
    if (!list || list.user_id !== access.user.id) throw notFound("Camera list not found");
    return list;
  };
  type Write = z.infer<typeof FavouritesListWriteSchema>;
  /** A list belongs to its own user and holds only cameras of readable clients. */
  const check = (access: Access, body: Write) => {
    if (body.userId !== access.user.id) throw forbidden("A camera list belongs to its own user");
    for (const cameraId of body.newCameras) {
      const clientId = cameraClient.get(cameraId);
      if (typeof clientId !== "number" || !access.canReadClient(clientId))
        throw notFound(`Camera ${cameraId} not found`);
    }
  };
  /** Writes name and cameras; throws (rolling back) when the list would hold too many cameras. */
  const apply = (listId: number, body: Write) => {
    const now = Date.now();
    updateList.run(body.name, body.isFavorites ? 1 : 0, listId);
    body.newCameras.forEach((id, i) => addCamera.run(listId, id, now + i));
    for (const id of body.deleteCameras) removeCamera.run(listId, id);
    if (Number(cameraCount.get(listId)) > CAM_LIST_CAMERAS_MAX)
      throw new HttpError(409, `A camera list holds at most ${CAM_LIST_CAMERAS_MAX} cameras`);
  };

  contractRoute(app, "favouritesOwn", async ({ request }) => {
    const access = await ctx.access(request);
    const row = favouritesOf.get(access.user.id);
    if (row === undefined) throw notFound("No favourites list yet");
    return ok(view(ListRowSchema.parse(row).id));
  });

  contractRoute(app, "favouritesGet", async ({ request, params }) => {
    const access = await ctx.access(request);
    return ok(view(ownList(access, params.favoriteListId).id));
  });

  contractRoute(app, "favouritesCreate", async ({ request, body }) => {
    const access = await ctx.access(request);
    check(access, body);
    if (body.isFavorites && favouritesOf.get(access.user.id) !== undefined)
      throw new HttpError(409, "This user already has a favourites list; update it with PUT");
    if (Number(listCount.get(access.user.id)) >= CAM_LISTS_PER_USER_MAX)
      throw new HttpError(409, `A user keeps at most ${CAM_LISTS_PER_USER_MAX} camera lists`);
    const id = db.transaction(() => {
      const created = Number(insertList.run(access.user.id, body.name, body.isFavorites ? 1 : 0).lastInsertRowid);
      apply(created, body);
      return created;
    })();
    return ok(view(id));
  });

  contractRoute(app, "favouritesUpdate", async ({ request, params, body }) => {
    const access = await ctx.access(request);
    const list = ownList(access, params.favoriteListId);
    check(access, body);
    if (body.isFavorites !== (list.is_favorites === 1))
      throw new HttpError(
        409,
        list.is_favorites === 1
          ? "The favourites list stays the favourites list"
          : "A user has exactly one favourites list; update that one",
      );
    db.transaction(() => apply(list.id, body))();
    return ok(view(list.id));
  });
}
