import "./favorites.catalogue";

export { Favorites, type FavoritesProps } from "./favorites";
export { favoritesSpec } from "./favorites.spec";
export { camListMosaicPath } from "./list-card";
