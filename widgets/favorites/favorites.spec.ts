import { defineSpec } from "../core/element/spec";
import { statusEvents, statusParts, widgetParts } from "../ui/status/status.surface";

/** `<vms-favorites>` / `Favorites`: the public surface, declared once. */
export const favoritesSpec = defineSpec({
  tag: "vms-favorites",
  description:
    "The signed-in user's favourite camera lists (document 1 §5, document 3 `cam_lists`): each list with its cameras (thumbnail, health, name, unit); New list, rename, delete (after a confirmation), Add camera (a searchable picker of the cameras the user may see), remove a camera, and Open as mosaic (`vms-navigate` to `/favorites/{id}/mosaic`). The 'Favorites' list is the stream page's star: it can be neither renamed nor deleted.",
  events: { ...statusEvents },
  parts: {
    ...widgetParts,
    ...statusParts,
    toolbar: "The bar with the title and the New list button.",
    "new-list-button": "The New list button.",
    list: "One camera list.",
    "list-name": "A list's name.",
    "list-button": "A list's buttons (Open as mosaic, Add camera, Rename, Delete).",
    "name-form": "The form naming a new list or renaming one.",
    confirm: "The confirmation asked before a list is deleted.",
    camera: "A camera of a list.",
    thumbnail: "A camera's latest image.",
    health: "A camera's health dot.",
    "camera-link": "A camera's name, linking to its stream page.",
    "remove-button": "A camera's Remove button.",
    picker: "The Add camera picker: a search over live units, then a unit's cameras.",
    "picker-input": "The picker's search field.",
  },
  cssProperties: {
    "--vms-favorites-thumbnail-width": { default: "112px", description: "Width of a camera's thumbnail." },
  },
});
