import { resolveMediaUrl } from "../core/api/media-request";
import { useT } from "../ui/use-t";
import { zonedTime, type VideoRow } from "./video-rows";

/** The icons of a row's actions (24×24 strokes). */
const ICONS = {
  share: "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1",
  shareLinks: "M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01",
  download: "M12 4v11m0 0-4-4m4 4 4-4M5 20h14",
} as const;

interface ActionProps {
  part: string;
  icon: keyof typeof ICONS;
  label: string;
  title: string;
  onClick(): void;
}

/** One of a row's icon buttons. */
function RowAction({ part, icon, label, title, onClick }: ActionProps) {
  return (
    <button type="button" className="icon-button" part={part} aria-label={label} title={title} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d={ICONS[icon]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

export interface VideoTableRowProps {
  row: VideoRow;
  locale: string;
  canShare: boolean;
  copied: { key: string; link: string; copied: boolean } | null;
  onOpen(row: VideoRow): void;
  onShare(row: VideoRow): void;
  onShareLinks(row: VideoRow): void;
  onDownload(row: VideoRow): void;
}

type ActionsCellProps = Pick<
  VideoTableRowProps,
  "row" | "canShare" | "copied" | "onShare" | "onShareLinks" | "onDownload"
> & {
  /** The recorded time as shown (in the share links button's name). */
  recorded: string;
};

/** The row's actions (share, its share links, download) and the link just copied. */
function ActionsCell({ row, recorded, canShare, copied, onShare, onShareLinks, onDownload }: ActionsCellProps) {
  const t = useT("requestedVideos");
  return (
    <td data-label={t("columns.actions")} onClick={(event) => event.stopPropagation()}>
      <div className="row-actions">
        {canShare && (
          <RowAction
            part="share-button"
            icon="share"
            label={t("share")}
            title={t("share")}
            onClick={() => onShare(row)}
          />
        )}
        {canShare && (
          <RowAction
            part="share-links-button"
            icon="shareLinks"
            label={t("shareLinks.openFor", { name: row.video.name, recorded })}
            title={t("shareLinks.open")}
            onClick={() => onShareLinks(row)}
          />
        )}
        <RowAction
          part="download-button"
          icon="download"
          label={t("download")}
          title={t("download")}
          onClick={() => onDownload(row)}
        />
      </div>
      {copied?.key === row.key && (
        <div className="copied" role="status">
          {copied.copied && <span>{t("copied")}</span>}
          <input
            className="link-field"
            readOnly
            value={copied.link}
            aria-label={t("shareLink")}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
    </td>
  );
}

/** One requested video (its plain or its dewarped version): opens its preview; share and download act on it only. */
export function VideoTableRow({
  row,
  locale,
  canShare,
  copied,
  onOpen,
  onShare,
  onShareLinks,
  onDownload,
}: VideoTableRowProps) {
  const t = useT("requestedVideos");
  const tz = row.video.locationTimezone;
  const recorded = zonedTime(row.recordedMs, tz, locale);
  return (
    <tr part="row" data-key={row.key} className="row" onClick={() => onOpen(row)}>
      <td data-label={t("columns.thumbnail")}>
        <video
          className="thumb"
          part="thumbnail"
          src={`${resolveMediaUrl(row.url)}#t=0.5`}
          preload="metadata"
          muted
          aria-hidden="true"
          tabIndex={-1}
        />
      </td>
      <td data-label={t("columns.camera")}>
        <div className="camera-cell">
          <button
            type="button"
            className="link"
            aria-label={t("open", { name: row.video.name, recorded })}
            onClick={(event) => {
              event.stopPropagation();
              onOpen(row);
            }}
          >
            {row.video.name}
          </button>
          {row.video.isThermal && <span className="label">{t("thermal")}</span>}
          {row.type === "dewarped" && <span className="label">{t("dewarped")}</span>}
        </div>
      </td>
      <td data-label={t("columns.recorded")}>{recorded}</td>
      <td data-label={t("columns.requested")}>{zonedTime(row.requestedMs, tz, locale)}</td>
      <td data-label={t("columns.requestedBy")}>{row.video.requestedByName}</td>
      <ActionsCell
        row={row}
        recorded={recorded}
        canShare={canShare}
        copied={copied}
        onShare={onShare}
        onShareLinks={onShareLinks}
        onDownload={onDownload}
      />
    </tr>
  );
}
