import L from "leaflet";
import { t } from "../core/i18n/i18n";
import type { BBox, ClusterItem } from "./cluster-core";
import { createClusterIndex, WORKER_THRESHOLD, type ClusterIndex } from "./cluster-index";
import { startClusterWorker, type ClusterWorker } from "./cluster-worker-client";
import { clusterIcon, unitIcon } from "./marker-icons";
import { isRovingKey, nearestSpot, nextSpot, readingOrder, type Spot } from "./marker-roving";
import type { MapPoint, PointMember } from "./map-points";
import { inSlices } from "./time-slices";

/** Clusters are used when more than this many points are shown (document 1 §9). */
export const CLUSTER_THRESHOLD = 500;

export interface MarkerLayerOptions {
  /** A unit marker (or one member of a cabinet group) was chosen. */
  onSelect(point: MapPoint, member: PointMember): void;
  /** Above this many points the index is built in a worker. */
  workerThreshold?: number;
}

export interface MarkerLayer {
  setPoints(points: readonly MapPoint[]): Promise<void>;
  /** Resolves when the markers for the current view are in the DOM. */
  refresh(): Promise<void>;
  /** The number of markers in the DOM. */
  size(): number;
  /** Marks the marker holding this unit as selected (`vms-marker--selected`). */
  setSelected(unit: { kind: "live_unit" | "archive_cabinet"; id: number } | null): void;
  destroy(): void;
}

function kindLabel(point: MapPoint): string {
  const kind = t(`unitMap:kind.${point.kind}`);
  if (point.members.length > 1)
    return t("unitMap:marker.group", { kind, name: point.name, count: point.members.length });
  return t("unitMap:marker.unit", { kind, name: point.name });
}

/** Click, Enter or Space on a marker (its icon is a button); arrows, Home and End go to `rove`. */
function onActivate(marker: L.Marker, activate: () => void, rove: (key: string) => void): L.Marker {
  marker.on("click", activate);
  marker.on("keydown", (event: L.LeafletKeyboardEvent) => {
    const { key } = event.originalEvent;
    if (isRovingKey(key)) {
      event.originalEvent.preventDefault();
      event.originalEvent.stopPropagation();
      rove(key);
      return;
    }
    if (key !== "Enter" && key !== " ") return;
    event.originalEvent.preventDefault();
    activate();
  });
  return marker;
}

function groupPopup(point: MapPoint, choose: (member: PointMember) => void): HTMLElement {
  const list = document.createElement("ul");
  list.className = "vms-group";
  list.setAttribute("aria-label", t("unitMap:marker.groupList", { name: point.name }));
  for (const member of point.members) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "vms-group__item";
    button.textContent = [member.name, member.locationName, member.clientName].filter(Boolean).join(" · ");
    button.addEventListener("click", () => choose(member));
    const item = document.createElement("li");
    item.append(button);
    list.append(item);
  }
  return list;
}

type Selection = { kind: "live_unit" | "archive_cabinet"; id: number } | null;
type Shown = Map<string, L.Marker>;

/**
 * The markers' roving tab stop: one marker is the tab stop, arrows move between them, Home and End
 * go to the first and last; when a focused marker leaves (a cluster zoomed, the view moved), focus
 * goes to the nearest marker drawn in its place. `setTabStop`: a marker was clicked or activated;
 * `rove`: an arrow, Home or End on a marker; `leaving`: before the markers change (remembers where
 * a focused marker that is not kept was); `drawn`: after they changed.
 * (No comments on the returned members: the unminified library output keeps them.)
 */
