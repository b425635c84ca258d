import { useStore } from "@nanostores/react";
import { useEffect, useId, useMemo, useRef } from "react";
import { dataOf } from "../core/api/remote-data";
import { StatusView, viewStatus } from "../ui/status";
import { useT } from "../ui/use-t";
import { ShareLinkRow } from "./share-link-row";
import { linksOfRow, shareLinksStore } from "./share-links-store";
import { zonedTime, type VideoRow } from "./video-rows";

interface Props {
  liveUnitId: number;
  row: VideoRow;
  locale: string;
  onClose(): void;
}

/**
 * The share links of a row's version: who made each and when, when it expires, how often it was
 * opened and whether it is active, expired or revoked (times in the location's zone); active
 * links can be revoked. Closes with its button, Escape or a backdrop click.
 */
export function ShareLinksDialog({ liveUnitId, row, locale, onClose }: Props) {
  const t = useT("requestedVideos");
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const store = useMemo(() => shareLinksStore(liveUnitId, row.video.id), [liveUnitId, row.video.id]);
  const remote = useStore(store);
  const all = dataOf(remote);
  const links = useMemo(() => linksOfRow(all ?? [], row), [all, row]);
  const status = viewStatus(remote, () => links.length === 0);
  const tz = row.video.locationTimezone;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="preview share-links"
      part="share-links"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
    >
      <h2 id={titleId}>
        {t("shareLinks.title")}
        {row.type === "dewarped" && <span className="label">{t("dewarped")}</span>}
      </h2>
      <p className="muted subtitle">
        {t("shareLinks.subtitle", { name: row.video.name, recorded: zonedTime(row.recordedMs, tz, locale) })}
      </p>
      <StatusView
        status={status}
        errorText={t("shareLinks.loadFailed", { error: remote.status === "error" ? remote.error.message : "" })}
        emptyText={t("shareLinks.empty")}
        loadingText={t("shareLinks.loading")}
        onRetry={() => void store.reload()}
      />
      {status.kind === "content" && (
        <table className="table links-table">
          <thead>
            <tr>
              <th scope="col">{t("shareLinks.columns.createdBy")}</th>
              <th scope="col">{t("shareLinks.columns.created")}</th>
              <th scope="col">{t("shareLinks.columns.expires")}</th>
              <th scope="col">{t("shareLinks.columns.opens")}</th>
              <th scope="col">{t("shareLinks.columns.status")}</th>
              <th scope="col">{t("shareLinks.columns.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {links.map((link) => (
              <ShareLinkRow key={link.id} liveUnitId={liveUnitId} link={link} tz={tz} locale={locale} />
            ))}
          </tbody>
        </table>
      )}
      <div className="actions">
        <button type="button" className="button" onClick={() => dialog.current?.close()}>
          {t("shareLinks.close")}
        </button>
      </div>
    </dialog>
  );
}
