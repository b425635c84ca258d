import { addCatalogue } from "../i18n/i18n";

/**
 * Strings of the stream statistics and the quality choice (namespace `videoStats`), shared by
 * `<vms-camera stats>`, the stream page and the mosaic tiles (issue 21). Loaded with `stats-rows.ts`.
 */
export const videoStatsCatalogue = {
  en: {
    stats: "Stream statistics",
    toggle: "Stats",
    transport: "Transport",
    resolution: "Resolution",
    frameRate: "Frame rate",
    bitRate: "Bit rate",
    latency: "Latency",
    firstFrame: "First frame",
    quality: "Quality",
    qualityAuto: "Auto",
    qualityMain: "Main stream",
    qualitySub: "Substream",
    playing: "Playing: {{stream}}",
    unknown: "–",
  },
  es: {
    stats: "Estadísticas de la transmisión",
    toggle: "Estadísticas",
    transport: "Transporte",
    resolution: "Resolución",
    frameRate: "Imágenes por segundo",
    bitRate: "Tasa de bits",
    latency: "Latencia",
    firstFrame: "Primera imagen",
    quality: "Calidad",
    qualityAuto: "Automática",
    qualityMain: "Transmisión principal",
    qualitySub: "Subtransmisión",
    playing: "En reproducción: {{stream}}",
    unknown: "–",
  },
};

addCatalogue("videoStats", videoStatsCatalogue);