function markerFocus(map: L.Map, shown: Shown) {
  let tabStop: string | null = null;
  /** Where a focused marker was before it left the view. */
  let refocusAt: L.LatLng | null = null;
  const spots = () => [...shown].map(([key, marker]) => ({ key, ...map.latLngToContainerPoint(marker.getLatLng()) }));
  const element = (key: string | null) => (key === null ? undefined : shown.get(key)?.getElement());
  const focusedMarker = () => {
    const root = map.getContainer().getRootNode() as Document | ShadowRoot;
    return [...shown].find(([, marker]) => marker.getElement() === root.activeElement) ?? null;
  };
  function updateTabStops(): void {
    if (tabStop === null || !shown.has(tabStop)) tabStop = readingOrder(spots())[0]?.key ?? null;
    for (const [key, marker] of shown) marker.getElement()?.setAttribute("tabindex", key === tabStop ? "0" : "-1");
  }
  function focusMarker(key: string): void {
    tabStop = key;
    updateTabStops();
    element(key)?.focus();
  }
  return {
    setTabStop(key: string): void {
      tabStop = key;
    },
    rove(from: string, key: string): void {
      const all = spots();
      const here = all.find((spot) => spot.key === from);
      const next = here ? nextSpot<Spot & { key: string }>(here, all, key) : null;
      if (next) focusMarker(next.key);
    },
    leaving(kept: ReadonlyMap<string, unknown>): void {
      const focused = focusedMarker();
      if (focused && !kept.has(focused[0])) refocusAt = focused[1].getLatLng();
    },
    drawn(): void {
      updateTabStops();
      if (!refocusAt) return;
      const nearest = nearestSpot(map.latLngToContainerPoint(refocusAt), spots());
      refocusAt = null;
      if (nearest) focusMarker(nearest.key);
    },
  };
}
type MarkerFocus = ReturnType<typeof markerFocus>;

/** Which marker holds the selected unit (`vms-marker--selected`); `track` marks a unit marker when it is added. */
function markerSelection(shown: Shown) {
  const pointOf = new WeakMap<L.Marker, MapPoint>();
  let selected: Selection = null;
  const isSelected = (point: MapPoint) =>
    selected !== null &&
    (point.kind === "cabinet") === (selected.kind === "archive_cabinet") &&
    point.members.some((member) => member.id === selected?.id);
  const show = (marker: L.Marker) => {
    const point = pointOf.get(marker);
    marker.getElement()?.classList.toggle("vms-marker--selected", point !== undefined && isSelected(point));
  };
  return {
    track(marker: L.Marker, point: MapPoint): void {
      pointOf.set(marker, point);
      marker.on("add", () => show(marker));
    },
    set(unit: Selection): void {
      selected = unit;
      for (const marker of shown.values()) show(marker);
    },
  };
}

const keyOf = (point: MapPoint) => `${point.key}:${point.kind}:${point.members.length}`;

/** Makes the unit and cluster markers: their icons, labels, activation and roving keys. */
function markerFactory(
  map: L.Map,
  options: MarkerLayerOptions,
  focus: MarkerFocus,
  selection: ReturnType<typeof markerSelection>,
) {
  function unitMarker(point: MapPoint): L.Marker {
    const marker = L.marker([point.lat, point.lng], {
      icon: unitIcon(point.kind, kindLabel(point), point.members.length),
      keyboard: true,
    });
    selection.track(marker, point);
    const key = keyOf(point);
    marker.on("click", () => focus.setTabStop(key));
    return onActivate(
      marker,
      () => {
        const [first] = point.members;
        if (point.members.length === 1 && first) return options.onSelect(point, first);
        const choose = (member: PointMember) => (map.closePopup(), options.onSelect(point, member));
        L.popup({ className: "vms-group-popup" })
          .setLatLng([point.lat, point.lng])
          .setContent(groupPopup(point, choose))
          .openOn(map);
      },
      (arrow) => focus.rove(key, arrow),
    );
  }

  function clusterMarker(key: string, item: Extract<ClusterItem, { type: "cluster" }>, source: ClusterIndex): L.Marker {
    const label = t("unitMap:cluster.label", { count: item.count });
    const marker = L.marker([item.lat, item.lng], { icon: clusterIcon(item.count, label), keyboard: true });
    marker.bindTooltip(t("unitMap:cluster.tooltip"), { direction: "top" });
    return onActivate(
      marker,
      async () => {
        focus.setTabStop(key);
        const zoom = await source.expansionZoom(item).catch(() => map.getZoom() + 2);
        map.setView([item.lat, item.lng], Math.max(zoom, map.getZoom() + 1));
      },
      (arrow) => focus.rove(key, arrow),
    );
  }
  return { unitMarker, clusterMarker };
}

/**
 * The points and, above 500 of them, their cluster index (built in a worker above the threshold);
 * `wanted()` answers the markers the current view needs, keyed, each made on demand (null: the
 * points changed meanwhile); `setPoints` makes a new index when they are many, `onUpgrade` when a
 * better index is ready.
 */
