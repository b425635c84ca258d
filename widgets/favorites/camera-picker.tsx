import { useStore } from "@nanostores/react";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { dataOf } from "../core/api/remote-data";
import { viewStatus } from "../core/api/view-status";
import type { CamList } from "../core/schemas/favourites";
import { StatusView } from "../ui/status";
import { useT } from "../ui/use-t";
import {
  $pickerCameras,
  $pickerQuery,
  $pickerUnitId,
  $pickerUnits,
  toggleUnit,
  type PickerUnit,
} from "./camera-picker-store";
import { addCamera } from "./favorites-store";

/** The opened unit's cameras, each with Add (or 'In the list'). */
function UnitCameras({ list, unit, onAdded }: { list: CamList; unit: PickerUnit; onAdded(): void }) {
  const t = useT("favorites");
  const remote = useStore($pickerCameras);
  const [adding, setAdding] = useState<number | null>(null);
  const cameras = dataOf(remote)?.cameras ?? [];
  const status = viewStatus(remote, (data) => data.cameras.length === 0);
  const held = new Set(list.cameras.map((c) => c.camId));
  const add = async (camera: { id: number; name: string }) => {
    setAdding(camera.id);
    await addCamera(list, camera);
    setAdding(null);
    // The Add button is gone (or was disabled meanwhile): keep the focus in the picker.
    onAdded();
  };
  return (
    <div className="unit-cameras" role="group" aria-label={t("picker.camerasOf", { name: unit.name })}>
      <StatusView
        status={status}
        loadingText={t("picker.loadingCameras")}
        errorText={t("picker.camerasError")}
        emptyText={t("picker.noCameras")}
        onRetry={() => void $pickerCameras.reload()}
      />
      {status.kind === "content" && (
        <ul>
          {cameras.map((camera) => (
            <li key={camera.id} className="pick-camera">
              <span>{camera.name}</span>
              {held.has(camera.id) ? (
                <span className="muted">{t("picker.added")}</span>
              ) : (
                <button
                  type="button"
                  className="primary"
                  disabled={adding !== null}
                  aria-label={t("picker.addNamed", { camera: camera.name, unit: unit.name })}
                  onClick={() => void add(camera)}
                >
                  {t("picker.add")}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Add camera: a search over the live units the user may see, then a unit's cameras. Escape closes it. */
export function CameraPicker({ list, onClose }: { list: CamList; onClose(): void }) {
  const t = useT("favorites");
  const id = useId();
  const search = useRef<HTMLInputElement>(null);
  const query = useStore($pickerQuery) ?? "";
  const remote = useStore($pickerUnits);
  const openUnit = useStore($pickerUnitId);
  const units = dataOf(remote) ?? [];
  const status = viewStatus(remote, (data) => data.length === 0);
  const escape = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onClose();
  };
  return (
    <div className="picker" part="picker" role="group" aria-labelledby={`${id}-title`} onKeyDown={escape}>
      <div className="picker-head">
        <h4 id={`${id}-title`}>{t("picker.title", { name: list.name })}</h4>
        <button type="button" onClick={onClose}>
          {t("picker.close")}
        </button>
      </div>
      <input
        type="search"
        part="picker-input"
        ref={search}
        aria-label={t("picker.search")}
        placeholder={t("picker.search")}
        autoFocus
        value={query}
        onChange={(e) => $pickerQuery.set(e.target.value)}
      />
      <StatusView
        status={status}
        loadingText={t("picker.searching")}
        errorText={t("picker.unitsError")}
        emptyText={t("picker.noUnits")}
        onRetry={() => void $pickerUnits.reload()}
      />
      {status.kind === "content" && (
        <ul className="units" aria-busy={status.stale || undefined}>
          {units.map((unit) => (
            <li key={unit.id}>
              <button
                type="button"
                className="unit-button"
                aria-expanded={openUnit === unit.id}
                onClick={() => toggleUnit(unit.id)}
              >
                <span className="unit-name">{unit.name}</span>
                {unit.detail && <span className="muted">{unit.detail}</span>}
              </button>
              {openUnit === unit.id && <UnitCameras list={list} unit={unit} onAdded={() => search.current?.focus()} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
