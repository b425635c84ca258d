import { Favorites } from "vms-widgets";

/** `/favorites`: the user's camera lists (`vms-favorites`); Open as mosaic goes to `/favorites/{id}/mosaic`. */
export function FavoritesPage() {
  return <Favorites />;
}

export default FavoritesPage;
