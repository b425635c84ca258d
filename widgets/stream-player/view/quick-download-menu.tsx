import { useState } from "react";
import type { CameraListItem } from "../../core/schemas/stream";
import { useT } from "../../ui/use-t";
import { requestQuickVideo } from "../camera-commands";
import {
  allSelected,
  canRequest,
  initialSelection,
  requestQuickVideos,
  toggleAll,
  toggleCamera,
} from "../quick-download";
import type { StreamSession } from "../stream-session";

interface Props {
  cameraId: number;
  cameras: readonly Pick<CameraListItem, "id" | "cameraName">[];
  session: StreamSession;
  onDone(): void;
}

/** Quick Download (§2.1): the unit's cameras, the current one ticked, 'All Live Unit Cameras', Request Video. */
export function QuickDownloadMenu({ cameraId, cameras, session, onDone }: Props) {
  const t = useT("streamPlayer");
  const ids = cameras.map((c) => c.id);
  const [selected, setSelected] = useState(() => initialSelection(cameraId, ids));
  const [busy, setBusy] = useState(false);
  const request = async () => {
    setBusy(true);
    const key = await requestQuickVideos(selected, requestQuickVideo);
    setBusy(false);
    session.report({ severity: key.endsWith("success") ? "success" : "error", key });
    if (key.endsWith("success")) onDone();
  };
  return (
    <>
      <h3 className="menu-title">{t("quickDownload.title")}</h3>
      <label className="check all" part="menu-item">
        <input
          type="checkbox"
          checked={allSelected(selected, ids)}
          onChange={() => setSelected(toggleAll(selected, ids))}
        />
        {t("quickDownload.all")}
      </label>
      <ul className="menu-list">
        {cameras.map((camera) => (
          <li key={camera.id} part="menu-item">
            <label className="check">
              <input
                type="checkbox"
                checked={selected.includes(camera.id)}
                onChange={() => setSelected(toggleCamera(selected, camera.id))}
              />
              {camera.cameraName}
            </label>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button primary"
        disabled={!canRequest(selected) || busy}
        onClick={() => void request()}
      >
        {busy && <span className="spinner" aria-hidden="true" />} {t("quickDownload.request")}
      </button>
    </>
  );
}
