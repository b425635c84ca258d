import * as z from "zod/mini";
import { envelope, IdSchema } from "./base";
import { FreeTextSchema } from "./free-text";

export const FavouriteCameraSchema = z.object({
  camId: IdSchema,
  camName: z.string(),
  clientId: IdSchema,
  lastImageUrl: z.nullable(z.string()),
});
export type FavouriteCamera = z.infer<typeof FavouriteCameraSchema>;

/** GET /api/cam_lists/{id}; the answer of POST /api/cam_lists and PUT /api/cam_lists/{id}. */
export const FavouritesListSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  name: z.string(),
  isFavorites: z.boolean(),
  cameras: z.array(FavouriteCameraSchema),
});
export type FavouritesList = z.infer<typeof FavouritesListSchema>;
export const FavouritesListResponseSchema = envelope(FavouritesListSchema);

/** Longest camera-list name, and most cameras a list holds (chosen: the spec gives no limits). */
export const CAM_LIST_NAME_MAX = 100;
export const CAM_LIST_CAMERAS_MAX = 500;

/** Body of POST /api/cam_lists and PUT /api/cam_lists/{favoriteListId}. */
export const FavouritesListWriteSchema = z.object({
  userId: IdSchema,
  name: FreeTextSchema({ required: true, max: CAM_LIST_NAME_MAX }),
  isFavorites: z.boolean(),
  newCameras: z.array(IdSchema).check(z.maxLength(CAM_LIST_CAMERAS_MAX)),
  deleteCameras: z.array(IdSchema).check(z.maxLength(CAM_LIST_CAMERAS_MAX)),
});
export type FavouritesListWrite = z.infer<typeof FavouritesListWriteSchema>;

/** The health of a listed camera: its status text and colour (as the stream page's header shows it). */
export const CamListHealthSchema = z.object({ statusText: z.string(), color: z.string(), isFlapping: z.boolean() });

/**
 * A camera of GET /api/cam_lists/all (chosen: the spec's list carries camId, camName, clientId and
 * lastImageUrl; the favourites page also shows the camera's unit and health).
 */
export const CamListCameraSchema = z.object({
  ...FavouriteCameraSchema.shape,
  liveUnitId: IdSchema,
  liveUnitName: z.string(),
  active: z.boolean(),
  health: CamListHealthSchema,
});
export type CamListCamera = z.infer<typeof CamListCameraSchema>;

/** One of the caller's camera lists, as GET /api/cam_lists/all answers it. */
export const CamListSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  name: z.string(),
  isFavorites: z.boolean(),
  cameras: z.array(CamListCameraSchema),
});
export type CamList = z.infer<typeof CamListSchema>;
/** GET /api/cam_lists/all: every list of the caller, the favourites list first, then by id. */
export const CamListsResponseSchema = envelope(z.array(CamListSchema));
