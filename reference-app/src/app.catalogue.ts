import { addCatalogue } from "vms-widgets";

/** Strings of the reference portal (namespace `app`). */
addCatalogue("app", {
  en: {
    skipToContent: "Skip to content",
    titles: {
      home: "Live Units",
      stream: "Live stream",
      liveUnitHistory: "Live unit history",
      cabinetHistory: "Archive cabinet history",
      requestedVideo: "Requested videos",
      liveUnitView: "Live unit view",
      alerts: "Alerts",
      mosaic: "Mosaic",
      favorites: "Favorites",
      favoritesMosaic: "Favorites mosaic",
      profile: "My profile",
      notFound: "Page not found",
    },
    notFound: "There is no page at this address.",
    backHome: "Back to the map",
    profile: {
      name: "Name",
      username: "Username",
      role: "Role",
      noRole: "No role",
      timeZone: "Time zone",
      video: "Video playback",
    },
  },
  es: {
    skipToContent: "Saltar al contenido",
    titles: {
      home: "Unidades",
      stream: "Transmisión en vivo",
      liveUnitHistory: "Historial de la unidad",
      cabinetHistory: "Historial del gabinete de archivo",
      requestedVideo: "Videos solicitados",
      liveUnitView: "Vista de la unidad",
      alerts: "Alertas",
      mosaic: "Mosaico",
      favorites: "Favoritos",
      favoritesMosaic: "Mosaico de favoritos",
      profile: "Mi perfil",
      notFound: "Página no encontrada",
    },
    notFound: "No hay ninguna página en esta dirección.",
    backHome: "Volver al mapa",
    profile: {
      name: "Nombre",
      username: "Usuario",
      role: "Rol",
      noRole: "Sin rol",
      timeZone: "Zona horaria",
      video: "Reproducción de video",
    },
  },
});
