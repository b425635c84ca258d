import { addCatalogue } from "../i18n/i18n";

/**
 * Strings of the live camera tile every mosaic shares (`<vms-mosaic>`, the live-unit view's live
 * mode) and of its full-screen button (namespace `mosaicTile`). Document 3 §8 texts are exact.
 */
export const mosaicTileCatalogue = {
  en: {
    tileLabel: "{{unit}}, {{camera}}",
    newTab: "(live stream, opens in a new tab)",
    close: "Close {{camera}}",
    fullScreen: "Full screen",
    exitFullScreen: "Exit full screen",
    presets: "Presets",
    snapshot: "Snapshot",
    lights: "Lights",
    settings: "Video settings",
    connecting: "Connecting…",
    takingSnapshot: "Taking snapshot…",
    snapshotAlt: "Snapshot of {{camera}}",
    download: "Download",
    errors: {
      snapshotCode: "Failed to take snapshot: command proxy error code {{code}}",
      snapshot: "Failed to take snapshot: {{error}}",
      preset: "Failed to go to preset: {{message}}",
    },
  },
  es: {
    tileLabel: "{{unit}}, {{camera}}",
    newTab: "(transmisión en vivo, se abre en una pestaña nueva)",
    close: "Cerrar {{camera}}",
    fullScreen: "Pantalla completa",
    exitFullScreen: "Salir de pantalla completa",
    presets: "Posiciones",
    snapshot: "Captura",
    lights: "Luces",
    settings: "Ajustes de video",
    connecting: "Conectando…",
    takingSnapshot: "Tomando captura…",
    snapshotAlt: "Captura de {{camera}}",
    download: "Descargar",
    errors: {
      snapshotCode: "No se pudo tomar la captura: código de error del proxy de comandos {{code}}",
      snapshot: "No se pudo tomar la captura: {{error}}",
      preset: "No se pudo ir a la posición: {{message}}",
    },
  },
};

addCatalogue("mosaicTile", mosaicTileCatalogue);
