import { useStore } from "@nanostores/react";
import { Mosaic } from "vms-widgets";
import { $router } from "../router";

/** `/mosaic/{mosaicId}`: the id parsed as an integer (document 3 §5); the widget loads only a truthy one. */
export function MosaicPage() {
  const page = useStore($router);
  const raw = page?.route === "mosaic" ? page.params.mosaicId : "";
  const mosaicId = Number.parseInt(raw, 10);
  return <Mosaic key={raw} mosaicId={Number.isNaN(mosaicId) || mosaicId < 0 ? 0 : mosaicId} />;
}
