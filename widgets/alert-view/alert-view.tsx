import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useState } from "react";
import { dataOf, type RemoteData } from "../core/api/remote-data";
import { $language } from "../core/i18n/i18n";
import { presence, realtime } from "../core/realtime";
import { presenceRoom } from "../core/schemas/realtime";
import { $userInfo } from "../core/session/session-store";
import { mosaicTileStyles } from "../ui/mosaic";
import "../core/video/video.catalogue";
import { isViewOnly } from "../core/video";
import { ResolveDialog } from "../resolve-dialog";
import { defineWidget, type ViewProps, type WidgetProps } from "../ui/element/define-widget";
import { StatusView, statusStyles, viewStatus } from "../ui/status";
import { useT } from "../ui/use-t";
import { AlertMode } from "./alert-mode";
import "./alert-view.catalogue";
import css from "./alert-view.css?inline";
import { alertViewSpec } from "./alert-view.spec";
import { createAlertViewStore, RESOLVED } from "./alert-view-store";
import { LiveMode } from "./live-mode";
import { ViewHeader } from "./view-header";
import { viewedAlertId, viewLinks, viewMode } from "./view-mode";

/** Props of `AlertView` (from its spec): `liveUnitId`, `contextId`, `alertId`, `onNavigate`, … */
export type AlertViewProps = WidgetProps<typeof alertViewSpec>;

/** Stops the embedded dialog's own events at the view (the view is what the host sees). */
const contain = (node: HTMLDivElement | null) => {
  for (const name of ["vms-alert-resolve", "vms-dialog-close"])
    node?.addEventListener(name, (e) => e.stopPropagation());
};

/** 'Failed to …' for a load, or the 403 text. */
const errorKey = (remote: RemoteData<unknown>, key: string) =>
  remote.status === "error" && remote.error.code === "forbidden" ? "errors.forbidden" : key;

/**
 * The live-unit view (document 3 §2.2): header, then live mode or alert mode by the mode rule;
 * presence in the unit's or the alert's room while shown; a resolved alert sends the viewer to /alerts.
 */
function AlertViewView({ liveUnitId, contextId, alertId, videoPreference, navigate }: ViewProps<typeof alertViewSpec>) {
  const t = useT("alertView");
  const language = useStore($language);
  const store = useMemo(() => createAlertViewStore(), []);
  const mode = viewMode({ contextId, alertId });
  const viewed = viewedAlertId({ contextId, alertId });
  useEffect(() => {
    store.$liveUnitId.set(liveUnitId ?? null);
    store.$alertId.set(viewed ?? null);
    store.$liveMosaicId.set(mode === "live" && liveUnitId ? liveUnitId : null);
  }, [store, liveUnitId, viewed, mode]);
  useEffect(() => store.follow(realtime), [store]);

  const unitRemote = useStore(store.$unit);
  const alertRemote = useStore(store.$alert);
  const mosaicRemote = useStore(store.$mosaic);
  const unit = dataOf(unitRemote);
  const loaded = dataOf(alertRemote);
  const alert = loaded && loaded.alertId === viewed ? loaded : undefined;
  const [resolving, setResolving] = useState(false);

  // Presence: the alert's room in alert mode, the unit's room otherwise; left on unmount.
  const room = liveUnitId ? presenceRoom(liveUnitId, mode === "alert" ? viewed : undefined) : null;
  const roomKey = room ? `${room.room}:${room.key}` : "";
  const $viewers = useMemo(() => (room ? presence.joinedViewersOf(room) : null), [roomKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const viewers = useStore($viewers ?? store.$noViewers);
  const username = dataOf(useStore($userInfo))?.username;
  const viewOnly = isViewOnly(viewers, username);

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

  let body;
  if (!liveUnitId) {
    body = null;
  } else if (mode === "alert") {
    const status = viewStatus(alertRemote);
    body =
      status.kind === "content" && alert ? (
        <AlertMode
          alert={alert}
          language={language}
          onResolve={() => setResolving(true)}
          onGoLive={() => navigate(viewLinks(liveUnitId, alert.alertId).live)}
        />
      ) : (
        <StatusView
          status={status}
          errorText={t(errorKey(alertRemote, "errors.alert"))}
          notFoundText={t("core:errors.alertNotFound")}
          onRetry={() => void store.$alert.reload()}
        />
      );
  } else {
    const status = viewStatus(mosaicRemote);
    const mosaic = dataOf(mosaicRemote);
    body =
      status.kind === "content" && mosaic ? (
        <LiveMode
          liveUnitId={liveUnitId}
          mosaic={mosaic}
          timeZone={timeZone}
          language={language}
          videoPreference={videoPreference}
          viewOnly={viewOnly}
          alertReady={!!alert && alert.media.length > 0}
          onGoToAlert={() => alert && navigate(viewLinks(liveUnitId, alert.alertId).alert)}
        />
      ) : (
        <StatusView
          status={status}
          errorText={t(errorKey(mosaicRemote, "errors.stream"))}
          notFoundText={t("core:errors.unitNotFound")}
          onRetry={() => void store.$mosaic.reload()}
        />
      );
  }

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
