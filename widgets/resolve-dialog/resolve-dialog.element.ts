import { registerWidget } from "../ui/element/register-widget";
import { ResolveDialog } from "./resolve-dialog";

/** `<vms-resolve-dialog>`, registered on import. API: docs/widgets/vms-resolve-dialog.md. */
export const ResolveDialogElement = registerWidget(ResolveDialog);
export interface ResolveDialogElement extends InstanceType<typeof ResolveDialogElement> {}
