import { useT } from "../ui/use-t";
import type { HistoryRecord } from "../core/schemas/history";
import { setCamera, statusLabelKey, type RequestDialogState } from "./request-flow";

const STATUS_KEYS = { loading: "statusLoading", success: "statusSuccess", failed: "statusFailed" } as const;
const REFUSAL_KEYS = { clip_jobs_per_user: "tooManyClips", clip_seconds_per_hour: "clipBudgetUsed" } as const;

interface Props {
  camera: HistoryRecord;
  state: RequestDialogState;
  onChange(state: RequestDialogState): void;
}

/**
 * One camera of the Confirm Video Request dialog (document 2 §2): its checkbox, then its request's
 * status (Loading, Success, Failed with 'Unable to request' and the server's refusal, if any).
 */
export function RequestCameraRow({ camera, state, onChange }: Props) {
  const t = useT("historyTimeline");
  const status = statusLabelKey(state.statuses[camera.id] ?? "notAsked");
  const refusal = state.refusals[camera.id];
  return (
    <div className="check-row">
      <label className="check">
        <input
          type="checkbox"
          checked={state.checked.has(camera.id)}
          onChange={(e) => onChange(setCamera(state, camera.id, e.target.checked))}
        />
        {camera.name}
      </label>
      {status && (
        <span className={`request-status ${status}`} role="status">
          {t(STATUS_KEYS[status])}
          {status === "failed" && <span className="muted"> {t("unableToRequest")}</span>}
          {status === "failed" && refusal && (
            <span className="muted" part="request-refusal">
              {" "}
              {t(REFUSAL_KEYS[refusal.reason], { count: refusal.minutes })}
            </span>
          )}
        </span>
      )}
    </div>
  );
}
