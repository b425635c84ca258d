import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import type { Lights } from "../camera/relay-switches";
import { notify } from "../notifications/notifications-store";
import type { MosaicCamera } from "../schemas/mosaic";
import { useT } from "../../ui/use-t";
import { goToPreset, takeSnapshot } from "./tile-commands";
import { snapshotFileName } from "./tile-rules";

/** The preset list: one button per preset; a failure shows as a notification. */
export function PresetsMenu({ camera }: { camera: MosaicCamera }) {
  return (
    <ul className="tile-menu-list">
      {camera.presets.map((preset) => (
        <li key={preset.id}>
          <button
            type="button"
            className="tile-menu-row"
            onClick={() =>
              void goToPreset(camera.cameraId, preset.id).then((r) => !r.ok && notify("error", r.key, r.values))
            }
          >
            {preset.name}
          </button>
        </li>
      ))}
    </ul>
  );
}

type Shot = { state: "loading" } | { state: "success"; image: string; name: string } | { state: "error"; text: string };

/** The snapshot: a spinner, then the image with a download link (document 3 §2.1, §4). */
export function SnapshotMenu({ camera }: { camera: MosaicCamera }) {
  const t = useT("mosaicTile");
  const [shot, setShot] = useState<Shot>({ state: "loading" });
  useEffect(() => {
    const abort = new AbortController();
    void takeSnapshot(camera.cameraId, abort.signal).then((result) => {
      if (abort.signal.aborted) return;
      if (result.ok) setShot({ state: "success", image: result.image, name: snapshotFileName(new Date()) });
      else {
        notify("error", result.key, result.values);
        setShot({ state: "error", text: t(result.key, result.values) });
      }
    });
    return () => abort.abort();
  }, [camera.cameraId, t]);
  if (shot.state === "loading")
    return (
      <p className="tile-menu-busy" role="status">
        <span className="tile-spinner" aria-hidden="true" />
        {t("takingSnapshot")}
      </p>
    );
  if (shot.state === "error") return <p className="tile-menu-error">{shot.text}</p>;
  const src = `data:image/jpeg;base64,${shot.image}`;
  return (
    <figure className="tile-snapshot">
      <img src={src} alt={t("snapshotAlt", { camera: camera.cameraName })} />
      <a className="tile-menu-row" href={src} download={shot.name}>
        {t("download")}
      </a>
    </figure>
  );
}

/**
 * One switch per light (the mosaic tile's Lights menu and the live-unit view's footer Lights):
 * busy while its command runs; the state comes from `core/camera/relay-switches`.
 */
export function LightsMenu({ lights }: { lights: Lights }) {
  const list = useStore(lights.$lights);
  return (
    <ul className="tile-menu-list">
      {list.map((light) => (
        <li key={light.relayName}>
          <button
            type="button"
            role="switch"
            className="tile-menu-row tile-switch"
            aria-checked={light.state === "on"}
            aria-busy={light.busy}
            disabled={light.busy}
            onClick={() => void lights.toggle(light.relayName)}
          >
            <span>{light.uiLabel}</span>
            <span className="tile-switch-track" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
