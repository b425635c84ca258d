import { useEffect, useId, useRef, useState } from "react";
import type { Viewer } from "../core/schemas/realtime";
import { useT } from "../ui/use-t";
import { Icon } from "./icons";
import { showViewersButton, viewerRows } from "./viewers-format";

interface Props {
  title: string | undefined;
  viewers: readonly Viewer[] | undefined;
  username: string | undefined;
  onBack(): void;
}

/** The header (document 3 §2.2): back to /alerts, '{location name}, {live unit name}', the viewers. */
export function ViewHeader({ title, viewers, username, onBack }: Props) {
  const t = useT("alertView");
  return (
    <header className="header" part="header">
      <button type="button" className="icon-button" part="back-button" aria-label={t("back")} onClick={onBack}>
        <Icon name="back" />
      </button>
      {title ? (
        <h2 className="title" part="title">
          {title}
        </h2>
      ) : (
        <span className="title" />
      )}
      {viewers && showViewersButton(viewers) && <ViewersButton viewers={viewers} username={username} />}
    </header>
  );
}

/** The running times tick every second while the popup is open. */
function useNow(on: boolean): [number, (now: number) => void] {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [on]);
  return [now, setNow];
}

function ViewersButton({ viewers, username }: { viewers: readonly Viewer[]; username: string | undefined }) {
  const t = useT("alertView");
  const [open, setOpen] = useState(false);
  const popupId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [now, setNow] = useNow(open);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const toggle = () => {
    setNow(Date.now());
    setOpen(!open);
  };
  return (
    <div className="viewers">
      <button
        ref={button}
        type="button"
        className="viewers-button"
        part="viewers-button"
        aria-expanded={open}
        aria-controls={popupId}
        onClick={toggle}
      >
        <Icon name="viewers" />
        {t("viewers", { count: viewers.length })}
      </button>
      {open && (
        <div
          id={popupId}
          className="viewers-popup"
          part="viewers-popup"
          role="dialog"
          aria-label={t("viewersTitle")}
          onKeyDown={(event) => event.key === "Escape" && close()}
        >
          <ul>
            {viewerRows(viewers, now, username).map((row) => (
              <li key={row.key} className="viewer">
                <span className="viewer-name">
                  {row.name} {row.you && <span className="you">{t("you")}</span>}
                </span>
                <span className="viewer-time" aria-label={t("joinedFor", { time: row.running })}>
                  {row.running}
                </span>
                <span className="viewer-username">{row.username}</span>
                <span className={`access access-${row.access}`}>{t(`access.${row.access}`)}</span>
              </li>
            ))}
          </ul>
          <button type="button" className="text-button" onClick={close}>
            {t("closeViewers")}
          </button>
        </div>
      )}
    </div>
  );
}
