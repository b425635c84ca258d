import { useStore } from "@nanostores/react";
import { dataOf, type RemoteData } from "../core/api/remote-data";
import type { Alert } from "../core/schemas/alerts";
import { StatusView, viewStatus } from "../ui/status";
import { useT } from "../ui/use-t";
import { AlertMode } from "./alert-mode";
import type { AlertViewStore } from "./alert-view-store";
import { LiveMode } from "./live-mode";
import { viewLinks } from "./view-mode";

/** 'Failed to …' for a load, or the 403 text. */
const errorKey = (remote: RemoteData<unknown>, key: string) =>
  remote.status === "error" && remote.error.code === "forbidden" ? "errors.forbidden" : key;

interface AlertBodyProps {
  store: AlertViewStore;
  liveUnitId: number;
  /** The loaded alert when it is the viewed one. */
  alert: Alert | undefined;
  language: string;
  onResolve(): void;
  navigate(path: string): void;
}

/** Alert mode's body: the alert's media and timeline, or its load's status (loading, error, 404). */
export function AlertModeBody({ store, liveUnitId, alert, language, onResolve, navigate }: AlertBodyProps) {
  const t = useT("alertView");
  const alertRemote = useStore(store.$alert);
  const status = viewStatus(alertRemote);
  return status.kind === "content" && alert ? (
    <AlertMode
      alert={alert}
      language={language}
      onResolve={onResolve}
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
}

interface LiveBodyProps {
  store: AlertViewStore;
  liveUnitId: number;
  /** The alert of the context (Go To Alert), when loaded. */
  alert: Alert | undefined;
  timeZone: string;
  language: string;
  videoPreference: string | undefined;
  viewOnly: boolean;
  navigate(path: string): void;
}

/** Live mode's body: the unit's mosaic and live footer, or its load's status (loading, error, 404). */
export function LiveModeBody({ store, liveUnitId, alert, navigate, ...live }: LiveBodyProps) {
  const t = useT("alertView");
  const mosaicRemote = useStore(store.$mosaic);
  const status = viewStatus(mosaicRemote);
  const mosaic = dataOf(mosaicRemote);
  return status.kind === "content" && mosaic ? (
    <LiveMode
      liveUnitId={liveUnitId}
      mosaic={mosaic}
      {...live}
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
