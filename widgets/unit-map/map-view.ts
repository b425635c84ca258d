import L from "leaflet";
import { t } from "../core/i18n/i18n";
import type { MapPoint, PointMember } from "./map-points";
import { createMarkerLayer, type MarkerLayer } from "./marker-layer";
import { basemapColours, BASEMAP_PANE, createOfflineBasemap } from "./offline-basemap";
import { yieldToMain } from "./time-slices";

/** Map constants of document 1 §9. */
export const INITIAL_CENTER: L.LatLngTuple = [37.0902, -95.7129];
export const INITIAL_ZOOM = 2;
export const SELECT_ZOOM = 17;
export const FIT_PADDING = 0.1;
export const FIT_MAX_ZOOM = 17;
export const LATITUDE_LIMIT = 85;

export type MapType = "roadmap" | "satellite";

export interface MapViewOptions {
  onSelect(point: MapPoint, member: PointMember): void;
  tileUrls: Record<MapType, string>;
  mapType?: MapType;
  workerThreshold?: number;
}

/** The framework-free map: Leaflet, the offline basemap, tiles and the viewport markers. */
export interface MapView {
  readonly map: L.Map;
  readonly markers: MarkerLayer;
  setPoints(points: readonly MapPoint[]): Promise<void>;
  setMapType(type: MapType, tileUrls: Record<MapType, string>): void;
  /** Fits every given point (padding 0.1, max zoom 17). */
  fit(points: readonly MapPoint[]): void;
  /** Centres on a position at zoom 17. */
  focus(position: { lat: number; lng: number }): void;
  /** Reads the basemap's colours again (the theme changed). */
  restyle(): void;
  /** Highlights the selected unit's marker. */
  setSelected(unit: { kind: "live_unit" | "archive_cabinet"; id: number } | null): void;
  destroy(): void;
}

export function createMapView(container: HTMLElement, options: MapViewOptions): MapView {
  const map = L.map(container, {
    center: INITIAL_CENTER,
    zoom: INITIAL_ZOOM,
    minZoom: 2,
    maxZoom: 21,
    maxBounds: L.latLngBounds([-LATITUDE_LIMIT, -540], [LATITUDE_LIMIT, 540]),
    maxBoundsViscosity: 1,
    worldCopyJump: false,
    zoomControl: false,
    attributionControl: false,
  });
  L.control
    .zoom({ zoomInTitle: t("unitMap:zoomIn"), zoomOutTitle: t("unitMap:zoomOut"), position: "topleft" })
    .addTo(map);
  map.createPane(BASEMAP_PANE).style.zIndex = "150";
  // The basemap's outlines start loading now (its worker); its canvas and the tile layer join the
  // map each in a task of its own after this one: Leaflet's set-up, the basemap's canvas and the
  // tiles' levels were one long task on a slow phone (Lighthouse mobile, about 90 ms at 4× CPU).
  const basemap = createOfflineBasemap(basemapColours(container));
  let destroyed = false;

  let tiles: L.TileLayer | undefined;
  const setMapType = (type: MapType, urls: Record<MapType, string>) => {
    tiles?.remove();
    tiles = L.tileLayer(urls[type], {
      maxZoom: 21,
      maxNativeZoom: 19,
      className: `vms-tiles vms-tiles--${type}`,
    }).addTo(map);
  };
  void yieldToMain()
    .then(() => {
      if (!destroyed) basemap.addTo(map);
      return yieldToMain();
    })
    .then(() => {
      // Unless a map type was chosen meanwhile.
      if (!destroyed && !tiles) setMapType(options.mapType ?? "roadmap", options.tileUrls);
    });

  // The zoom level, readable from outside (tests, host styles).
  const showZoom = () => container.setAttribute("data-zoom", String(map.getZoom()));
  map.on("zoomend", showZoom);
  showZoom();

  const markers = createMarkerLayer(map, { onSelect: options.onSelect, workerThreshold: options.workerThreshold });
  // Keeps the centre when the size changes (e.g. the drawer opens beside the map).
  const resize = new ResizeObserver(() => map.invalidateSize({ animate: false }));
  resize.observe(container);

  return {
    map,
    markers,
    setPoints: (points) => markers.setPoints(points),
    setMapType,
    fit(points) {
      if (points.length === 0) return;
      let [south, west, north, east] = [90, 180, -90, -180];
      for (const { lat, lng } of points) {
        south = Math.min(south, lat);
        north = Math.max(north, lat);
        west = Math.min(west, lng);
        east = Math.max(east, lng);
      }
      map.fitBounds(L.latLngBounds([south, west], [north, east]).pad(FIT_PADDING), { maxZoom: FIT_MAX_ZOOM });
    },
    setSelected: (unit) => markers.setSelected(unit),
    restyle: () => basemap.recolour(basemapColours(container)),
    focus(position) {
      map.setView([position.lat, position.lng], SELECT_ZOOM);
    },
    destroy() {
      destroyed = true;
      basemap.remove();
      resize.disconnect();
      markers.destroy();
      map.remove();
    },
  };
}
