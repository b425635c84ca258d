import { useState, type FormEvent, type ReactNode } from "react";
import type { Preset } from "../../core/schemas/stream";
import { useT } from "../use-t";
import "../../core/camera/camera-commands.catalogue";
import { canSaveNewPreset, createPreset, type NewPresetForm } from "../../core/camera/new-preset";

interface Props {
  /** The streaming camera (null: none chosen, Save stays disabled). */
  cameraId: number | null;
  liveUnitId: number;
  /** Shown before 'New Preset' on the button that opens the form. */
  icon?: ReactNode;
  onCreated(preset: Preset): void;
  /** The save failed; the form stays open with the typed name. */
  onFailed(error: unknown): void;
}

/**
 * The 'New Preset' button and form (document 3 §2.1, §2.2) shared by the stream page's Presets menu
 * and a mosaic tile's: name required, empty submit ignored, save / cancel, a spinner while saving.
 */
export function NewPresetForm({ cameraId, liveUnitId, icon, onCreated, onFailed }: Props) {
  const t = useT("cameraCommands");
  const [form, setForm] = useState<NewPresetForm>({ mode: "closed" });
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (form.mode !== "open" || cameraId === null || !canSaveNewPreset(form, cameraId)) return;
    const draft = form.draft.trim();
    setForm({ mode: "saving", draft });
    try {
      const created = await createPreset(cameraId, liveUnitId, draft);
      setForm({ mode: "closed" });
      onCreated(created);
    } catch (error) {
      setForm({ mode: "open", draft });
      onFailed(error);
    }
  };

  if (form.mode === "closed")
    return (
      <button type="button" className="text-button" onClick={() => setForm({ mode: "open", draft: "" })}>
        {icon} {t("presets.newPreset")}
      </button>
    );
  return (
    <form className="inline-form new-preset" onSubmit={(e) => void add(e)}>
      <input
        aria-label={t("presets.newPreset")}
        placeholder={t("presets.newPreset")}
        value={form.draft}
        required
        disabled={form.mode === "saving"}
        onChange={(e) => setForm({ mode: "open", draft: e.target.value })}
      />
      {form.mode === "saving" ? (
        <span className="spinner" role="status" aria-label={t("presets.saving")} />
      ) : (
        <>
          <button type="submit" disabled={!canSaveNewPreset(form, cameraId)}>
            {t("presets.save")}
          </button>
          <button type="button" onClick={() => setForm({ mode: "closed" })}>
            {t("presets.cancel")}
          </button>
        </>
      )}
    </form>
  );
}
