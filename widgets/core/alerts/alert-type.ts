import { isKnownAlertType } from "../schemas/alerts";
import "./alerts.catalogue";

/**
 * Catalogue key of an alert type's title (namespace `alertsList`, `core/alerts/alerts.catalogue`):
 * known types by name, anything else 'Alert'.
 */
export function alertTypeKey(type: string): string {
  return isKnownAlertType(type) ? `types.${type}` : "types.unknown";
}
