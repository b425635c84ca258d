import { addCatalogue } from "../core/i18n/i18n";

/** Strings of the requested videos list (namespace `requestedVideos`); §8 texts are exact. */
export const requestedVideosCatalogue = {
  en: {
    title: "Previously Requested Videos",
    loading: "Loading requested videos...",
    empty: "No videos found",
    columns: {
      thumbnail: "Thumbnail",
      camera: "Camera",
      recorded: "Recorded",
      requested: "Requested",
      requestedBy: "Requested By",
      actions: "Actions",
    },
    thermal: "Thermal",
    dewarped: "Pano Dewarped",
    open: "Preview {{name}} recorded {{recorded}}",
    share: "Copy share link",
    download: "Download",
    copied: "Link Copied — It will expire in 30 days",
    shareLink: "Share link",
    preview: {
      close: "Close",
      location: "Location",
      unit: "Unit",
      camera: "Camera",
      recorded: "Recorded",
      requestedBy: "Requested by",
    },
    panorama: {
      banner: "Panoramic 360° View: Click and drag the video to change the view.",
      label: "360° video: drag or use the arrow keys to look around",
      failed: "The 360° player could not start. The video is shown flat.",
    },
    errors: {
      load: "Failed to retrieve requested videos: {{error}}",
      share: "Failed to generate link: video_id {{id}}",
      download: "Failed to download video",
    },
  },
  es: {
    title: "Videos solicitados anteriormente",
    loading: "Cargando videos solicitados...",
    empty: "No se encontraron videos",
    columns: {
      thumbnail: "Miniatura",
      camera: "Cámara",
      recorded: "Grabado",
      requested: "Solicitado",
      requestedBy: "Solicitado por",
      actions: "Acciones",
    },
    thermal: "Térmica",
    dewarped: "Panorámica corregida",
    open: "Ver {{name}} grabado {{recorded}}",
    share: "Copiar enlace para compartir",
    download: "Descargar",
    copied: "Enlace copiado — Caducará en 30 días",
    shareLink: "Enlace para compartir",
    preview: {
      close: "Cerrar",
      location: "Ubicación",
      unit: "Unidad",
      camera: "Cámara",
      recorded: "Grabado",
      requestedBy: "Solicitado por",
    },
    panorama: {
      banner: "Vista panorámica de 360°: haga clic y arrastre el video para cambiar la vista.",
      label: "Video de 360°: arrastre o use las flechas para mirar alrededor",
      failed: "No se pudo iniciar el reproductor de 360°. El video se muestra plano.",
    },
    errors: {
      load: "No se pudieron obtener los videos solicitados: {{error}}",
      share: "No se pudo generar el enlace: video_id {{id}}",
      download: "No se pudo descargar el video",
    },
  },
};

addCatalogue("requestedVideos", requestedVideosCatalogue);
