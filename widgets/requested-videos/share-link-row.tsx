import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState, type RefObject } from "react";
import type { ShareLinkInfo } from "../core/schemas/requested-videos";
import { useT } from "../ui/use-t";
import { $revoking, clearRevokeError, revokeShareLink } from "./share-links-store";
import { zonedTime } from "./video-rows";

interface Props {
  liveUnitId: number;
  link: ShareLinkInfo;
  tz: string;
  locale: string;
}

interface ConfirmProps {
  busy: boolean;
  /** The failed revoke's message. */
  error: string | undefined;
  cancelRef: RefObject<HTMLButtonElement | null>;
  onConfirm(): void;
  onCancel(): void;
}

/** 'Revoke this link?': Revoke (inert while the call runs) and Cancel, and a failure's text. */
function RevokeConfirm({ busy, error, cancelRef, onConfirm, onCancel }: ConfirmProps) {
  const t = useT("requestedVideos");
  return (
    <div className="confirm" role="group" aria-label={t("shareLinks.confirm")}>
      <p>{t("shareLinks.confirm")}</p>
      <div className="confirm-buttons">
        <button type="button" className="text-button danger" aria-disabled={busy} onClick={onConfirm}>
          {busy ? t("shareLinks.revoking") : t("shareLinks.confirmRevoke")}
        </button>
        <button ref={cancelRef} type="button" className="text-button" aria-disabled={busy} onClick={onCancel}>
          {t("shareLinks.cancel")}
        </button>
      </div>
      {error !== undefined && (
        <p className="error" role="alert">
          {t("shareLinks.revokeFailed", { error })}
        </p>
      )}
    </div>
  );
}

/**
 * One share link. Revoke asks first (focus on Cancel); while the call runs the confirm button
 * stays focused but inert (aria-disabled, 'Revoking...'); a failure shows its text and keeps the
 * confirmation to try again; once revoked, focus moves to the link's status.
 */
export function ShareLinkRow({ liveUnitId, link, tz, locale }: Props) {
  const t = useT("requestedVideos");
  const revoking = useStore($revoking)[link.id];
  const [confirming, setConfirming] = useState(false);
  const revokeButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const statusCell = useRef<HTMLTableCellElement>(null);
  const focusNext = useRef<"cancel" | "revoke" | "status" | null>(null);
  const time = (iso: string) => zonedTime(Date.parse(iso), tz, locale);
  const created = time(link.createdDatetime);
  const busy = revoking?.busy === true;

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === "cancel") cancelButton.current?.focus();
    if (target === "revoke") revokeButton.current?.focus();
    if (target === "status") statusCell.current?.focus();
  });

  const confirm = async () => {
    if (busy) return;
    if (await revokeShareLink(liveUnitId, link.videoId, link.id)) {
      focusNext.current = "status";
      setConfirming(false);
    }
  };

  return (
    <tr part="share-link" data-share-id={link.id} className={`link-row link-row--${link.status}`}>
      <td data-label={t("shareLinks.columns.createdBy")}>{link.createdByName}</td>
      <td data-label={t("shareLinks.columns.created")}>{created}</td>
      <td data-label={t("shareLinks.columns.expires")}>{time(link.expiresDatetime)}</td>
      <td data-label={t("shareLinks.columns.opens")}>
        <span className="opens">{link.opens}</span>
        {link.lastOpenedDatetime && (
          <div className="muted small">{t("shareLinks.lastOpened", { time: time(link.lastOpenedDatetime) })}</div>
        )}
      </td>
      <td data-label={t("shareLinks.columns.status")} ref={statusCell} tabIndex={-1}>
        <span className={`state state--${link.status}`}>{t(`shareLinks.status.${link.status}`)}</span>
        {link.status === "revoked" && link.revokedByName && link.revokedDatetime && (
          <div className="muted small">
            {t("shareLinks.revokedBy", { name: link.revokedByName, time: time(link.revokedDatetime) })}
          </div>
        )}
      </td>
      <td data-label={t("shareLinks.columns.actions")}>
        {link.status === "active" && !confirming && (
          <button
            ref={revokeButton}
            type="button"
            className="text-button danger"
            part="revoke-button"
            aria-label={t("shareLinks.revokeLabel", { name: link.createdByName, created })}
            onClick={() => {
              focusNext.current = "cancel";
              setConfirming(true);
            }}
          >
            {t("shareLinks.revoke")}
          </button>
        )}
        {link.status === "active" && confirming && (
          <RevokeConfirm
            busy={busy}
            error={revoking?.error?.message}
            cancelRef={cancelButton}
            onConfirm={() => void confirm()}
            onCancel={() => {
              if (busy) return;
              clearRevokeError(link.id);
              focusNext.current = "revoke";
              setConfirming(false);
            }}
          />
        )}
      </td>
    </tr>
  );
}
