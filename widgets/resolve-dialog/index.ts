import "./resolve-dialog.catalogue";

export { ResolveDialog, type ResolveDialogProps } from "./resolve-dialog";
export { resolveDialogSpec } from "./resolve-dialog.spec";
