import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from "react";
import { resolveMediaUrl } from "../core/api/media-request";
import { useT } from "../ui/use-t";
import type { PanoramaScene } from "./panorama-types";
import { report } from "../core/report/report";

/** Degrees per dragged pixel, and per arrow key press. */
export const DRAG_DEGREES_PER_PX = 0.15;
export const KEY_STEP_DEGREES = 10;

const KEY_STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-KEY_STEP_DEGREES, 0],
  ArrowRight: [KEY_STEP_DEGREES, 0],
  ArrowUp: [0, KEY_STEP_DEGREES],
  ArrowDown: [0, -KEY_STEP_DEGREES],
};

/** three.js loaded and the scene made on the stage with the video as its texture (disposed on unmount). */
function usePanoramaScene(stage: RefObject<HTMLDivElement | null>, video: RefObject<HTMLVideoElement | null>) {
  const scene = useRef<PanoramaScene | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  useEffect(() => {
    let cancelled = false;
    import("./panorama-scene")
      .then(({ createPanoramaScene }) => {
        if (cancelled || !stage.current || !video.current) return;
        scene.current = createPanoramaScene(stage.current, video.current);
        setState("ready");
      })
      .catch((error: unknown) => {
        report({ level: "error", code: "video.panorama", message: "the 360° player could not start", error });
        if (!cancelled) setState("failed");
      });
    return () => {
      cancelled = true;
      scene.current?.dispose();
      scene.current = null;
    };
  }, [stage, video]); // refs: the same objects on every render (runs once)
  return { scene, state };
}

/**
 * The 360° player of a dewarped video: the banner, a view to drag (or turn with the arrow keys), and
 * the video playing muted in a loop as its texture. three.js is loaded on first use (its own chunk);
 * without WebGL the video is shown flat with a note.
 */
export function PanoramaPlayer({ url }: { url: string }) {
  const t = useT("requestedVideos");
  const stage = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const { scene, state } = usePanoramaScene(stage, video);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const [view, setView] = useState("0,0");

  const look = (dLon: number, dLat: number) => {
    const s = scene.current;
    if (!s) return;
    s.look(dLon, dLat);
    const { lon, lat } = s.view();
    setView(`${Math.round(lon)},${Math.round(lat)}`);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    if (!from) return;
    // Dragging moves the picture with the pointer: the view turns the other way.
    look(-(event.clientX - from.x) * DRAG_DEGREES_PER_PX, (event.clientY - from.y) * DRAG_DEGREES_PER_PX);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    look(step[0], step[1]);
  };

  return (
    <div className="panorama">
      <p className="panorama-banner" part="panorama-banner">
        {t("panorama.banner")}
      </p>
      {state === "failed" && <p className="muted">{t("panorama.failed")}</p>}
      <div
        ref={stage}
        className={`panorama-stage panorama-stage--${state}`}
        role="application"
        aria-roledescription="360°"
        aria-label={t("panorama.label")}
        tabIndex={0}
        data-view={view}
        hidden={state === "failed"}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        onKeyDown={onKeyDown}
      />
      <video
        ref={video}
        className={state === "failed" ? "preview-video" : "panorama-source"}
        src={resolveMediaUrl(url)}
        crossOrigin="anonymous"
        muted
        loop
        autoPlay
        playsInline
        controls={state === "failed"}
      />
    </div>
  );
}
