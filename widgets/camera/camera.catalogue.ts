import { addCatalogue } from "../core/i18n/i18n";

/** Strings of `<vms-camera>` (namespace `camera`). The stream errors of document 3 §8 are in `core:errors`. */
export const cameraCatalogue = {
  en: {
    label: "Live camera {{id}}",
    noCamera: "No camera chosen.",
    signedOut: "Sign in to watch this camera.",
    notSignedIn: "You are not signed in to watch this camera.",
    tokenInvalid: "Your access to this camera was not accepted.",
    tokenExpired: "Your access to this camera has expired. Reload the page to continue.",
    signIn: "Sign in",
  },
  es: {
    label: "Cámara en vivo {{id}}",
    noCamera: "No se eligió ninguna cámara.",
    signedOut: "Inicie sesión para ver esta cámara.",
    notSignedIn: "No ha iniciado sesión para ver esta cámara.",
    tokenInvalid: "No se aceptó su acceso a esta cámara.",
    tokenExpired: "Su acceso a esta cámara ha expirado. Recargue la página para continuar.",
    signIn: "Iniciar sesión",
  },
};

addCatalogue("camera", cameraCatalogue);
