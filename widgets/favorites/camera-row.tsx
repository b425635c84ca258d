import { useState, type MouseEvent } from "react";
import { apiUrl } from "../core/api/request";
import { navigationDetail } from "../core/navigation/navigation";
import { streamPath } from "../core/navigation/routes";
import type { CamListCamera } from "../core/schemas/favourites";
import { healthTone } from "../core/units/health-tone";
import { useT } from "../ui/use-t";

/** Thumbnail URLs from the server are resolved against the API base (they may be root-relative). */
function imageUrl(url: string): string {
  return url.startsWith("/") && !url.startsWith("//") ? apiUrl(url) : url;
}

function Thumbnail({ url }: { url: string | null }) {
  const t = useT("favorites");
  const [failed, setFailed] = useState(false);
  if (!url || failed)
    return (
      <span className="thumbnail empty" part="thumbnail">
        {t("noThumbnail")}
      </span>
    );
  return (
    <img
      className="thumbnail"
      part="thumbnail"
      src={imageUrl(url)}
      alt=""
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface Props {
  camera: CamListCamera;
  listName: string;
  onOpen(path: string): void;
  onRemove(): Promise<boolean>;
}

/** One camera of a list: thumbnail, health dot, name (a link to its stream page), unit, Remove. */
export function CameraRow({ camera, listName, onOpen, onRemove }: Props) {
  const t = useT("favorites");
  const [busy, setBusy] = useState(false);
  const path = streamPath(camera.camId);
  const tone = healthTone(camera.health.color);
  const remove = async () => {
    setBusy(true);
    if (!(await onRemove())) setBusy(false);
  };
  return (
    <div className={`camera${camera.active ? "" : " inactive"}`} part="camera">
      <Thumbnail url={camera.lastImageUrl} />
      <div className="camera-text">
        <span className="camera-title">
          <span
            className={`health tone-${tone}${camera.health.isFlapping ? " flapping" : ""}`}
            part="health"
            role="img"
            aria-label={t("health", { status: camera.health.statusText })}
            title={camera.health.statusText}
          />
          <a
            href={navigationDetail(path).href}
            part="camera-link"
            aria-label={t("openStream", { name: camera.camName })}
            onClick={(event) => {
              if (!plainClick(event)) return;
              event.preventDefault();
              onOpen(path);
            }}
          >
            {camera.camName}
          </a>
        </span>
        <span className="unit">
          {camera.liveUnitName}
          {!camera.active && <span className="badge">{t("inactive")}</span>}
        </span>
      </div>
      <button
        type="button"
        className="remove"
        part="remove-button"
        disabled={busy}
        aria-label={t("removeCamera", { camera: camera.camName, list: listName })}
        onClick={() => void remove()}
      >
        {t("remove")}
      </button>
    </div>
  );
}
