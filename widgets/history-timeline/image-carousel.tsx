import { useRef, useState } from "react";
import type { PresetImage } from "../core/schemas/history";
import { formatDateTimeSeconds } from "../core/time/zoned-time";
import { useT } from "../ui/use-t";
import { useFocusTrap } from "./focus-trap";
import { CarouselStrip } from "./carousel-strip";
import { carouselMove } from "./timeline-geometry";

interface Props {
  presetName: string;
  images: readonly PresetImage[];
  startIndex: number;
  tz: string;
  locale: string;
  onClose(): void;
}

/** The full-image carousel (document 2 §2): Escape closes it, the arrow keys move; the strip steps 144 px. */
export function ImageCarousel({ presetName, images, startIndex, tz, locale, onClose }: Props) {
  const t = useT("historyTimeline");
  const [index, setIndex] = useState(startIndex);
  const dialog = useRef<HTMLDivElement>(null);
  const trap = useFocusTrap(dialog);
  const image = images[index];
  if (!image) return null;
  const time = formatDateTimeSeconds(Date.parse(image.datetimeRecorded), tz, locale);
  const label = t("carouselImage", { preset: presetName, time, index: index + 1, count: images.length });

  return (
    <div className="backdrop">
      <div
        ref={dialog}
        part="carousel"
        className="carousel"
        role="dialog"
        aria-modal="true"
        aria-label={t("carousel", { preset: presetName })}
        tabIndex={-1}
        onKeyDown={(event) => {
          trap(event);
          if (event.key === "Escape") {
            event.preventDefault();
            event.stopPropagation();
            onClose();
            return;
          }
          const next = carouselMove(index, images.length, event.key);
          if (next !== index) {
            event.preventDefault();
            setIndex(next);
          }
        }}
      >
        <div className="carousel-head">
          <span aria-live="polite">{label}</span>
          <button type="button" className="icon" aria-label={t("close")} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="carousel-main">
          <button
            type="button"
            className="icon"
            aria-label={t("previousImage")}
            disabled={index === 0}
            onClick={() => setIndex(index - 1)}
          >
            ‹
          </button>
          <img src={image.imageUrl} alt={label} />
          <button
            type="button"
            className="icon"
            aria-label={t("nextImage")}
            disabled={index === images.length - 1}
            onClick={() => setIndex(index + 1)}
          >
            ›
          </button>
        </div>
        <CarouselStrip images={images} index={index} tz={tz} locale={locale} onChoose={setIndex} />
      </div>
    </div>
  );
}
