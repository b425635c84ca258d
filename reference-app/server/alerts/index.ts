/** What other features may use of alerts (nothing else of alerts/ is imported from outside). */
export { alertsAccess, NO_ALERTS_FLAG_MESSAGE } from "./alert-routes";
export { ALERTS_FLAG, ALERTS_NAMESPACE, clientRoom, userHasAlertsFlag } from "./alert-events";
export type { AlertFeatures } from "./register";
