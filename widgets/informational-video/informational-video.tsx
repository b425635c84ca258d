import { useStore } from "@nanostores/react";
import { useEffect, useId, useRef, useState } from "react";
import type { InformationalVideo as Video } from "../core/schemas/session";
import { viewStatus } from "../core/api/view-status";
import "./informational-video.catalogue";
import { defineWidget, type ViewProps, type WidgetProps } from "../ui/element/define-widget";
import { useAuthRequired } from "../ui/status/use-auth-required";
import { useT } from "../ui/use-t";
import css from "./informational-video.css?inline";
import { informationalVideoSpec } from "./informational-video.spec";
import {
  $openInformationalVideo,
  closeInformationalVideo,
  informationalVideoStore,
  openInformationalVideo,
} from "./informational-video-store";

/**
 * True once the page has had an idle moment after the modal opened (at most `MEDIA_DELAY_MS`
 * later; idle callbacks run after a frame, so after the modal's first paint). The video element is
 * made then: its player, its controls (a shadow tree of their own, styled and laid out in the forced
 * layout of `showModal`) and its metadata request otherwise ran in the task that opens the modal, on
 * a first visit, while the page was still starting (Lighthouse mobile: that task's CPU time went
 * from ~20 ms to ~9 ms). Its box is reserved by the stylesheet, so nothing moves when it comes.
 */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const done = () => setReady(true);
    // Safari has no requestIdleCallback: a task of its own there.
    if (typeof requestIdleCallback !== "function") {
      const timer = setTimeout(done, 0);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(done, { timeout: MEDIA_DELAY_MS });
    return () => cancelIdleCallback(idle);
  }, []);
  return ready;
}

/** At most this long after the modal opens, the video element is made even if the page is busy. */
const MEDIA_DELAY_MS = 1000;

function VideoBody({ video }: { video: Video }) {
  const t = useT("informationalVideo");
  const [failed, setFailed] = useState(false);
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const ready = useAfterFirstPaint();
  return (
    <div className="vms-info-video-media">
      {!ready ? null : failed ? (
        <>
          {video.thumbnail_url && !thumbnailFailed && (
            <img src={video.thumbnail_url} alt={t("thumbnail")} onError={() => setThumbnailFailed(true)} />
          )}
          <p className="vms-info-video-note">{t("videoUnavailable")}</p>
        </>
      ) : (
        <video
          src={video.video_url}
          poster={video.thumbnail_url ?? undefined}
          controls
          preload="metadata"
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}

/** Props of `InformationalVideo` (from its spec): `page`, `className`, `style`. */
export type InformationalVideoProps = WidgetProps<typeof informationalVideoSpec>;

/**
 * The help button and the informational video modal of a page. The modal opens on its own when the
 * user has not viewed the video yet; closing it records the view.
 */
function InformationalVideoView({ page }: ViewProps<typeof informationalVideoSpec>) {
  return page ? <PageVideo key={page} page={page} /> : null;
}

function PageVideo({ page }: { page: NonNullable<ViewProps<typeof informationalVideoSpec>["page"]> }) {
  const t = useT("informationalVideo");
  const remote = useStore(informationalVideoStore(page));
  const open = useStore($openInformationalVideo) === page;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const video = remote.status === "success" ? remote.data : null;
  // A help button shows nothing while loading or after a failure; nobody signed in is told to the host.
  useAuthRequired(viewStatus(remote));

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && video && !element.open) element.showModal();
    if (!(open && video) && element.open) element.close();
  }, [open, video]);

  if (!video) return null;
  return (
    <>
      <button
        type="button"
        className="vms-info-video-help"
        part="help-button"
        aria-label={t("help")}
        title={t("help")}
        onClick={() => openInformationalVideo(page)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <dialog
        ref={dialog}
        className="vms-info-video"
        part="informational-video"
        aria-labelledby={titleId}
        onClose={() => void closeInformationalVideo(video)}
      >
        <h2 id={titleId}>{video.header_text ?? t("defaultTitle")}</h2>
        {open && <VideoBody video={video} />}
        <p className="vms-info-video-body">{video.body_text}</p>
        <div className="vms-dialog-actions">
          {video.documentation_url && (
            <a className="vms-button" href={video.documentation_url} target="_blank" rel="noopener noreferrer">
              {t("moreInfo")}
            </a>
          )}
          <button type="button" className="vms-button vms-button-primary" onClick={() => dialog.current?.close()}>
            {t("close")}
          </button>
        </div>
      </dialog>
    </>
  );
}

/** The informational video of a page (`<vms-informational-video>` as an element). Registers nothing. */
export const InformationalVideo = defineWidget(informationalVideoSpec, InformationalVideoView, { styles: [css] });
