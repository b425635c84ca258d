import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { toApiError } from "../../core/api/api-error";
import { dataOf } from "../../core/api/remote-data";
import { NewPresetForm } from "../camera/new-preset-form";
import { presetLabel } from "../../core/camera/preset-label";
import { snapshotFileName } from "../../core/camera/snapshot-name";
import type { Lights } from "../../core/camera/relay-switches";
import { $config } from "../../core/config/config-store";
import { notify } from "../../core/notifications/notifications-store";
import type { MosaicCamera } from "../../core/schemas/mosaic";
import type { Preset } from "../../core/schemas/stream";
import { $userInfo } from "../../core/session/session-store";
import { useT } from "../use-t";
import { goToPreset, takeSnapshot } from "../../core/mosaic/tile-commands";

interface PresetsMenuProps {
  camera: MosaicCamera;
  /** The tile's presets: the mosaic's, plus those created here. */
  presets: Preset[];
  onCreated(preset: Preset): void;
}

/**
 * The preset list: one button per preset; for selfService users the 'New Preset' form and the
 * camera's Settings link of the service portal (new tab; document 3 §2.2). A failure shows as a
 * notification.
 */
export function PresetsMenu({ camera, presets, onCreated }: PresetsMenuProps) {
  const t = useT("cameraCommands");
  // 'New Preset' and Settings: the signed-in user's selfService permission (document 3 §6).
  const selfService = dataOf(useStore($userInfo))?.permissions.selfService ?? false;
  const base = useStore($config).selfServiceUrl;
  return (
    <>
      <ul className="tile-menu-list">
        {presets.map((preset) => (
          <li key={preset.id}>
            <button
              type="button"
              className="tile-menu-row"
              onClick={() =>
                void goToPreset(camera.cameraId, preset.id).then((r) => !r.ok && notify("error", r.key, r.values))
              }
            >
              {presetLabel(preset.name, preset.isHome, t("presets.home"))}
            </button>
          </li>
        ))}
      </ul>
      {selfService && (
        <div className="tile-preset-tools">
          <NewPresetForm
            cameraId={camera.cameraId}
            liveUnitId={camera.liveUnitId}
            onCreated={onCreated}
            onFailed={(error) =>
              notify("error", "cameraCommands:errors.addPreset", { message: toApiError(error).message })
            }
          />
          <a
            className="tile-menu-row"
            href={new URL(`/camera/${camera.cameraId}`, base).href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("settingsNewTab", { label: t("presets.settings") })}
          >
            {t("presets.settings")}
          </a>
        </div>
      )}
    </>
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
      if (result.ok)
        setShot({ state: "success", image: result.image, name: snapshotFileName(new Date(), camera.locationTimezone) });
      else {
        notify("error", result.key, result.values);
        setShot({ state: "error", text: t(result.key, result.values) });
      }
    });
    return () => abort.abort();
  }, [camera.cameraId, camera.locationTimezone, t]);
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
