import { useStore } from "@nanostores/react";
import type { CSSProperties } from "react";
import { StreamPlayer } from "vms-widgets";
import { $router } from "../router";

const page: CSSProperties = { display: "flex", flexDirection: "column", gap: "0.75rem", padding: "0.75rem" };

/**
 * `/camera/{cameraId}/stream` (document 3 §2.1). The page header shared with the history page
 * (`vms-unit-header`: back, title, Cameras and History tabs) goes in the marked slot above the
 * player once it lands; the player takes the keyboard shortcuts from the whole page.
 */
export function StreamPage() {
  const route = useStore($router);
  const cameraId = route?.route === "stream" ? Number(route.params.cameraId) : NaN;
  const valid = Number.isInteger(cameraId) && cameraId > 0;
  return (
    <div style={page} data-testid="stream-page">
      {/* Page header slot: <UnitHeader … /> (branch `history`) goes here. */}
      <StreamPlayer cameraId={valid ? cameraId : undefined} globalKeys />
    </div>
  );
}

export default StreamPage;
