import { useId, useRef, useState } from "react";
import { useFocusTrap } from "./focus-trap";
import { formatDateTimeSeconds, formatTime } from "../core/time/zoned-time";
import { useT } from "../ui/use-t";
import {
  allChecked,
  canRequest,
  checkedCameras,
  doneEnabled,
  openRequestDialog,
  requestRefusal,
  runRequests,
  setAll,
  settleRequest,
  startRequests,
} from "./request-flow";
import type { HistoryRecord } from "../core/schemas/history";
import { RequestCameraRow } from "./request-camera-row";

interface Props {
  cameras: readonly HistoryRecord[];
  start: number;
  durationS: number;
  tz: string;
  locale: string;
  request(cameraId: number, title: string): Promise<number>;
  onClose(): void;
}

/**
 * The Confirm Video Request dialog (document 2 §2, §4): length and range, 'All Live Unit Cameras'
 * and one checkbox per camera that can request video; Request Video starts one retrieval per
 * checked camera, each Loading then Success or Failed; then only Done remains, enabled when all have
 * finished. Neither the backdrop nor Escape closes it.
 */
export function RequestDialog({ cameras, start, durationS, tz, locale, request, onClose }: Props) {
  const t = useT("historyTimeline");
  const titleId = useId();
  const [state, setState] = useState(() => openRequestDialog(cameras.map((c) => c.id)));
  const dialog = useRef<HTMLDivElement>(null);
  const trap = useFocusTrap(dialog);
  const end = start + durationS * 1000;
  const minutes = Math.floor(durationS / 60);
  const seconds = durationS % 60;

  const send = () => {
    if (!canRequest(state)) return;
    const ids = checkedCameras(state);
    setState(startRequests(state));
    const name = (id: number) => cameras.find((c) => c.id === id)?.name ?? String(id);
    void runRequests(
      ids,
      (id) => request(id, t("requestTitle", { camera: name(id), time: formatDateTimeSeconds(start, tz, locale) })),
      (id, ok, result) => setState((s) => settleRequest(s, id, ok, ok ? null : requestRefusal(result))),
    );
  };

  return (
    <div className="backdrop">
      <div
        ref={dialog}
        part="request-dialog"
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === "Escape") event.preventDefault();
          trap(event);
        }}
      >
        <h2 id={titleId}>{t("confirmTitle")}</h2>
        <p>{seconds ? t("lengthSeconds", { minutes, seconds }) : t("length", { minutes })}</p>
        <p>{t("range", { start: formatDateTimeSeconds(start, tz, locale), end: formatTime(end, tz, locale) })}</p>
        <fieldset disabled={state.started}>
          <legend>{t("requestFrom")}</legend>
          <label className="check">
            <input
              type="checkbox"
              checked={allChecked(state)}
              onChange={(e) => setState(setAll(state, e.target.checked))}
            />
            {t("allCameras")}
          </label>
          {cameras.map((camera) => (
            <RequestCameraRow key={camera.id} camera={camera} state={state} onChange={setState} />
          ))}
        </fieldset>
        <div className="dialog-actions">
          {state.started ? (
            <button type="button" className="primary" disabled={!doneEnabled(state)} onClick={onClose}>
              {t("done")}
            </button>
          ) : (
            <>
              <button type="button" className="secondary" onClick={onClose}>
                {t("cancel")}
              </button>
              <button type="button" className="primary" disabled={!canRequest(state)} onClick={send}>
                {t("requestVideo")}
              </button>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
