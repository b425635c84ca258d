import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { apiUrl } from "../../core/api/request";
import { navigationDetail } from "../../core/navigation/navigation";
import { streamPath } from "../../core/navigation/routes";
import type { CameraListItem } from "../../core/schemas/stream";
import { useT } from "../../ui/use-t";
import { thumbnailUrl } from "../camera-commands";
import { LOCATION_SKELETONS, type LocationGroup } from "../location-cameras";
import type { StreamSession } from "../stream-session";
import { HealthDot } from "./camera-header";
import { reportApiError } from "../../core/api/report-api-error";

const resolve = (url: string) => (url.startsWith("/") && !url.startsWith("//") ? apiUrl(url) : url);

/**
 * A camera's thumbnail from its thumbnail preset; grey when the image fails; a failed fetch is only
 * logged. Fetched once `load` (after the picture, see `usePictureFirst`).
 */
function Thumbnail({ camera, load }: { camera: CameraListItem; load: boolean }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const presetId = camera.thumbnailPreset?.id;
  useEffect(() => {
    if (presetId === undefined || !load) return;
    const abort = new AbortController();
    thumbnailUrl(presetId, abort.signal).then(
      (found) => setUrl(found),
      (error: unknown) => {
        if (!abort.signal.aborted) reportApiError(error, `thumbnail of preset ${presetId}`, { level: "warn" });
      },
    );
    return () => abort.abort();
  }, [presetId, load]);
  if (!url || failed) return <span className="thumbnail grey" part="thumbnail" data-failed={failed || undefined} />;
  return (
    <img
      className="thumbnail"
      part="thumbnail"
      src={resolve(url)}
      alt=""
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

interface Props {
  session: StreamSession;
  groups: LocationGroup[] | undefined;
  cameraId: number | null;
  /** The thumbnails may load (the picture came first). */
  thumbnails: boolean;
  onOpen(path: string): void;
}

/** 'At this Location' (§2.1): cameras grouped by live unit; the group on screen scrolls into view. */
export function LocationList({ session, groups, cameraId, thumbnails, onOpen }: Props) {
  const t = useT("streamPlayer");
  const remote = useStore(session.$locationCameras);
  const list = useRef<HTMLDivElement>(null);
  const current = useRef<HTMLElement>(null);
  useEffect(() => {
    const box = list.current;
    const group = current.current;
    if (box && group) box.scrollTop = group.offsetTop - box.offsetTop;
  }, [groups, cameraId]);
  let body;
  if (!groups && remote.status === "error") body = <p className="muted">{t("location.failed")}</p>;
  else if (!groups)
    body = (
      <div className="skeletons" role="status" aria-label={t("location.loading")}>
        {Array.from({ length: LOCATION_SKELETONS }, (_, i) => (
          <span key={i} className="skeleton" />
        ))}
      </div>
    );
  else if (groups.every((g) => g.cameras.every((c) => c.id === cameraId)))
    body = <p className="muted">{t("location.none")}</p>;
  else
    body = groups.map((group) => (
      <section
        key={group.liveUnitId}
        className="location-group"
        part="location-group"
        ref={group.current ? current : undefined}
        aria-label={group.liveUnitName}
      >
        <h4>{group.liveUnitName}</h4>
        <ul>
          {group.cameras.map((camera) => {
            const on = camera.id === cameraId;
            return (
              <li key={camera.id}>
                <a
                  className={on ? "location-camera current" : "location-camera"}
                  part="location-camera"
                  href={navigationDetail(streamPath(camera.id)).href}
                  aria-current={on ? "page" : undefined}
                  aria-label={t(on ? "location.current" : "location.open", { name: camera.cameraName })}
                  onClick={(event) => {
                    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    if (!on) onOpen(streamPath(camera.id));
                  }}
                >
                  <Thumbnail camera={camera} load={thumbnails} />
                  <span className="location-name">
                    <HealthDot health={camera.uptimeSummary} />
                    {camera.cameraName}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </section>
    ));
  return (
    <aside className="location" part="location" aria-labelledby="vms-location-title">
      <h3 id="vms-location-title">{t("location.title")}</h3>
      <div className="location-list" ref={list}>
        {body}
      </div>
    </aside>
  );
}
