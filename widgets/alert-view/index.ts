import "./alert-view.catalogue";

export { AlertView, type AlertViewProps } from "./alert-view";
export { alertViewSpec } from "./alert-view.spec";
export { viewMode, viewedAlertId, viewLinks, queryId, type ViewMode, type ViewQuery } from "./view-mode";
