import { describe, expect, it } from "vitest";
import type { FavouritesList } from "../schemas/favourites";
import { favouriteChange, isFavourite, starTone } from "./favourite-star";

const list: FavouritesList = {
  id: 7,
  userId: 3,
  name: "Favorites",
  isFavorites: true,
  cameras: [{ camId: 11, camName: "Gate", clientId: 1, lastImageUrl: null }],
};

describe("favourite star", () => {
  it("knows which cameras are favourites", () => {
    expect(isFavourite(list, 11)).toBe(true);
    expect(isFavourite(list, 12)).toBe(false);
    expect(isFavourite(null, 11)).toBe(false);
  });

  it("creates the 'Favorites' list when the user has none", () => {
    expect(favouriteChange(null, 3, 12)).toEqual({
      call: "create",
      body: { userId: 3, name: "Favorites", isFavorites: true, newCameras: [12], deleteCameras: [] },
      failureKey: "core:errors.addFavoriteList",
      doneKey: "core:favourite.added",
    });
  });

  it.each([
    [12, [12], [], "core:favourite.added"],
    [11, [], [11], "core:favourite.removed"],
  ])("camera %i: adds or removes it from the existing list, and says which", (cameraId, added, removed, doneKey) => {
    const change = favouriteChange(list, 3, cameraId);
    expect(change).toMatchObject({ call: "update", listId: 7, failureKey: "core:errors.favoriteCamera", doneKey });
    expect(change.body.newCameras).toEqual(added);
    expect(change.body.deleteCameras).toEqual(removed);
  });

  it.each([
    ["green", "secondary"],
    ["GREEN", "secondary"],
    ["yellow", "yellow"],
    ["red", "red"],
    ["gray", "grey"],
    ["purple", "grey"],
  ])("health %s gives the star tone %s (default green is the secondary colour)", (color, tone) => {
    expect(starTone(color)).toBe(tone);
  });
});
