import { useStore } from "@nanostores/react";
import type { CSSProperties } from "react";
import { $recentlyVisited, StreamPlayer, UnitHeader } from "vms-widgets";
import { $router } from "../router";

/** The player's code loader, reached through this chunk (see prefetch.ts). */
export { preloadStreamPlayer } from "vms-widgets";

const page: CSSProperties = { display: "flex", flexDirection: "column", gap: "0.75rem", padding: "0.75rem" };

/**
 * `/camera/{cameraId}/stream` (document 3 §2.1): the page header shared with the history page
 * (`vms-unit-header`: back, title, Cameras and History tabs), shown once the player has told which
 * live unit the camera belongs to (it records the visit), then the player, which takes the keyboard
 * shortcuts from the whole page. The player shows the camera's own header (health, name, star).
 */
export function StreamPage() {
  const route = useStore($router);
  const cameraId = route?.route === "stream" ? Number(route.params.cameraId) : NaN;
  const valid = Number.isInteger(cameraId) && cameraId > 0;
  const liveUnitId = useStore($recentlyVisited).find((visit) => visit.cameraId === cameraId)?.liveUnitId;
  return (
    <div style={page} data-testid="stream-page">
      {liveUnitId !== undefined && <UnitHeader liveUnitId={liveUnitId} page="stream" />}
      <StreamPlayer cameraId={valid ? cameraId : undefined} globalKeys />
    </div>
  );
}

export default StreamPage;
