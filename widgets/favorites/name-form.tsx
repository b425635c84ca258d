import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { CAM_LIST_NAME_MAX } from "../core/schemas/favourites";
import { useT } from "../ui/use-t";

/** Why a name is refused (document 1 §5 gives no rule; the contract: required, at most 100 characters). */
export function nameProblem(name: string): "nameRequired" | "nameTooLong" | null {
  const trimmed = name.trim();
  if (trimmed === "") return "nameRequired";
  if (trimmed.length > CAM_LIST_NAME_MAX) return "nameTooLong";
  return null;
}

interface Props {
  initial?: string;
  submitLabel: string;
  /** Answers whether the name was saved (the form then closes itself through `onCancel`'s owner). */
  onSubmit(name: string): Promise<boolean>;
  onCancel(): void;
}

/** A list's name, for New list and Rename: Enter saves, Escape cancels; busy while saving. */
export function NameForm({ initial = "", submitLabel, onSubmit, onCancel }: Props) {
  const t = useT("favorites");
  const id = useId();
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = nameProblem(name);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || busy) return;
    setBusy(true);
    const saved = await onSubmit(name.trim());
    if (!saved) setBusy(false);
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onCancel();
  };
  const shown = touched && problem;
  return (
    <form className="name-form" part="name-form" onSubmit={(e) => void submit(e)} onKeyDown={escape} noValidate>
      <label htmlFor={`${id}-name`}>{t("listName")}</label>
      <input
        id={`${id}-name`}
        value={name}
        autoFocus
        maxLength={CAM_LIST_NAME_MAX + 1}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-problem` : undefined}
        onChange={(e) => setName(e.target.value)}
      />
      <button type="submit" className="primary" disabled={busy}>
        {submitLabel}
      </button>
      <button type="button" onClick={onCancel}>
        {t("cancel")}
      </button>
      {shown && (
        <span id={`${id}-problem`} className="problem" role="alert">
          {t(problem, { max: CAM_LIST_NAME_MAX })}
        </span>
      )}
    </form>
  );
}
