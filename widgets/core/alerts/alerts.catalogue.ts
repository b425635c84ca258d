import { addCatalogue } from "../i18n/i18n";

/**
 * The alert strings several widgets show (namespace `alertsList`, where they always were, so hosts
 * override them as `alertsList:types.fire`): the titles of the alert types (document 3 §2.3) of
 * `<vms-alerts-list>`, `<vms-alert-view>` and `<vms-resolve-dialog>`, keyed by `alertTypeKey`, and
 * the page's alerts feed failure (`alerts-store`, also started by `<vms-portal-nav>`'s badge).
 */
export const sharedAlertsStrings = {
  en: {
    failedHead: "Failed to retrieve alerts",
    types: {
      lowvoltagedisconnect: "Low Voltage Disconnect",
      powerloss: "Power Loss",
      mastmovement: "Mast Movement",
      baseentry: "Base Entry",
      headentry: "Head Entry",
      intrusion: "Intrusion",
      loitering: "Loitering",
      gunshot: "Gunshot",
      fire: "Fire",
      Test: "Test",
      other: "Other",
      unknown: "Alert",
    },
  },
  es: {
    failedHead: "No se pudieron recuperar las alertas",
    types: {
      lowvoltagedisconnect: "Desconexión por bajo voltaje",
      powerloss: "Pérdida de energía",
      mastmovement: "Movimiento del mástil",
      baseentry: "Entrada en la base",
      headentry: "Entrada en el cabezal",
      intrusion: "Intrusión",
      loitering: "Merodeo",
      gunshot: "Disparo",
      fire: "Incendio",
      Test: "Prueba",
      other: "Otro",
      unknown: "Alerta",
    },
  },
};

addCatalogue("alertsList", sharedAlertsStrings);
