import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { mediaReady } from "../core/api/media-probe";
import { resolveMediaUrl } from "../core/api/media-request";
import { FullScreenButton, useFullScreen } from "../ui/mosaic";
import { useT } from "../ui/use-t";
import { clockOf, type MediaTileModel } from "./alert-media";
import { Icon } from "./icons";
import { createMediaTile } from "./media-tile-store";

/**
 * One alert media tile (document 3 §2.2, §4): waits for its media (the store polls), then the video
 * with play/pause, seek, 'elapsed/total' and full screen, or the image, or a placeholder; the
 * camera-role label in a corner.
 */
export function MediaTile({ tile, primary }: { tile: MediaTileModel; primary: boolean }) {
  const t = useT("alertView");
  const store = useMemo(
    () => createMediaTile({ video: tile.video, image: tile.image, preferVideo: primary, probe: mediaReady }),
    [tile.video, tile.image, primary],
  );
  useEffect(() => {
    store.start();
    return () => store.destroy();
  }, [store]);
  const state = useStore(store.$state);
  const box = useRef<HTMLElement>(null);
  const role = t(`roles.${tile.role}`);
  const [fullScreen, toggleFullScreen] = useFullScreen(box);

  let body;
  if (state.kind === "video") {
    body = <VideoBody key={state.media.url} url={state.media.url} label={role} onFailed={store.failed} />;
  } else if (state.kind === "image") {
    body = <img src={resolveMediaUrl(state.media.url)} alt={role} onError={store.failed} />;
  } else if (state.kind === "checking") {
    body = (
      <div className="media-wait" role="status">
        <span className="spinner" aria-hidden="true" />
        {t("waiting")}
      </div>
    );
  } else {
    body = (
      <div className="media-placeholder" role="img" aria-label={`${role}: ${t("noMedia")}`}>
        <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
          <path d="M3 7h12v10H3zM15 10l6-3v10l-6-3" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        <span>{t("noMedia")}</span>
      </div>
    );
  }
  return (
    <figure
      ref={box}
      className="media-tile"
      part="tile"
      data-role={tile.role}
      data-camera-id={tile.cameraId}
      data-state={state.kind}
    >
      {body}
      <figcaption className="media-label" part="tile-label">
        {role}
      </figcaption>
      {(state.kind === "video" || state.kind === "image") && (
        <FullScreenButton on={fullScreen} onClick={toggleFullScreen} className="corner" />
      )}
    </figure>
  );
}

/** The clip with its controls. Muted, so it may start by itself (browsers refuse sound unasked). */
function VideoBody({ url, label, onFailed }: { url: string; label: string; onFailed(): void }) {
  const t = useT("alertView");
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState({ elapsed: 0, total: 0 });
  const read = () => {
    const node = video.current;
    if (node) setTime({ elapsed: node.currentTime, total: Number.isFinite(node.duration) ? node.duration : 0 });
  };
  const toggle = () => {
    const node = video.current;
    if (!node) return;
    if (node.paused) void node.play().catch(() => undefined);
    else node.pause();
  };
  return (
    <>
      <video
        ref={video}
        src={resolveMediaUrl(url)}
        aria-label={label}
        muted
        playsInline
        autoPlay
        preload="auto"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={read}
        onLoadedMetadata={read}
        onDurationChange={read}
        onError={onFailed}
      />
      <div className="video-controls">
        <button
          type="button"
          className="tile-button"
          part="tile-button"
          aria-label={t(playing ? "pause" : "play")}
          title={t(playing ? "pause" : "play")}
          onClick={toggle}
        >
          <Icon name={playing ? "pause" : "play"} />
        </button>
        <input
          type="range"
          className="seek"
          part="seek"
          aria-label={t("seek")}
          min={0}
          max={time.total || 0}
          step={0.1}
          value={Math.min(time.elapsed, time.total || 0)}
          onChange={(event) => {
            const node = video.current;
            if (node) node.currentTime = Number(event.target.value);
            read();
          }}
        />
        <span className="elapsed">{t("elapsed", { elapsed: clockOf(time.elapsed), total: clockOf(time.total) })}</span>
      </div>
    </>
  );
}
