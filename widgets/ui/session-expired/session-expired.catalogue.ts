import { addCatalogue } from "../../core/i18n/i18n";

/** Strings of the expired-session modal beyond the core ones (namespace `sessionExpired`). */
addCatalogue("sessionExpired", {
  en: { stillExpired: "Your session is still expired. Sign in to continue.", checking: "Checking..." },
  es: { stillExpired: "Su sesión sigue expirada. Inicie sesión para continuar.", checking: "Comprobando..." },
});
