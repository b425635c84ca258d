import type { FormEvent } from "react";
import { useT } from "../../ui/use-t";
import type { PresetRow, PresetRowEvent } from "../preset-rows";

interface Props {
  /** The row being edited or saved. */
  row: Exclude<PresetRow, { mode: "display" }>;
  onStep(event: PresetRowEvent): void;
  onSubmit(event: FormEvent): void;
}

/** A preset's rename form in the Presets menu (§2.1): its name, then Save and Cancel, or a spinner while saving. */
export function PresetRenameForm({ row, onStep, onSubmit }: Props) {
  const t = useT("streamPlayer");
  return (
    <form className="inline-form" onSubmit={onSubmit}>
      <input
        aria-label={t("presets.name")}
        value={row.draft}
        disabled={row.mode === "saving"}
        required
        onChange={(e) => onStep({ type: "change", draft: e.target.value })}
      />
      {row.mode === "saving" ? (
        <span className="spinner" role="status" aria-label={t("presets.saving")} />
      ) : (
        <>
          <button type="submit">{t("save")}</button>
          <button type="button" onClick={() => onStep({ type: "cancel" })}>
            {t("cancel")}
          </button>
        </>
      )}
    </form>
  );
}
