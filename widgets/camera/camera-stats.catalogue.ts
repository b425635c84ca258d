import { addCatalogue } from "../core/i18n/i18n";

/** Strings of `<vms-camera stats>`'s overlay (namespace `camera`): loaded with the overlay's module (issue 8: the tag's size). */
export const cameraStatsCatalogue = {
  en: {
    stats: "Stream statistics",
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
    unknown: "–",
  },
  es: {
    stats: "Estadísticas de la transmisión",
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
    unknown: "–",
  },
};

addCatalogue("camera", cameraStatsCatalogue);
