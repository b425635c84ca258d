import { useEffect, useRef, useState } from "react";
import type { PresetImage } from "../core/schemas/history";
import { formatDateTimeSeconds } from "../core/time/zoned-time";
import { CAROUSEL_STEP_PX } from "./timeline-constants";
import { carouselOffset } from "./timeline-geometry";

interface Props {
  images: readonly PresetImage[];
  index: number;
  tz: string;
  locale: string;
  onChoose(index: number): void;
}

/** The carousel's thumbnail strip (document 2 §2): it steps 144 px, keeping the current image in view. */
export function CarouselStrip({ images, index, tz, locale, onChoose }: Props) {
  const strip = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState(0);
  useEffect(() => {
    setViewport(strip.current?.clientWidth ?? 0);
  }, []);
  return (
    <div ref={strip} className="strip">
      <div
        className="strip-inner"
        style={{ transform: `translateX(${-carouselOffset(index, images.length, viewport)}px)` }}
      >
        {images.map((item, i) => (
          <button
            key={item.datetimeRecorded}
            type="button"
            className={i === index ? "strip-thumb current" : "strip-thumb"}
            style={{ width: CAROUSEL_STEP_PX - 8 }}
            aria-label={formatDateTimeSeconds(Date.parse(item.datetimeRecorded), tz, locale)}
            aria-current={i === index ? "true" : undefined}
            onClick={() => onChoose(i)}
          >
            <img src={item.thumbUrl} alt="" />
          </button>
        ))}
      </div>
    </div>
  );
}
