import { useStore } from "@nanostores/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import leafletCss from "leaflet/dist/leaflet.css?inline";
import { track } from "../core/analytics/track";
import { $config } from "../core/config/config-store";
import { $selectedUnit, selectUnit } from "../core/units/selection";
import { deepActiveElement } from "../core/focus/focus";
import { useT } from "../ui/use-t";
import { FilterPanel } from "./filter-panel";
import { MapAttribution } from "./map-attribution";
import { MapToolbar } from "./map-toolbar";
import { selectionOf, type MapPoint, type PointMember } from "./map-points";
import { $mapUnits, $shownPoints } from "./map-units-store";
import type { MapType } from "./map-view";
import mapCss from "./unit-map.css?inline";
import { useColourSchemeChange, useMapView } from "./use-map-view";
import { MARKER_TAB_STOP } from "./marker-roving";
import { viewStatus } from "../core/api/view-status";
import { defineWidget, type ViewProps, type WidgetProps } from "../ui/element/define-widget";
import { StatusView, statusStyles } from "../ui/status";
import { ensureUnitMapCatalogue } from "./unit-map.catalogue";
import { unitMapSpec } from "./unit-map.spec";

/** Props of `UnitMap` (from its spec): `onUnitSelect`, `className`, `style`. */
export type UnitMapProps = WidgetProps<typeof unitMapSpec>;

/**
 * The map of live units and archive cabinets: offline basemap under the tiles, markers in view,
 * clusters above 500 points, filters, map type and fit. Selecting a marker sets `$selectedUnit`;
 * the map centres on any selected unit with a position.
 */
function UnitMapView({ emit }: ViewProps<typeof unitMapSpec>) {
  ensureUnitMapCatalogue();
  const t = useT("unitMap");
  const container = useRef<HTMLDivElement>(null);
  const [containerReady, setContainerReady] = useState(false);
  const status = viewStatus(useStore($mapUnits), (loaded) => loaded.length === 0);
  const points = useStore($shownPoints);
  const selected = useStore($selectedUnit);
  const config = useStore($config);
  const [mapType, setMapType] = useState<MapType>("roadmap");
  const tileUrls = useMemo(
    () => ({ roadmap: config.roadmapTileUrl, satellite: config.satelliteTileUrl }),
    [config.roadmapTileUrl, config.satelliteTileUrl],
  );
  const select = useCallback(
    (point: MapPoint, member: PointMember) => {
      const unit = selectionOf(point, member);
      track("map_marker_click", { id: unit.id, kind: unit.kind, name: unit.name, deactivated: unit.deactivated });
      // Focus comes back here when the drawer closes: to the marker, or the map's tab stop if it was redrawn.
      const opener = deepActiveElement();
      selectUnit(unit, () =>
        opener?.isConnected ? opener : container.current?.querySelector<HTMLElement>(MARKER_TAB_STOP),
      );
      emit("vms-unit-select", unit);
    },
    [emit],
  );
  const setContainer = useCallback((element: HTMLDivElement | null) => {
    container.current = element;
    setContainerReady(element !== null);
  }, []);
  const view = useMapView(container, containerReady, select, tileUrls);

  useEffect(() => void view?.setPoints(points), [view, points]);
  useEffect(() => view?.setMapType(mapType, tileUrls), [view, mapType, tileUrls]);
  useEffect(() => {
    view?.setSelected(selected);
    if (view && selected?.position) view.focus(selected.position);
  }, [view, selected]);

  useColourSchemeChange(view, config.theme);

  const changeMapType = (type: MapType) => {
    setMapType(type);
    track("map_type_change", { mapType: type });
  };

  return (
    <div className="vms-unit-map" part="map">
      <div ref={setContainer} className="vms-unit-map__canvas" role="region" aria-label={t("label")} />
      <MapToolbar mapType={mapType} onMapTypeChange={changeMapType} onFit={() => view?.fit(points)} />
      <div className="vms-unit-map__foot">
        <FilterPanel />
        <MapAttribution config={config} mapType={mapType} />
      </div>
      <StatusView
        status={status}
        variant="overlay"
        loadingText={t("loading")}
        errorText={t("core:errors.liveUnits")}
        emptyText={t("empty")}
        onRetry={() => void $mapUnits.reload()}
      />
    </div>
  );
}

/** The unit map (`<vms-unit-map>` as an element). Registers nothing. */
export const UnitMap = defineWidget(unitMapSpec, UnitMapView, { styles: [leafletCss, mapCss, statusStyles] });