function markerSource(map: L.Map, make: ReturnType<typeof markerFactory>, workerThreshold: number | undefined) {
  let points: readonly MapPoint[] = [];
  let index: ClusterIndex | null = null;
  let indexVersion = 0;
  const threshold = workerThreshold ?? WORKER_THRESHOLD;
  let worker: ClusterWorker | null | undefined;
  /** Started with the layer when it may be needed, so a large set need not wait for it to boot. */
  const clusterWorker = () => (worker === undefined ? (worker = startClusterWorker()) : worker);
  if (threshold < Infinity) queueMicrotask(clusterWorker);

  function viewBBox(): BBox {
    const bounds = map.getBounds().pad(0.15);
    return [bounds.getWest(), Math.max(bounds.getSouth(), -90), bounds.getEast(), Math.min(bounds.getNorth(), 90)];
  }

  return {
    setPoints(next: readonly MapPoint[], onUpgrade: () => void): void {
      points = next;
      index?.destroy();
      index = null;
      indexVersion++;
      if (next.length <= CLUSTER_THRESHOLD) return;
      const coords = new Float64Array(next.length * 2);
      next.forEach((point, i) => {
        coords[2 * i] = point.lng;
        coords[2 * i + 1] = point.lat;
      });
      const created = createClusterIndex(
        coords,
        map.getZoom(),
        next.length > threshold ? clusterWorker() : null,
        threshold,
      );
      created.onUpgrade(() => index === created && onUpgrade());
      index = created;
    },
    async wanted(): Promise<Map<string, () => L.Marker> | null> {
      const next = new Map<string, () => L.Marker>();
      const bbox = viewBBox();
      if (!index) {
        const bounds = L.latLngBounds([bbox[1], bbox[0]], [bbox[3], bbox[2]]);
        for (const point of points)
          if (bounds.contains([point.lat, point.lng])) next.set(keyOf(point), () => make.unitMarker(point));
        return next;
      }
      const source = index;
      const version = indexVersion;
      const items = await source.query(bbox, map.getZoom());
      if (source !== index) return null;
      for (const item of items) {
        if (item.type === "cluster") {
          const key = `cluster:${version}:${item.stage}:${item.id}`;
          next.set(key, () => make.clusterMarker(key, item, source));
        } else {
          const point = points[item.index];
          if (point) next.set(keyOf(point), () => make.unitMarker(point));
        }
      }
      return next;
    },
    destroy(): void {
      index?.destroy();
      worker?.terminate();
      worker = null;
    },
  };
}

/**
 * Draws points as DOM markers, only those in view: every point when at most 500 are shown,
 * clusters (supercluster, radius 75, max zoom 20) above that. Recomputed on every move end.
 * The markers are one tab stop (roving tabindex, `markerFocus`).
 */
export function createMarkerLayer(map: L.Map, options: MarkerLayerOptions): MarkerLayer {
  const group = L.layerGroup().addTo(map);
  const shown: Shown = new Map();
  const focus = markerFocus(map, shown);
  const selection = markerSelection(shown);
  const source = markerSource(map, markerFactory(map, options, focus, selection), options.workerThreshold);
  let generation = 0;

  async function refresh(): Promise<void> {
    const current = ++generation;
    const next = await source.wanted();
    if (!next || current !== generation) return;
    focus.leaving(next);
    for (const [key, marker] of shown) {
      if (next.has(key)) continue;
      group.removeLayer(marker);
      shown.delete(key);
    }
    // In slices: a hundred markers (the operator's `/`) are a long task on a slow phone otherwise. A newer
    // refresh stops this one; it adds what is still missing.
    const missing = [...next].filter(([key]) => !shown.has(key));
    const complete = await inSlices(
      missing,
      ([key, make]) => {
        const marker = make();
        shown.set(key, marker);
        group.addLayer(marker);
      },
      { stopped: () => current !== generation },
    );
    if (complete) focus.drawn();
  }

  const onMove = () => void refresh().catch(() => undefined);
  map.on("moveend", onMove);

  return {
    async setPoints(next) {
      source.setPoints(next, onMove);
      await refresh().catch(() => undefined);
    },
    refresh,
    size: () => shown.size,
    setSelected: (unit) => selection.set(unit),
    destroy() {
      map.off("moveend", onMove);
      source.destroy();
      group.clearLayers();
      shown.clear();
      group.remove();
    },
  };
}
