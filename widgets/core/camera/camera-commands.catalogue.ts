import { addCatalogue } from "../i18n/i18n";

/**
 * Strings of the camera commands every widget that controls a camera shares (namespace
 * `cameraCommands`): the light switches (`relay-switches`), quick sounds, the
 * 'New Preset' form (`new-preset-form`) and a tile's preset Settings link. Document 3 §8 texts are exact.
 */
export const cameraCommandsCatalogue = {
  en: {
    playSound: "Play {{label}}",
    presets: {
      newPreset: "New Preset",
      save: "Save",
      cancel: "Cancel",
      saving: "Saving…",
      settings: "Settings",
      home: "(Home)",
    },
    settingsNewTab: "{{label}} (opens in a new tab)",
    errors: {
      addPreset: "Failed to add preset: {{message}}",
      toggleLight: "Failed to toggle light: {{message}}",
      relay: "{{message}}",
      sound: "Failed to play sound: {{message}}",
    },
  },
  es: {
    playSound: "Reproducir {{label}}",
    presets: {
      newPreset: "Nueva posición",
      save: "Guardar",
      cancel: "Cancelar",
      saving: "Guardando…",
      settings: "Configuración",
      home: "(Inicio)",
    },
    settingsNewTab: "{{label}} (se abre en una pestaña nueva)",
    errors: {
      addPreset: "No se pudo agregar la posición: {{message}}",
      toggleLight: "No se pudo cambiar la luz: {{message}}",
      relay: "{{message}}",
      sound: "No se pudo reproducir el sonido: {{message}}",
    },
  },
};

addCatalogue("cameraCommands", cameraCommandsCatalogue);
