import { useT } from "../../ui/use-t";
import { KEY_HELP } from "../keyboard";
import { Modal } from "./modal";

/** The keyboard shortcuts (`?`). */
export function KeysDialog({ onClose }: { onClose(): void }) {
  const t = useT("streamPlayer");
  return (
    <Modal title={t("keys.title")} onClose={onClose}>
      <dl className="keys">
        {KEY_HELP.map((entry) => (
          <div key={entry.action}>
            <dt>
              {entry.keys.map((key) => (
                <kbd key={key}>{key}</kbd>
              ))}
            </dt>
            <dd>{t(entry.action)}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
