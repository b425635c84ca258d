import { useId, useState, type KeyboardEvent } from "react";
import { useT } from "../ui/use-t";

interface Props {
  name: string;
  /** Answers whether the list was deleted (then this card goes away with it). */
  onConfirm(): Promise<boolean>;
  onCancel(): void;
}

/** The confirmation before a list is deleted: Delete or Cancel (Escape); focus starts on Cancel. */
export function ConfirmDelete({ name, onConfirm, onCancel }: Props) {
  const t = useT("favorites");
  const textId = useId();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    if (!(await onConfirm())) setBusy(false);
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onCancel();
  };
  return (
    <div
      className="confirm"
      part="confirm"
      role="alertdialog"
      aria-label={t("deleteList", { name })}
      aria-describedby={textId}
      onKeyDown={escape}
    >
      <p id={textId}>{t("confirmDelete", { name })}</p>
      <button type="button" className="danger" disabled={busy} onClick={() => void confirm()}>
        {t("delete")}
      </button>
      <button type="button" autoFocus onClick={onCancel}>
        {t("cancel")}
      </button>
    </div>
  );
}
