import { useState, type FormEvent } from "react";
import { useT } from "../../ui/use-t";
import { DEFAULT_MINUTES_TEXT, parseSuspendMinutes } from "../suspend-patrol";
import { Modal } from "./modal";

interface Props {
  onSuspend(minutes: number): Promise<boolean>;
  onClose(): void;
}

/** Suspend Patrol's dialog (§2.1, §5): free-text minutes, default '5', parsed as an integer on confirm. */
export function PatrolDialog({ onSuspend, onClose }: Props) {
  const t = useT("streamPlayer");
  const [text, setText] = useState(DEFAULT_MINUTES_TEXT);
  const [busy, setBusy] = useState(false);
  const minutes = parseSuspendMinutes(text);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (minutes === null) return;
    setBusy(true);
    if (await onSuspend(minutes)) onClose();
    else setBusy(false);
  };
  return (
    <Modal title={t("patrol.dialogTitle")} onClose={onClose}>
      <form className="modal-form" onSubmit={(e) => void submit(e)}>
        <label>
          {t("patrol.minutes")}
          <input
            inputMode="numeric"
            value={text}
            aria-invalid={minutes === null}
            aria-describedby="patrol-help"
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <small id="patrol-help">{t("patrol.minutesHelp")}</small>
        <div className="modal-actions">
          <button type="button" onClick={onClose}>
            {t("cancel")}
          </button>
          <button type="submit" className="primary" disabled={minutes === null || busy}>
            {t("patrol.confirm")}
          </button>
        </div>
      </form>
    </Modal>
  );
}
