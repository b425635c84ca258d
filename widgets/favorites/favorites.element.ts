// Its strings: the element works when loaded alone (CDN autoloader, `vms-widgets/favorites.element`).
import "./favorites.catalogue";
import { registerWidget } from "../ui/element/register-widget";
import { Favorites } from "./favorites";

/** `<vms-favorites>`, registered on import. API: docs/widgets/vms-favorites.md. */
export const FavoritesElement = registerWidget(Favorites);
export interface FavoritesElement extends InstanceType<typeof FavoritesElement> {}
