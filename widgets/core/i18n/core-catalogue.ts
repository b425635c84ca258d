/** Strings shared by every widget: the error catalogue, generic texts, session and connection messages. */
export const coreCatalogue = {
  en: {
    genericError:
      "Something went wrong... Please try refreshing your page. If the problem persists please email support or call the support phone.",
    loading: "Loading...",
    dismiss: "Dismiss",
    close: "Close",
    cancel: "Cancel",
    retry: "Retry",
    /** What the favourite star says once the change is saved (announced with the notifications). */
    favourite: { added: "{{name}} added to Favorites", removed: "{{name}} removed from Favorites" },
    errors: {
      clients: "Failed to retrieve clients",
      archiveCabinets: "Failed to get archive cabinets",
      liveUnits: "Failed to get live units",
      retrieveLiveUnits: "Failed to retrieve live units",
      userData: "Failed to retrieve user data",
      userInfo: "Failed to retrieve user info",
      addFavoriteList: "Failed to add favorite list",
      favoriteCamera: "Failed to favorite camera",
      archiveCabinetInfo: "Failed to get Archive Cabinet information.",
      liveUnitInfo: "Failed to get Live Unit information.",
      streamForbidden: "You do not have permission to stream this camera.",
      streamMetadata: "Failed to get stream metadata",
      alertInfo: "Failed to get Alert information",
      cameraNotFound: "Camera not found",
      unitNotFound: "Unit not found",
      alertNotFound: "Alert not found",
      crossOriginCookie:
        "This page is not set up to use your sign-in for this service. Contact the site's administrator.",
      realtimeDisconnected:
        "Your system is trying to reconnect. Check your internet connection. If the problem persists please refresh the page.",
    },
    session: {
      expiredTitle: "Your session has expired",
      expiredBody: "Sign in again to continue. If you signed in in another tab, check again.",
      recheck: "Check again",
      signIn: "Sign in",
    },
    status: {
      signedOut: "You are not signed in.",
      tokenInvalid: "Your access was not accepted.",
      tokenExpired: "Your access has expired. Reload the page to continue.",
      signIn: "Sign in",
      retry: "Retry",
    },
  },
  es: {
    genericError:
      "Algo salió mal... Actualice la página. Si el problema continúa, escriba a soporte o llame al teléfono de soporte.",
    loading: "Cargando...",
    dismiss: "Descartar",
    close: "Cerrar",
    cancel: "Cancelar",
    retry: "Reintentar",
    favourite: { added: "{{name}} agregada a Favoritos", removed: "{{name}} quitada de Favoritos" },
    errors: {
      clients: "No se pudieron obtener los clientes",
      archiveCabinets: "No se pudieron obtener los gabinetes de archivo",
      liveUnits: "No se pudieron obtener las unidades",
      retrieveLiveUnits: "No se pudieron recuperar las unidades",
      userData: "No se pudieron recuperar los datos del usuario",
      userInfo: "No se pudo recuperar la información del usuario",
      addFavoriteList: "No se pudo agregar la lista de favoritos",
      favoriteCamera: "No se pudo marcar la cámara como favorita",
      archiveCabinetInfo: "No se pudo obtener la información del gabinete de archivo.",
      liveUnitInfo: "No se pudo obtener la información de la unidad.",
      streamForbidden: "No tiene permiso para transmitir esta cámara.",
      streamMetadata: "No se pudieron obtener los metadatos de transmisión",
      alertInfo: "No se pudo obtener la información de la alerta",
      cameraNotFound: "Cámara no encontrada",
      unitNotFound: "Unidad no encontrada",
      alertNotFound: "Alerta no encontrada",
      crossOriginCookie:
        "Esta página no está configurada para usar su sesión en este servicio. Contacte al administrador del sitio.",
      realtimeDisconnected:
        "Su sistema está intentando reconectarse. Revise su conexión a internet. Si el problema continúa, actualice la página.",
    },
    session: {
      expiredTitle: "Su sesión ha expirado",
      expiredBody: "Inicie sesión de nuevo para continuar. Si ya inició sesión en otra pestaña, vuelva a comprobar.",
      recheck: "Comprobar de nuevo",
      signIn: "Iniciar sesión",
    },
    status: {
      signedOut: "No ha iniciado sesión.",
      tokenInvalid: "No se aceptó su acceso.",
      tokenExpired: "Su acceso ha expirado. Recargue la página para continuar.",
      signIn: "Iniciar sesión",
      retry: "Reintentar",
    },
  },
};
