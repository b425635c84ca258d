import { describe, expect, it } from "vitest";
import type { FavouritesList } from "../core/schemas/favourites";
import { favouriteChange, isFavourite, starTone } from "./favourite-star";

const list: FavouritesList = {
  id: 4,
  userId: 9,
  name: "Favorites",
  isFavorites: true,
  cameras: [{ camId: 12, camName: "Gate", clientId: 7, lastImageUrl: null }],
};

describe("favourite star (document 3 §2.1, §7, §8)", () => {
  it("knows favourite cameras", () => {
    expect(isFavourite(list, 12)).toBe(true);
    expect(isFavourite(list, 13)).toBe(false);
    expect(isFavourite(null, 12)).toBe(false);
  });

  it("creates the 'Favorites' list when the user has none ('Failed to add favorite list')", () => {
    expect(favouriteChange(null, 9, 12)).toEqual({
      call: "create",
      body: { userId: 9, name: "Favorites", isFavorites: true, newCameras: [12], deleteCameras: [] },
      failureKey: "core:errors.addFavoriteList",
    });
  });

  it("adds or removes the camera in the existing list ('Failed to favorite camera')", () => {
    expect(favouriteChange(list, 9, 13)).toMatchObject({
      call: "update",
      listId: 4,
      body: { newCameras: [13], deleteCameras: [] },
      failureKey: "core:errors.favoriteCamera",
    });
    expect(favouriteChange(list, 9, 12)).toMatchObject({ body: { newCameras: [], deleteCameras: [12] } });
  });

  it("shows the default green as the theme's secondary colour", () => {
    expect(starTone("green")).toBe("secondary");
    expect(starTone("red")).toBe("red");
    expect(starTone("purple")).toBe("grey");
  });
});
