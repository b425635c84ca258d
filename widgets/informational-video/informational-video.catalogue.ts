import { addCatalogue } from "../core/i18n/i18n";

/** Strings of the informational video modal (namespace `informationalVideo`). */
addCatalogue("informationalVideo", {
  en: {
    help: "Show the introduction video",
    defaultTitle: "What's on this page",
    moreInfo: "MORE INFO",
    close: "Close",
    videoUnavailable: "The video cannot be played right now.",
    thumbnail: "Video preview",
  },
  es: {
    help: "Ver el video de introducción",
    defaultTitle: "Qué hay en esta página",
    moreInfo: "MÁS INFORMACIÓN",
    close: "Cerrar",
    videoUnavailable: "El video no se puede reproducir ahora.",
    thumbnail: "Vista previa del video",
  },
});
