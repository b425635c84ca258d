import { addCatalogue } from "../i18n/i18n";

/**
 * Strings of the camera commands every widget that controls a camera shares (namespace
 * `cameraCommands`): the light switches (`relay-switches`), quick sounds. Document 3 §8 texts are exact.
 */
export const cameraCommandsCatalogue = {
  en: {
    playSound: "Play {{label}}",
    errors: {
      toggleLight: "Failed to toggle light: {{message}}",
      relay: "{{message}}",
      sound: "Failed to play sound: {{message}}",
    },
  },
  es: {
    playSound: "Reproducir {{label}}",
    errors: {
      toggleLight: "No se pudo cambiar la luz: {{message}}",
      relay: "{{message}}",
      sound: "No se pudo reproducir el sonido: {{message}}",
    },
  },
};

addCatalogue("cameraCommands", cameraCommandsCatalogue);
