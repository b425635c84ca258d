import { useStore } from "@nanostores/react";
import { AlertView, queryId } from "vms-widgets";
import { $router } from "../router";

/**
 * `/live-unit/{id}/view?contextId=…&alertId=…` (document 3 §2.2): the live-unit view; the widget
 * chooses live or alert mode from the query (both ids: alert mode).
 */
export function LiveUnitViewPage() {
  const page = useStore($router);
  const params = page?.route === "liveUnitView" ? page : undefined;
  const liveUnitId = queryId(params?.params.liveUnitId);
  const contextId = queryId(params?.search.contextId);
  const alertId = queryId(params?.search.alertId);
  return (
    <div data-testid="live-unit-view-page">
      <AlertView key={liveUnitId} liveUnitId={liveUnitId} contextId={contextId} alertId={alertId} />
    </div>
  );
}
