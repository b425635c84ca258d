import type { ReactNode } from "react";
import { viewStatus } from "../../core/api/view-status";
import { StatusView } from "../../ui/status";
import { useT } from "../../ui/use-t";
import { cameraPhase } from "../../core/video/camera-phase";
import { metaErrorKey } from "../stream-session";
import type { StreamView } from "../use-stream-view";

interface Props {
  view: StreamView;
  onRetry(): void;
}

/**
 * The state text over the picture: no camera, the meta failing (403: 'You do not have permission
 * to stream this camera.'; 404: 'Camera not found', no Retry; otherwise 'Failed to get stream
 * metadata', with Retry), not signed in (no token, a refused or an expired one),
 * a deactivated camera, then the player's own phases (connecting, reconnecting, paused, failed).
 * Nothing while the picture plays.
 */
export function StageMessage({ view, onRetry }: Props) {
  const t = useT("streamPlayer");
  const { metaRemote, meta, user, state, error, cameraId } = view;
  if (cameraId === null) return <Overlay text={t("noCamera")} />;
  if (metaRemote.status === "error") {
    const status = viewStatus(metaRemote);
    return (
      <div className="message" part="message">
        <StatusView
          status={status}
          errorText={t(metaErrorKey(metaRemote.error.status))}
          notFoundText={t("core:errors.cameraNotFound")}
          onRetry={onRetry}
        />
      </div>
    );
  }
  if (meta && !meta.cameraActive && user && !user.permissions.streamDeactivated)
    return <Overlay text={t("deactivated")} />;
  const phase = cameraPhase(state, error);
  if (phase.phase === "playing") return null;
  if (phase.phase === "signedOut") {
    return (
      <div className="message" part="message">
        <StatusView status={{ kind: "auth", problem: phase.auth ?? "missing" }} errorText="" onRetry={onRetry} />
      </div>
    );
  }
  const busy = phase.phase === "connecting" || phase.phase === "reconnecting";
  const text = !meta && metaRemote.status !== "success" ? t("loading") : t(phase.messageKey ?? "video:connecting");
  return (
    <Overlay text={text} busy={busy}>
      {phase.retry && (
        <button type="button" className="retry" part="retry-button" onClick={onRetry}>
          {t("core:status.retry")}
        </button>
      )}
    </Overlay>
  );
}

function Overlay({ text, busy, children }: { text: string; busy?: boolean; children?: ReactNode }) {
  return (
    <div className="message" part="message" role={children ? "alert" : "status"}>
      {busy && <span className="spinner" aria-hidden="true" />}
      <span>{text}</span>
      {children}
    </div>
  );
}
