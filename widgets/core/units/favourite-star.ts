import type { FavouritesList, FavouritesListWrite } from "../schemas/favourites";
import { healthTone, type HealthTone } from "./health-tone";

/** The name of the favourites list (document 3 §3). */
export const FAVOURITES_LIST_NAME = "Favorites";

export function isFavourite(list: FavouritesList | null, cameraId: number): boolean {
  return list?.cameras.some((camera) => camera.camId === cameraId) ?? false;
}

/** What the star says once a change is saved: the camera was added to or removed from the list. */
export type FavouriteDoneKey = "core:favourite.added" | "core:favourite.removed";

/** What a click on the star sends: a new list when the user has none, else an update of it. */
export type FavouriteChange =
  | { call: "create"; body: FavouritesListWrite; failureKey: "core:errors.addFavoriteList"; doneKey: FavouriteDoneKey }
  | {
      call: "update";
      listId: number;
      body: FavouritesListWrite;
      failureKey: "core:errors.favoriteCamera";
      doneKey: FavouriteDoneKey;
    };

export function favouriteChange(list: FavouritesList | null, userId: number, cameraId: number): FavouriteChange {
  if (!list)
    return {
      call: "create",
      body: { userId, name: FAVOURITES_LIST_NAME, isFavorites: true, newCameras: [cameraId], deleteCameras: [] },
      failureKey: "core:errors.addFavoriteList",
      doneKey: "core:favourite.added",
    };
  const remove = isFavourite(list, cameraId);
  return {
    call: "update",
    listId: list.id,
    body: {
      userId,
      name: list.name,
      isFavorites: true,
      newCameras: remove ? [] : [cameraId],
      deleteCameras: remove ? [cameraId] : [],
    },
    failureKey: "core:errors.favoriteCamera",
    doneKey: remove ? "core:favourite.removed" : "core:favourite.added",
  };
}

/**
 * The star's colour follows the camera's health (document 3 §2.1); a health colour equal to the
 * default green is shown as the theme's secondary colour.
 */
export function starTone(healthColor: string): HealthTone | "secondary" {
  const tone = healthTone(healthColor);
  return tone === "green" ? "secondary" : tone;
}
