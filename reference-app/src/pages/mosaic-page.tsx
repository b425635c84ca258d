import { useStore } from "@nanostores/react";
import { Mosaic } from "vms-widgets";
import { $router } from "../router";

/** An id from the path parsed as an integer (document 3 §5); 0 when it is not one (the widget loads only a truthy one). */
const idOf = (raw: string): number => {
  const id = Number.parseInt(raw, 10);
  return Number.isNaN(id) || id < 0 ? 0 : id;
};

/** `/mosaic/{mosaicId}`, and `/favorites/{listId}/mosaic` (a camera list's cameras as a mosaic). */
export function MosaicPage() {
  const page = useStore($router);
  if (page?.route === "favoritesMosaic") {
    const raw = page.params.listId;
    return <Mosaic key={`list-${raw}`} camListId={idOf(raw) || undefined} />;
  }
  const raw = page?.route === "mosaic" ? page.params.mosaicId : "";
  return <Mosaic key={raw} mosaicId={idOf(raw)} />;
}
