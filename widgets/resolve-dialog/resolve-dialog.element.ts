import type { EventMapOf, JsxOf, TagMapOf } from "../ui/element/element-types";
import { registerWidget } from "../ui/element/register-widget";
import { ResolveDialog } from "./resolve-dialog";
import type { resolveDialogSpec } from "./resolve-dialog.spec";

/** `<vms-resolve-dialog>`, registered on import. API: docs/widgets/vms-resolve-dialog.md. */
export const ResolveDialogElement = registerWidget(ResolveDialog);
export interface ResolveDialogElement extends InstanceType<typeof ResolveDialogElement> {}

declare global {
  interface HTMLElementTagNameMap extends TagMapOf<typeof resolveDialogSpec, ResolveDialogElement> {}
  interface GlobalEventHandlersEventMap extends EventMapOf<typeof resolveDialogSpec> {}
}
declare module "react" {
  namespace JSX {
    interface IntrinsicElements extends JsxOf<typeof resolveDialogSpec, ResolveDialogElement> {}
  }
}
