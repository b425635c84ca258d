import { useEffect, useId, useRef } from "react";
import { resolveMediaUrl } from "../core/api/media-request";
import { useT } from "../ui/use-t";
import { PanoramaPlayer } from "./panorama-player";
import { unitAddress, zonedTime, type VideoRow } from "./video-rows";

/**
 * The preview of a row: the video (a dewarped one in the 360° player), location, unit, camera,
 * recorded time with the location's time zone and the requester's e-mail. Closes with its button,
 * Escape or a backdrop click.
 */
interface Props {
  row: VideoRow;
  locale: string;
  /** The share links view of this row (only for users who may share). */
  onShareLinks?: () => void;
  onClose(): void;
}

export function PreviewDialog({ row, locale, onShareLinks, onClose }: Props) {
  const t = useT("requestedVideos");
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { video } = row;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const location = [video.locationName, unitAddress(video)].filter(Boolean).join(" — ");
  return (
    <dialog
      ref={dialog}
      className="preview"
      part="preview"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
    >
      <h2 id={titleId}>
        {video.name}
        {video.isThermal && <span className="label">{t("thermal")}</span>}
        {row.type === "dewarped" && <span className="label">{t("dewarped")}</span>}
      </h2>
      {row.type === "dewarped" ? (
        <PanoramaPlayer url={row.url} />
      ) : (
        <video className="preview-video" src={resolveMediaUrl(row.url)} controls autoPlay muted playsInline />
      )}
      <dl className="details">
        <dt>{t("preview.location")}</dt>
        <dd>{location || "—"}</dd>
        <dt>{t("preview.unit")}</dt>
        <dd>{video.liveUnitSerialNumber}</dd>
        <dt>{t("preview.camera")}</dt>
        <dd>{video.name}</dd>
        <dt>{t("preview.recorded")}</dt>
        <dd>
          {zonedTime(row.recordedMs, video.locationTimezone, locale)} ({video.locationTimezone})
        </dd>
        <dt>{t("preview.requestedBy")}</dt>
        <dd>
          {video.requestedByName} (<a href={`mailto:${video.requestedByEmail}`}>{video.requestedByEmail}</a>)
        </dd>
      </dl>
      <div className="actions">
        {onShareLinks && (
          <button type="button" className="text-button" part="share-links-button" onClick={onShareLinks}>
            {t("shareLinks.open")}
          </button>
        )}
        <button type="button" className="button" onClick={() => dialog.current?.close()}>
          {t("preview.close")}
        </button>
      </div>
    </dialog>
  );
}
