import type { CSSProperties } from "react";
import { Favorites } from "vms-widgets";

const page: CSSProperties = { padding: "0.75rem" };

/** `/favorites`: the user's camera lists (`vms-favorites`); Open as mosaic goes to `/favorites/{id}/mosaic`. */
export function FavoritesPage() {
  return (
    <div style={page} data-testid="favorites-page">
      <Favorites />
    </div>
  );
}

export default FavoritesPage;
