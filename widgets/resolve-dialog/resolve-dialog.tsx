import { useStore } from "@nanostores/react";
import { useEffect, useId, useMemo, useRef } from "react";
import { notify } from "../core/notifications/notifications-store";
import { defineWidget, type ViewProps, type WidgetProps } from "../ui/element/define-widget";
import { StatusView, statusStyles, viewStatus } from "../ui/status";
import { useT } from "../ui/use-t";
import "./resolve-dialog.catalogue";
import css from "./resolve-dialog.css?inline";
import { resolveDialogSpec } from "./resolve-dialog.spec";
import { $resolveAlert, $resolveAlertId, sendResolve } from "./resolve-dialog-store";
import { createResolveFlow } from "./resolve-flow";
import { ResolveForm } from "./resolve-form";

/** Props of `ResolveDialog` (from its spec): `alertId`, `alert`, `onAlertResolve`, `onDialogClose`, … */
export type ResolveDialogProps = WidgetProps<typeof resolveDialogSpec>;

/**
 * The resolve dialog (document 3 §2.4, §4 "Resolve flow"): submit → busy → on success a toast, the
 * dialog asks to close and the user goes to /alerts (unless `vms-alert-resolve` is cancelled); on
 * failure it stays open with 'Failed to resolve alert: {message}'.
 */
function ResolveDialogView({ alertId, alert, emit, navigate }: ViewProps<typeof resolveDialogSpec>) {
  const t = useT("resolveDialog");
  const id = alert?.alertId ?? alertId;
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    $resolveAlertId.set(alert || id === undefined ? null : id);
  }, [alert, id]);
  const remote = useStore($resolveAlert);
  const loaded = remote.status === "success" && remote.data.alertId === id ? remote.data : undefined;
  const shown = alert ?? loaded;

  const flow = useMemo(
    () =>
      id === undefined
        ? undefined
        : createResolveFlow({
            alertId: id,
            resolve: sendResolve,
            onResolved: () => {
              notify("success", "resolveDialog:sent");
              if (emit("vms-alert-resolve", { alertId: id })) navigate("/alerts");
              emit("vms-dialog-close", { alertId: id, resolved: true });
            },
            onFailed: (error) => notify("error", "resolveDialog:failed", { message: error.message }),
          }),
    [id, emit, navigate],
  );

  useEffect(() => {
    const node = dialog.current;
    if (node && id !== undefined && !node.open) node.showModal();
  }, [id]);

  if (id === undefined || !flow) return null;
  const close = () => {
    if (!flow.$state.get().busy) emit("vms-dialog-close", { alertId: id, resolved: false });
  };
  const status = shown ? undefined : viewStatus(remote);
  return (
    <dialog
      ref={dialog}
      className="dialog"
      part="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      {shown ? (
        <ResolveForm alert={shown} flow={flow} titleId={titleId} onCancel={close} />
      ) : (
        <>
          <h2 id={titleId}>{t("title")}</h2>
          {status && (
            <StatusView
              status={status}
              errorText={t("core:errors.alertInfo")}
              onRetry={() => void $resolveAlert.reload()}
            />
          )}
          <div className="buttons">
            <button type="button" className="secondary" part="cancel-button" onClick={close}>
              {t("cancel")}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}

/** The resolve dialog (`<vms-resolve-dialog>` as an element). Registers nothing. */
export const ResolveDialog = defineWidget(resolveDialogSpec, ResolveDialogView, { styles: [css, statusStyles] });
