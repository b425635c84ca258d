import { addCatalogue } from "../i18n/i18n";

/** Strings of the player engine's states, shared by every widget that plays video (namespace `video`). */
export const videoCatalogue = {
  en: {
    connecting: "Connecting to the camera…",
    reconnecting: "The stream stopped. Reconnecting…",
    paused: "Paused while not visible.",
    playbackFailed: "The live video could not be played.",
    unsupported: "This browser cannot play this camera's video.",
    checkInFailed: "Check-in failed",
    tooManyStreams: "Too many live streams open. Close some and retry.",
    serverBusy: "The server is at its live video limit. Retry soon.",
  },
  es: {
    connecting: "Conectando con la cámara…",
    reconnecting: "La transmisión se detuvo. Reconectando…",
    paused: "En pausa mientras no está visible.",
    playbackFailed: "No se pudo reproducir el video en vivo.",
    unsupported: "Este navegador no puede reproducir el video de esta cámara.",
    checkInFailed: "Falló el registro",
    tooManyStreams: "Demasiadas transmisiones en vivo abiertas. Cierre algunas y reintente.",
    serverBusy: "El servidor está en su límite de video en vivo. Reintente pronto.",
  },
};

addCatalogue("video", videoCatalogue);
