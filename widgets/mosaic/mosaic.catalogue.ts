import { addCatalogue } from "../core/i18n/i18n";

/**
 * Strings of `<vms-mosaic>` (namespace `mosaic`). Document 3 §2.5 texts are copied exactly. The
 * tiles' strings are the shared tile's (`core/mosaic/mosaic-tile.catalogue`, namespace `mosaicTile`).
 */
export const mosaicCatalogue = {
  en: {
    label: "Mosaic",
    loadingName: "loading...",
    back: "Back",
    grid: "Camera streams",
    loadError: "Failed to load the mosaic",
    empty: "This mosaic has no cameras with presets to show.",
  },
  es: {
    label: "Mosaico",
    loadingName: "cargando...",
    back: "Volver",
    grid: "Transmisiones de cámaras",
    loadError: "No se pudo cargar el mosaico",
    empty: "Este mosaico no tiene cámaras con posiciones predefinidas para mostrar.",
  },
};

addCatalogue("mosaic", mosaicCatalogue);
