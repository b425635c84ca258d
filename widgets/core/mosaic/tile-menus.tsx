import { useEffect, useRef, useState } from "react";
import { notify } from "../notifications/notifications-store";
import type { MosaicCamera } from "../schemas/mosaic";
import type { RelayState } from "../schemas/stream";
import { useT } from "../../ui/use-t";
import { goToPreset, switchLight, takeSnapshot } from "./tile-commands";
import { cameraLights, lightRevertDelay, snapshotFileName } from "./tile-rules";

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

/** One switch per light; busy while the command runs; back to its default after its delay (§4). */
export function LightsMenu({ camera }: { camera: MosaicCamera }) {
  const lights = cameraLights(camera);
  const [states, setStates] = useState<Record<string, RelayState>>(() =>
    Object.fromEntries(lights.map((l) => [l.relayName, l.stateDefault])),
  );
  const [busy, setBusy] = useState<string | null>(null);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  const toggle = async (relayName: string) => {
    const light = lights.find((l) => l.relayName === relayName)!;
    const next: RelayState = (states[relayName] ?? light.stateDefault) === "on" ? "off" : "on";
    setBusy(relayName);
    const result = await switchLight(camera.cameraId, relayName, next);
    setBusy(null);
    clearTimeout(timers.current.get(relayName));
    if (!result.ok) {
      notify("error", result.key, result.values);
      setStates((s) => ({ ...s, [relayName]: light.stateDefault }));
      return;
    }
    setStates((s) => ({ ...s, [relayName]: next }));
    const delay = lightRevertDelay(light, next);
    if (delay !== null)
      timers.current.set(
        relayName,
        setTimeout(() => setStates((s) => ({ ...s, [relayName]: light.stateDefault })), delay),
      );
  };
  return (
    <ul className="tile-menu-list">
      {lights.map((light) => (
        <li key={light.relayName}>
          <button
            type="button"
            role="switch"
            className="tile-menu-row tile-switch"
            aria-checked={states[light.relayName] === "on"}
            aria-busy={busy === light.relayName}
            disabled={busy === light.relayName}
            onClick={() => void toggle(light.relayName)}
          >
            <span>{light.uiLabel}</span>
            <span className="tile-switch-track" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
