import * as z from "zod";
import { envelope, IdSchema } from "./envelope";

export const FavouriteCameraSchema = z.object({
  camId: IdSchema,
  camName: z.string(),
  clientId: IdSchema,
  lastImageUrl: z.string().nullable(),
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

/** Body of POST /api/cam_lists and PUT /api/cam_lists/{favoriteListId}. */
export const FavouritesListWriteSchema = z.object({
  userId: IdSchema,
  name: z.string().min(1),
  isFavorites: z.boolean(),
  newCameras: z.array(IdSchema),
  deleteCameras: z.array(IdSchema),
});
export type FavouritesListWrite = z.infer<typeof FavouritesListWriteSchema>;
