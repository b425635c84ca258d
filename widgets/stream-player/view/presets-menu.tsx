import { useState, type FormEvent } from "react";
import { NewPresetForm } from "../../ui/camera/new-preset-form";
import { presetLabel } from "../../core/camera/preset-label";
import type { Preset, StreamMeta } from "../../core/schemas/stream";
import { useT } from "../../ui/use-t";
import { renamePreset } from "../camera-commands";
import { DISPLAY, presetRow, type PresetRow } from "../preset-rows";
import type { StreamSession } from "../stream-session";
import { SvgIcon } from "../ui/icons";
import { PresetRenameForm } from "./preset-rename-form";

interface Props {
  meta: StreamMeta;
  session: StreamSession;
  editing: boolean;
  canAdd: boolean;
  onGo(preset: Preset): void;
}

/** The Presets menu (§2.1): go to a preset; rename (display → edit → saving); 'New Preset'. */
export function PresetsMenu({ meta, session, editing, canAdd, onGo }: Props) {
  const t = useT("streamPlayer");
  const [rows, setRows] = useState<Record<number, PresetRow>>({});
  const rowOf = (id: number) => rows[id] ?? DISPLAY;
  const step = (id: number, event: Parameters<typeof presetRow>[1]) =>
    setRows((all) => ({ ...all, [id]: presetRow(all[id] ?? DISPLAY, event) }));
  const replace = (presets: Preset[]) => session.$meta.update((m) => ({ ...m, presets }));

  const rename = async (preset: Preset, event: FormEvent) => {
    event.preventDefault();
    const row = rowOf(preset.id);
    if (row.mode !== "edit" || row.draft.trim() === "") return;
    step(preset.id, { type: "submit" });
    try {
      const saved = await renamePreset(preset.id, row.draft.trim());
      replace(meta.presets.map((p) => (p.id === saved.id ? saved : p)));
      step(preset.id, { type: "saved" });
    } catch {
      step(preset.id, { type: "failed" });
      session.report({ severity: "error", key: "streamPlayer:errors.updatePreset" });
    }
  };
  return (
    <>
      <h3 className="menu-title">{t("presets.title")}</h3>
      {meta.presets.length === 0 && <p className="muted">{t("presets.none")}</p>}
      <ul className="menu-list presets">
        {meta.presets.map((preset) => {
          const row = rowOf(preset.id);
          const label = presetLabel(preset.name, preset.isHome, t("presets.home"));
          if (row.mode === "display")
            return (
              <li key={preset.id} part="menu-item" className="preset">
                <button
                  type="button"
                  className="row-button"
                  aria-label={t("presets.goTo", { name: preset.name })}
                  onClick={() => onGo(preset)}
                >
                  {label}
                </button>
                {editing && (
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t("presets.edit", { name: preset.name })}
                    onClick={() => step(preset.id, { type: "edit", name: preset.name })}
                  >
                    <SvgIcon name="edit" size={16} />
                  </button>
                )}
              </li>
            );
          return (
            <li key={preset.id} part="menu-item" className="preset">
              <PresetRenameForm
                row={row}
                onStep={(event) => step(preset.id, event)}
                onSubmit={(e) => void rename(preset, e)}
              />
            </li>
          );
        })}
      </ul>
      {canAdd && (
        <NewPresetForm
          cameraId={meta.cameraId}
          liveUnitId={meta.liveUnitId}
          icon={<SvgIcon name="plus" size={16} />}
          onCreated={(created) => session.$meta.update((m) => ({ ...m, presets: [...m.presets, created] }))}
          onFailed={() => session.report({ severity: "error", key: "streamPlayer:errors.addPreset" })}
        />
      )}
    </>
  );
}
