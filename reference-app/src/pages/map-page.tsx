import { useStore } from "@nanostores/react";
import { useSyncExternalStore, type CSSProperties } from "react";
import { $selectedUnit, UnitDrawer, UnitMap, UnitSearch } from "vms-widgets";

/** At this width and above the drawer shifts the map; below it overlays the map (document 1 §9). */
const WIDE_QUERY = "(min-width: 750px)";

function subscribeWide(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function useWide(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );
}

const page: CSSProperties = {
  display: "flex",
  flexDirection: "column",
  height: "100%",
  minHeight: "calc(100dvh - 4rem)",
};
const searchRow: CSSProperties = { position: "relative", zIndex: 2, padding: "0.5rem" };
const stage: CSSProperties = { position: "relative", flex: 1, display: "flex", minHeight: 0, isolation: "isolate" };
const mapArea: CSSProperties = { position: "relative", flex: 1, minWidth: 0, isolation: "isolate" };
const drawerShift: CSSProperties = { flex: "none", height: "100%", position: "relative", zIndex: 1 };
const drawerOverlay: CSSProperties = {
  position: "absolute",
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: 1,
  boxShadow: "-4px 0 12px rgb(0 0 0 / 0.2)",
};

/**
 * The `/` page: the unit search bar at the top, the unit map filling the rest, and the unit drawer
 * on the right for the selected unit (375 px, 60vw under 750 px): beside the map at 750 px and
 * wider, over it below.
 */
export function MapPage() {
  const selected = useStore($selectedUnit);
  const wide = useWide();
  return (
    <div style={page} data-testid="map-page">
      <div style={searchRow}>
        <UnitSearch page="map" />
      </div>
      <div style={stage}>
        <div style={mapArea}>
          <UnitMap />
        </div>
        {selected && (
          <div style={wide ? drawerShift : drawerOverlay}>
            <UnitDrawer />
          </div>
        )}
      </div>
    </div>
  );
}

export default MapPage;
