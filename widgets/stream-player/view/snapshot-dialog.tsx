import { useEffect, useState } from "react";
import { useT } from "../../ui/use-t";
import { takeSnapshot } from "../camera-commands";
import { snapshotFailure, snapshotOutcome, type SnapshotState } from "../snapshot";
import type { StreamSession } from "../stream-session";
import { Modal } from "./modal";

interface Props {
  cameraId: number;
  cameraName: string;
  /** The location's time zone (stream meta): the file is named at its time, as the page shows. */
  timeZone: string;
  session: StreamSession;
  onClose(): void;
}

/** Snapshot (§2.1, §4): a modal with a spinner, then the image and its download 'snapshot-{date time}.jpeg'. */
export function SnapshotDialog({ cameraId, cameraName, timeZone, session, onClose }: Props) {
  const t = useT("streamPlayer");
  const [state, setState] = useState<SnapshotState>({ status: "loading" });
  useEffect(() => {
    let live = true;
    takeSnapshot(cameraId).then(
      (result) => {
        const outcome = snapshotOutcome(result, new Date(), timeZone);
        if (outcome.status === "error") session.report({ severity: "error", key: outcome.key, values: outcome.values });
        if (live) setState(outcome);
      },
      (error: unknown) => {
        const outcome = snapshotFailure(error);
        if (outcome.status === "error") session.report({ severity: "error", key: outcome.key, values: outcome.values });
        if (live) setState(outcome);
      },
    );
    return () => {
      live = false;
    };
  }, [cameraId, session, timeZone]);
  return (
    <Modal title={t("snapshot.title")} onClose={onClose} className="snapshot">
      {state.status === "loading" && (
        <p className="modal-status" role="status">
          <span className="spinner" aria-hidden="true" /> {t("snapshot.loading")}
        </p>
      )}
      {state.status === "success" && (
        <>
          <img className="snapshot-image" src={state.dataUrl} alt={t("snapshot.alt", { name: cameraName })} />
          <a className="button primary" href={state.dataUrl} download={state.fileName}>
            {t("snapshot.download")}
          </a>
        </>
      )}
      {state.status === "error" && (
        <p className="modal-status error" role="alert">
          {t(state.key, state.values)}
        </p>
      )}
    </Modal>
  );
}
