import { addCatalogue } from "../core/i18n/i18n";

/** Strings of `vms-unit-map` (namespace `unitMap`). */
export const unitMapCatalogue = {
  en: {
    label: "Map of live units and archive cabinets",
    loading: "Loading...",
    empty: "No live units or archive cabinets to show.",
    kind: { live: "Live Unit", deactivated: "Deactivated Live Unit", cabinet: "Archive Cabinet" },
    marker: {
      unit: "{{kind}}: {{name}}",
      group: "{{kind}}: {{name}}, {{count}} cabinets",
      groupList: "Archive cabinets named {{name}} at this position",
    },
    cluster: {
      label: "Cluster of {{count}} units",
      tooltip: "Click to zoom",
    },
    filters: {
      title: "Filters",
      all: "All",
      archiveCabinet: "Archive Cabinet",
      deactivated: "Deactivated",
      liveUnit: "Live Unit",
    },
    mapType: { label: "Map type", roadmap: "Roadmap", satellite: "Satellite" },
    fit: "Centre the map on all units",
    zoomIn: "Zoom in",
    zoomOut: "Zoom out",
    credit: {
      roadmap: "© OpenStreetMap contributors",
      satellite: "Tiles © Esri — Source: Esri, Maxar, Earthstar Geographics, and the GIS User Community",
    },
  },
  es: {
    label: "Mapa de unidades y gabinetes de archivo",
    loading: "Cargando...",
    empty: "No hay unidades ni gabinetes de archivo para mostrar.",
    kind: { live: "Unidad", deactivated: "Unidad desactivada", cabinet: "Gabinete de archivo" },
    marker: {
      unit: "{{kind}}: {{name}}",
      group: "{{kind}}: {{name}}, {{count}} gabinetes",
      groupList: "Gabinetes de archivo llamados {{name}} en esta posición",
    },
    cluster: {
      label: "Grupo de {{count}} unidades",
      tooltip: "Haga clic para acercar",
    },
    filters: {
      title: "Filtros",
      all: "Todos",
      archiveCabinet: "Gabinete de archivo",
      deactivated: "Desactivadas",
      liveUnit: "Unidad",
    },
    mapType: { label: "Tipo de mapa", roadmap: "Mapa", satellite: "Satélite" },
    fit: "Centrar el mapa en todas las unidades",
    zoomIn: "Acercar",
    zoomOut: "Alejar",
    credit: {
      roadmap: "© colaboradores de OpenStreetMap",
      satellite: "Teselas © Esri — Fuente: Esri, Maxar, Earthstar Geographics y la comunidad de usuarios de SIG",
    },
  },
};

let added = false;

/**
 * Adds the strings once. The component calls it too, so they are there even when a bundler drops
 * side-effect-only imports.
 */
export function ensureUnitMapCatalogue(): void {
  if (added) return;
  added = true;
  addCatalogue("unitMap", unitMapCatalogue);
}

ensureUnitMapCatalogue();
