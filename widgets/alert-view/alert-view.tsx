import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { dataOf } from "../core/api/remote-data";
import { $language } from "../core/i18n/i18n";
import { mosaicTileStyles } from "../ui/mosaic";
import "../core/video/video.catalogue";
import { ResolveDialog } from "../resolve-dialog";
import { defineWidget, type ViewProps, type WidgetProps } from "../ui/element/define-widget";
import { statusStyles } from "../ui/status";
import { useT } from "../ui/use-t";
import "./alert-view.catalogue";
import css from "./alert-view.css?inline";
import { alertViewSpec } from "./alert-view.spec";
import { RESOLVED } from "./alert-view-store";
import { useRoomViewers } from "./use-room-viewers";
import { useViewStore } from "./use-view-store";
import { AlertModeBody, LiveModeBody } from "./view-body";
import { ViewHeader } from "./view-header";
import { viewedAlertId, viewMode } from "./view-mode";

/** Props of `AlertView` (from its spec): `liveUnitId`, `contextId`, `alertId`, `onNavigate`, … */
export type AlertViewProps = WidgetProps<typeof alertViewSpec>;

/** Stops the embedded dialog's own events at the view (the view is what the host sees). */
const contain = (node: HTMLDivElement | null) => {
  for (const name of ["vms-alert-resolve", "vms-dialog-close"])
    node?.addEventListener(name, (e) => e.stopPropagation());
};

/**
 * The live-unit view (document 3 §2.2): header, then live mode or alert mode by the mode rule;
 * presence in the unit's or the alert's room while shown; a resolved alert sends the viewer to /alerts.
 */
function AlertViewView({ liveUnitId, contextId, alertId, videoPreference, navigate }: ViewProps<typeof alertViewSpec>) {
  const t = useT("alertView");
  const language = useStore($language);
  const mode = viewMode({ contextId, alertId });
  const viewed = viewedAlertId({ contextId, alertId });
  const store = useViewStore(liveUnitId, viewed, mode);
  const unit = dataOf(useStore(store.$unit));
  const loaded = dataOf(useStore(store.$alert));
  const alert = loaded && loaded.alertId === viewed ? loaded : undefined;
  const [resolving, setResolving] = useState(false);
  const { viewers, username, viewOnly } = useRoomViewers(store, liveUnitId, mode, viewed);

  // A resolved alert (resolved here, by another operator, or already) sends its viewers to /alerts (§4).
  const resolved = mode === "alert" && alert?.state === RESOLVED;
  useEffect(() => {
    if (resolved) navigate("/alerts");
  }, [resolved, navigate]);

  const header = unit
    ? t("title", { location: unit.locationName ?? "—", unit: unit.liveUnitName })
    : alert
      ? t("title", { location: alert.locationName ?? "—", unit: alert.liveUnitName })
      : undefined;
  const timeZone = unit?.timezone ?? alert?.locationTimezone ?? "UTC";
  const body = !liveUnitId ? null : mode === "alert" ? (
    <AlertModeBody
      store={store}
      liveUnitId={liveUnitId}
      alert={alert}
      language={language}
      onResolve={() => setResolving(true)}
      navigate={navigate}
    />
  ) : (
    <LiveModeBody
      store={store}
      liveUnitId={liveUnitId}
      alert={alert}
      timeZone={timeZone}
      language={language}
      videoPreference={videoPreference}
      viewOnly={viewOnly}
      navigate={navigate}
    />
  );

  const controller = viewers?.[0];
  return (
    <section className="view" aria-label={t("label")} data-mode={mode}>
      <ViewHeader title={header} viewers={viewers} username={username} onBack={() => navigate("/alerts")} />
      {viewOnly && controller && (
        <p className="view-only" part="view-only-notice" role="status">
          {t("viewOnlyNotice", { name: controller.name })}
        </p>
      )}
      {body}
      <div ref={contain}>
        <ResolveDialog
          alert={resolving && alert ? alert : undefined}
          onAlertResolve={() => {
            store.$alert.update((a) => ({ ...a, state: RESOLVED }));
          }}
          onDialogClose={() => setResolving(false)}
        />
      </div>
    </section>
  );
}

/** The live-unit view (`<vms-alert-view>` as an element). Registers nothing. */
export const AlertView = defineWidget(alertViewSpec, AlertViewView, { styles: [css, mosaicTileStyles, statusStyles] });
