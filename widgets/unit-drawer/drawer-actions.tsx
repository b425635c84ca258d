import { useT } from "../ui/use-t";
import type { DrawerActions } from "./drawer-rules";

interface Props {
  actions: DrawerActions;
  onStream(): void;
  onHistory(): void;
}

/** Stream and History buttons with the access notice explaining a disabled one. */
export function DrawerActionBar({ actions, onStream, onHistory }: Props) {
  const t = useT("unitDrawer");
  return (
    <div className="actions-block">
      <div className="actions">
        {actions.stream !== "hidden" && (
          <button
            type="button"
            className="action primary"
            part="stream-button"
            disabled={actions.stream === "disabled"}
            onClick={onStream}
          >
            {t("stream")}
          </button>
        )}
        {actions.history !== "hidden" && (
          <button
            type="button"
            className="action"
            part="history-button"
            disabled={actions.history === "disabled"}
            onClick={onHistory}
          >
            {t("history")}
          </button>
        )}
      </div>
      {actions.notice && (
        <p className="notice" role="note">
          {t(actions.notice)}
        </p>
      )}
    </div>
  );
}
