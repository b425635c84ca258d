import { addCatalogue } from "../core/i18n/i18n";

/** Strings of `<vms-camera controls>` (namespace `camera`): loaded with the controls' module (issue 8: the tag's size). */
export const cameraControlsCatalogue = {
  en: {
    controls: "Camera controls",
    panLeft: "Pan left",
    panRight: "Pan right",
    tiltUp: "Tilt up",
    tiltDown: "Tilt down",
    home: "Home position",
    zoomIn: "Zoom in",
    zoomOut: "Zoom out",
    presets: "Presets",
    choosePreset: "Go to a preset…",
    commandFailed: "The camera did not take the command: {{message}}",
    viewOnly: "Someone else is controlling this camera; you can only watch.",
  },
  es: {
    controls: "Controles de la cámara",
    panLeft: "Girar a la izquierda",
    panRight: "Girar a la derecha",
    tiltUp: "Inclinar hacia arriba",
    tiltDown: "Inclinar hacia abajo",
    home: "Posición inicial",
    zoomIn: "Acercar",
    zoomOut: "Alejar",
    presets: "Posiciones predefinidas",
    choosePreset: "Ir a una posición…",
    commandFailed: "La cámara no aceptó el comando: {{message}}",
    viewOnly: "Otra persona controla esta cámara; usted solo puede mirar.",
  },
};

addCatalogue("camera", cameraControlsCatalogue);
