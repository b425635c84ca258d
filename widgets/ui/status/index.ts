import css from "./status-view.css?inline";

export { StatusView } from "./status-view";
export { useAuthRequired, signInHref } from "./use-auth-required";
export { viewStatus, type ViewStatus } from "../../core/api/view-status";

/** The status box's stylesheet: add it to a widget's `styles` when it renders `<StatusView>`. */
export const statusStyles = css;
