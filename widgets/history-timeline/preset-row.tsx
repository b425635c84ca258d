import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import type { HistoryPreset, PresetImage } from "../core/schemas/history";
import { formatDateTimeSeconds, formatTime } from "../core/time/zoned-time";
import { useT } from "../ui/use-t";
import { PREVIEW_HIDE_MS } from "./timeline-constants";
import { isClick, msPerPx, thumbnailSlots, type TimelineView } from "./timeline-geometry";

interface Props {
  preset: HistoryPreset;
  images: readonly PresetImage[];
  view: TimelineView;
  width: number;
  slotPx: number;
  tz: string;
  locale: string;
  /** Drag of the row: move the timeline by this many ms from where the drag began (null: the drag ended). */
  onDrag(deltaMs: number | null): void;
  onOpen(image: PresetImage): void;
}

/**
 * One preset's thumbnails across the hour (document 2 §2). Hover shows a larger preview with the
 * date and time, hidden after 5 s; a click (moving under 5 px) opens the carousel; a longer drag
 * scrubs the timeline.
 */
export function PresetRow({ preset, images, view, width, slotPx, tz, locale, onDrag, onOpen }: Props) {
  const t = useT("historyTimeline");
  const [preview, setPreview] = useState<{ image: PresetImage; x: number } | null>(null);
  const pointer = useRef<{ x: number; y: number; dragged: boolean } | null>(null);
  const slots = width > 0 ? thumbnailSlots(images, view, width, slotPx) : [];
  const slotWidth = width / Math.max(1, Math.floor(width / slotPx));

  useEffect(() => {
    if (!preview) return;
    const timer = setTimeout(() => setPreview(null), PREVIEW_HIDE_MS);
    return () => clearTimeout(timer);
  }, [preview]);

  const down = (event: ReactPointerEvent) => {
    if (event.button !== 0) return;
    pointer.current = { x: event.clientX, y: event.clientY, dragged: false };
  };
  const move = (event: ReactPointerEvent<HTMLElement>) => {
    const p = pointer.current;
    if (!p || event.buttons === 0) return;
    if (!p.dragged && !isClick(p, { x: event.clientX, y: event.clientY })) {
      p.dragged = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setPreview(null);
    }
    if (p.dragged) onDrag(-(event.clientX - p.x) * msPerPx(view, width));
  };
  const up = () => {
    if (pointer.current?.dragged) onDrag(null);
    setTimeout(() => (pointer.current = null));
  };

  return (
    <div
      part="preset"
      className="preset-row"
      style={{ height: Math.round((slotWidth - 4) * 0.5625) + 8 }}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
    >
      {slots.map(({ image, x }) => {
        const at = Date.parse(image.datetimeRecorded);
        return (
          <button
            key={image.datetimeRecorded}
            type="button"
            part="thumbnail"
            className="thumbnail"
            style={{ left: x, width: slotWidth - 4 }}
            aria-label={t("thumbnail", { preset: preset.name, time: formatTime(at, tz, locale) })}
            onMouseEnter={() => setPreview({ image, x })}
            onMouseLeave={() => setPreview(null)}
            onClick={() => {
              if (!pointer.current?.dragged) onOpen(image);
            }}
          >
            <img src={image.thumbUrl} alt="" draggable={false} loading="lazy" />
          </button>
        );
      })}
      {preview && (
        <div
          part="preview"
          className="preview"
          role="tooltip"
          style={{ left: Math.min(Math.max(0, preview.x - 100), Math.max(0, width - 320)) }}
        >
          <img src={preview.image.imageUrl} alt={t("preview", { preset: preset.name })} />
          <span>{formatDateTimeSeconds(Date.parse(preview.image.datetimeRecorded), tz, locale)}</span>
        </div>
      )}
    </div>
  );
}
