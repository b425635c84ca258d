/** Which stream of a camera plays: the main stream (640×360 here) or the substream (≈320×180). */
export type StreamQuality = "main" | "sub";
/** The user's choice: follow the rendered size, or a fixed stream. */
export type QualityChoice = "auto" | StreamQuality;

export const QUALITY_CHOICES = ["auto", "main", "sub"] as const satisfies readonly QualityChoice[];

/**
 * Size rule with hysteresis, in device pixels of the rendered video width. Above `upPx` the
 * substream would be upscaled visibly, so the main stream plays; below `downPx` the main stream's
 * pixels are wasted, so the substream plays. Between the two the current stream stays (no flapping
 * while a layout animates).
 */
export interface QualityThresholds {
  upPx: number;
  downPx: number;
}

export const DEFAULT_QUALITY_THRESHOLDS: QualityThresholds = { upPx: 480, downPx: 400 };

/** The stream for a player `cssWidth` CSS pixels wide on a screen of `devicePixelRatio`. */
export function qualityForSize(
  current: StreamQuality | null,
  cssWidth: number,
  devicePixelRatio: number,
  thresholds: QualityThresholds = DEFAULT_QUALITY_THRESHOLDS,
): StreamQuality {
  const width = cssWidth * (devicePixelRatio > 0 ? devicePixelRatio : 1);
  if (width >= thresholds.upPx) return "main";
  if (width < thresholds.downPx) return "sub";
  return current ?? "main";
}

/**
 * The stream to play: the manual choice when it is available, else by size. With no substream
 * (`hasSub` false) it is always the main stream.
 */
export function chooseQuality(
  choice: QualityChoice,
  current: StreamQuality | null,
  size: { cssWidth: number; devicePixelRatio: number } | null,
  hasSub: boolean,
  thresholds: QualityThresholds = DEFAULT_QUALITY_THRESHOLDS,
): StreamQuality {
  if (!hasSub) return "main";
  if (choice !== "auto") return choice;
  // Not laid out (no size yet): keep what plays, else the main stream.
  if (size === null || size.cssWidth <= 0) return current ?? "main";
  return qualityForSize(current, size.cssWidth, size.devicePixelRatio, thresholds);
}
