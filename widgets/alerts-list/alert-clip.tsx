import { useState } from "react";
import { resolveMediaUrl } from "../core/api/media-request";
import { useT } from "../ui/use-t";
import type { Clip } from "./alert-item-model";

/**
 * One of the three clips (Left, Primary, Right): the thumbnail image; the video plays muted on hover
 * or keyboard focus (document 3 §2.3) and stops when the pointer or the focus leaves. A placeholder
 * until the media arrive.
 * The `<video>` exists only while it plays: a list scrolled through thousands of alerts mounts
 * images, not media elements (each one costs a media player in the browser).
 */
export function AlertClip({ clip }: { clip: Clip }) {
  const t = useT("alertsList");
  const [playing, setPlaying] = useState(false);
  const label = t("clip", { role: t(`roles.${clip.role}`) });
  const poster = clip.image ? resolveMediaUrl(clip.image.url) : undefined;
  const play = () => setPlaying(clip.video !== undefined);
  const stop = () => setPlaying(false);
  let body;
  if (clip.video && (playing || !poster)) {
    body = (
      <video
        src={resolveMediaUrl(clip.video.url)}
        poster={poster}
        muted
        loop
        playsInline
        autoPlay={playing}
        preload={playing ? "auto" : "none"}
        aria-label={label}
      />
    );
  } else if (poster) {
    body = <img src={poster} alt={label} loading="lazy" decoding="async" />;
  } else {
    body = (
      <span className="clip-placeholder" role="img" aria-label={`${label}: ${t("noMedia")}`}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M3 7h12v10H3zM15 10l6-3v10l-6-3" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </span>
    );
  }
  return (
    <figure
      className="clip"
      part="clip"
      data-role={clip.role}
      data-ready={clip.video ? "video" : poster ? "image" : "none"}
      data-playing={playing || undefined}
      tabIndex={clip.video ? 0 : undefined}
      aria-label={clip.video ? label : undefined}
      onMouseEnter={play}
      onMouseLeave={stop}
      onFocus={play}
      onBlur={stop}
    >
      {body}
      <figcaption>{t(`roles.${clip.role}`)}</figcaption>
    </figure>
  );
}
