import { addCatalogue } from "../core/i18n/i18n";

/** Strings of `<vms-camera>` (namespace `camera`). The stream errors of document 3 §8 are in `core:errors`. */
export const cameraCatalogue = {
  en: {
    label: "Live camera {{id}}",
    noCamera: "No camera chosen.",
    signedOut: "Sign in to watch this camera.",
    signIn: "Sign in",
  },
  es: {
    label: "Cámara en vivo {{id}}",
    noCamera: "No se eligió ninguna cámara.",
    signedOut: "Inicie sesión para ver esta cámara.",
    signIn: "Iniciar sesión",
  },
};

addCatalogue("camera", cameraCatalogue);
