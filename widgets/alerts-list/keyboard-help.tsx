import { useEffect, useId, useRef } from "react";
import { useT } from "../ui/use-t";

/** The keys of the list, in the order the help shows them (their names are in the catalogue's `keys`). */
const KEYS = [
  { keys: ["j", "↓"], action: "next" },
  { keys: ["k", "↑"], action: "previous" },
  { keys: ["Enter"], action: "open" },
  { keys: ["r"], action: "resolve" },
  { keys: ["?"], action: "help" },
] as const;

/**
 * The list's keyboard shortcuts (`?`), in a modal dialog: Escape, its button or a backdrop click
 * close it, and the focus goes back to where it was (the browser returns it on close).
 */
export function KeyboardHelp({ onClose }: { onClose(): void }) {
  const t = useT("alertsList");
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="keyboard-help"
      part="keyboard-help"
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={(event) => event.stopPropagation()}
      onClick={(event) => {
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
    >
      <h3 id={titleId}>{t("keys.title")}</h3>
      <dl>
        {KEYS.map(({ keys, action }) => (
          <div key={action}>
            <dt>
              {keys.map((key) => (
                <kbd key={key}>{key}</kbd>
              ))}
            </dt>
            <dd>{t(`keys.${action}`)}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="action" autoFocus onClick={() => dialog.current?.close()}>
        {t("keys.close")}
      </button>
    </dialog>
  );
}
