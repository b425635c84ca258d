import { useStore } from "@nanostores/react";
import { useId, useMemo, useState } from "react";
import { dataOf } from "../core/api/remote-data";
import { $language } from "../core/i18n/i18n";
import { defineWidget, type ViewProps, type WidgetProps } from "../ui/element/define-widget";
import { StatusView, statusStyles, viewStatus } from "../ui/status";
import { useT } from "../ui/use-t";
import { PreviewDialog } from "./preview-dialog";
import css from "./requested-videos.css?inline";
import { requestedVideosSpec } from "./requested-videos.spec";
import { ClipProgressList } from "./clip-progress-list";
import {
  $canShare,
  $copiedLink,
  clipProgressOf,
  downloadVideo,
  requestedVideosStore,
  shareVideo,
} from "./requested-videos-store";
import { ShareLinksDialog } from "./share-links-dialog";
import { VideoTable } from "./video-table";
import { selectedRow, unitAddress, videoRows, type VideoType } from "./video-rows";
import "./requested-videos.catalogue";

/** Props of `RequestedVideos` (from its spec): `liveUnitId`, `videoId`, `videoType`, `onPreviewOpen`, … */
export type RequestedVideosProps = WidgetProps<typeof requestedVideosSpec>;
type View = ViewProps<typeof requestedVideosSpec>;

function RequestedVideosView(props: View) {
  return props.liveUnitId === undefined ? null : <UnitVideos key={props.liveUnitId} {...props} />;
}

/** The unit's location and address under the title, from its first video ("" before any). */
function headingAddress(videos: Parameters<typeof videoRows>[0] | undefined): string {
  const first = videos?.[0];
  return first ? [first.locationName, unitAddress(first)].filter(Boolean).join(" — ") : "";
}

type Chosen = { id: number; type: VideoType };

/** The preview: chosen by the host's video_id / video_type (again whenever they change), then by the user. */
function useHostPreview(videoId: number | undefined, videoType: VideoType | undefined) {
  const fromHost = videoId === undefined ? null : { id: videoId, type: videoType ?? "normal" };
  const hostKey = fromHost ? `${fromHost.id}:${fromHost.type}` : "";
  const [seenHostKey, setSeenHostKey] = useState(hostKey);
  const [preview, setPreview] = useState<Chosen | null>(fromHost);
  if (seenHostKey !== hostKey) {
    setSeenHostKey(hostKey);
    setPreview(fromHost);
  }
  return [preview, setPreview] as const;
}

function UnitVideos({ liveUnitId, videoId, videoType, emit }: View) {
  const t = useT("requestedVideos");
  const titleId = useId();
  const unitId = liveUnitId!;
  const store = useMemo(() => requestedVideosStore(unitId), [unitId]);
  const remote = useStore(store);
  const clips = useStore(useMemo(() => clipProgressOf(unitId), [unitId]));
  const locale = useStore($language);
  const canShare = useStore($canShare);
  const copied = useStore($copiedLink);
  const videos = dataOf(remote);
  const rows = useMemo(() => videoRows(videos ?? []), [videos]);
  const status = viewStatus(remote, (data) => data.length === 0);

  const [preview, setPreview] = useHostPreview(videoId, videoType);
  const closePreview = () => {
    setPreview(null);
    emit("vms-preview-close", null);
  };
  const previewRow = preview ? selectedRow(rows, preview.id, preview.type) : null;
  const [linksOf, setLinksOf] = useState<Chosen | null>(null);
  const linksRow = linksOf && canShare ? selectedRow(rows, linksOf.id, linksOf.type) : null;

  const address = headingAddress(videos);
  const errorMessage = remote.status === "error" ? remote.error.message : "";
  return (
    <section className="requested" part="list" aria-labelledby={titleId}>
      <header className="heading">
        <h2 id={titleId}>{t("title")}</h2>
        {address && <p className="address">{address}</p>}
      </header>
      <ClipProgressList clips={clips} />
      <StatusView
        status={status}
        errorText={t("errors.load", { error: errorMessage })}
        emptyText={t("empty")}
        loadingText={t("loading")}
        onRetry={() => void store.reload()}
      />
      {status.kind === "content" && (
        <VideoTable
          rows={rows}
          locale={locale}
          canShare={canShare}
          copied={copied}
          onOpen={(row) => {
            setPreview({ id: row.video.id, type: row.type });
            emit("vms-preview-open", { videoId: row.video.id, videoType: row.type });
          }}
          onShare={(row) => void shareVideo(unitId, row)}
          onShareLinks={(row) => setLinksOf({ id: row.video.id, type: row.type })}
          onDownload={(row) => void downloadVideo(row)}
        />
      )}
      {previewRow && (
        <PreviewDialog
          key={previewRow.key}
          row={previewRow}
          locale={locale}
          onShareLinks={
            canShare
              ? () => {
                  closePreview();
                  setLinksOf({ id: previewRow.video.id, type: previewRow.type });
                }
              : undefined
          }
          onClose={closePreview}
        />
      )}
      {linksRow && (
        <ShareLinksDialog
          key={linksRow.key}
          liveUnitId={unitId}
          row={linksRow}
          locale={locale}
          onClose={() => setLinksOf(null)}
        />
      )}
    </section>
  );
}

/** The Previously Requested Videos list (`<vms-requested-videos>` as an element). Registers nothing. */
export const RequestedVideos = defineWidget(requestedVideosSpec, RequestedVideosView, { styles: [css, statusStyles] });
