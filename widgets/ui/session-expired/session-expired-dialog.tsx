import { useStore } from "@nanostores/react";
import { useEffect, useId, useRef, useState } from "react";
import { $sessionExpired, recheckSession, signIn } from "../../core/session/session-store";
import { ShadowScope } from "../shadow/shadow-scope";
import { useT } from "../use-t";
import css from "./session-expired.css?inline";
import "./session-expired.catalogue";

const STYLES = [css];

/** The expired-session modal (in its own shadow root): shows while `$sessionExpired` is true; 'Check again' or 'Sign in'. */
export function SessionExpiredDialog() {
  return (
    <ShadowScope styles={STYLES}>
      <ExpiredDialog />
    </ShadowScope>
  );
}

function ExpiredDialog() {
  const expired = useStore($sessionExpired);
  const t = useT("core");
  const own = useT("sessionExpired");
  const dialog = useRef<HTMLDialogElement>(null);
  const [checking, setChecking] = useState(false);
  const [stillExpired, setStillExpired] = useState(false);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (expired && !element.open) element.showModal();
    if (!expired && element.open) element.close();
  }, [expired]);

  const recheck = async () => {
    setChecking(true);
    const ok = await recheckSession();
    setChecking(false);
    setStillExpired(!ok);
  };

  return (
    <dialog
      ref={dialog}
      className="vms-session-expired"
      part="session-expired"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id={titleId}>{t("session.expiredTitle")}</h2>
      <p id={bodyId}>{t("session.expiredBody")}</p>
      {stillExpired && <p role="alert">{own("stillExpired")}</p>}
      <div className="vms-dialog-actions">
        <button type="button" className="vms-button" onClick={() => void recheck()} disabled={checking}>
          {checking ? own("checking") : t("session.recheck")}
        </button>
        <button type="button" className="vms-button vms-button-primary" onClick={signIn}>
          {t("session.signIn")}
        </button>
      </div>
    </dialog>
  );
}
