import { useState } from "react";
import { apiUrl } from "../core/api/request";
import type { DrawerCamera } from "../core/schemas/units";
import { navigationDetail } from "../core/navigation/navigation";
import { streamPath } from "../core/navigation/routes";
import { useT } from "../ui/use-t";

/** Thumbnail URLs from the server are resolved against the API base (they may be root-relative). */
function thumbnailUrl(url: string): string {
  return url.startsWith("/") && !url.startsWith("//") ? apiUrl(url) : url;
}

function Thumbnail({ camera }: { camera: DrawerCamera }) {
  const t = useT("unitDrawer");
  const [failed, setFailed] = useState(false);
  const url = camera.thumbnailPreset?.imageUrl;
  if (!url || failed) return <span className="thumb-empty">{t("noThumbnail")}</span>;
  return <img src={thumbnailUrl(url)} alt="" loading="lazy" onError={() => setFailed(true)} />;
}

interface Props {
  cameras: DrawerCamera[] | null;
  onOpen(path: string): void;
}

/** The Cameras grid: one thumbnail per camera, each linking to its stream page. Null cameras: the fetch failed. */
export function CameraGrid({ cameras, onOpen }: Props) {
  const t = useT("unitDrawer");
  let body;
  if (cameras === null) body = <p className="muted">{t("camerasFailed")}</p>;
  else if (cameras.length === 0) body = <p className="muted">{t("noCamerasToPreview")}</p>;
  else
    body = (
      <ul className="cameras">
        {cameras.map((camera) => (
          <li key={camera.id}>
            <a
              href={navigationDetail(streamPath(camera.id)).href}
              className="camera"
              part="camera"
              aria-label={t("streamCamera", { name: camera.name })}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                onOpen(streamPath(camera.id));
              }}
            >
              <Thumbnail camera={camera} />
              <span className="camera-name">{camera.name}</span>
            </a>
          </li>
        ))}
      </ul>
    );
  return (
    <section className="section">
      <h3 className="section-title">{t("cameras")}</h3>
      {body}
    </section>
  );
}
