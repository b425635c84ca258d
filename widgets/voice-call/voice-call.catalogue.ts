import { addCatalogue } from "../core/i18n/i18n";

/** Strings of the voice call (namespace `voiceCall`). Spec texts (document 3 §2.6, §8) are exact. */
export const voiceCallCatalogue = {
  en: {
    callUnit: "Call Unit",
    endCall: "End Call",
    connecting: "Connecting...",
    connected: "Connected",
    ended: "Call ended",
    muteMic: "Mute microphone",
    unmuteMic: "Unmute microphone",
    muteSpeaker: "Mute speaker",
    unmuteSpeaker: "Unmute speaker",
    failed: "Call failed: {{reason}}",
    reasons: {
      microphone: "This feature requires microphone access.",
      connect: "Unable to connect to speaker.",
      disconnected: "Speaker disconnected.",
    },
    microphoneHelp: {
      denied: "Allow this site to use the microphone in your browser, then call again.",
      absent: "No microphone was found. Connect one, then call again.",
    },
  },
  es: {
    callUnit: "Llamar a la unidad",
    endCall: "Finalizar llamada",
    connecting: "Conectando...",
    connected: "Conectado",
    ended: "Llamada finalizada",
    muteMic: "Silenciar micrófono",
    unmuteMic: "Activar micrófono",
    muteSpeaker: "Silenciar altavoz",
    unmuteSpeaker: "Activar altavoz",
    failed: "La llamada falló: {{reason}}",
    reasons: {
      microphone: "Esta función requiere acceso al micrófono.",
      connect: "No se puede conectar con el altavoz.",
      disconnected: "Altavoz desconectado.",
    },
    microphoneHelp: {
      denied: "Permita que este sitio use el micrófono en su navegador y vuelva a llamar.",
      absent: "No se encontró ningún micrófono. Conecte uno y vuelva a llamar.",
    },
  },
};

addCatalogue("voiceCall", voiceCallCatalogue);
