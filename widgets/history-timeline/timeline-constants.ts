/** Business constants of the history page (document 2 §9). Times in milliseconds unless named `_S`. */

import { ARCHIVE_LOOKBACK_DAYS } from "../core/schemas/history";

export {
  ARCHIVE_LOOKBACK_DAYS,
  REQUEST_DURATION_DEFAULT_S,
  REQUEST_DURATION_MAX_S,
  REQUEST_DURATION_MIN_S,
} from "../core/schemas/history";

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The timeline shows one hour. */
export const TIMESPAN_S = 3600;
export const TIMESPAN = TIMESPAN_S * SECOND;
/** A tick every 60 s, a major tick every 10 ticks. */
export const TICK_S = 60;
export const TICK = TICK_S * SECOND;
export const MAJOR_TICK_EVERY = 10;
/** Narrowest zoom (beyond the spec): a 10-minute window inside the hour. */
export const MIN_VIEW_SPAN = 10 * MINUTE;
/** Default request start: 30 minutes into the hour shown. */
export const DEFAULT_REQUEST_OFFSET = 30 * MINUTE;
/** History time: at or before now minus 30 minutes (the time picker sets the middle of the hour). */
export const HISTORY_TIME_LAG = 30 * MINUTE;
/** Archive lookback when no recording start is known (the server's too: core/schemas/history). */
export const ARCHIVE_LOOKBACK = ARCHIVE_LOOKBACK_DAYS * DAY;
/** Images are fetched in hour buckets; a bucket start must be a multiple of 3600 s. */
export const BUCKET = HOUR;
/** The preset image fetch waits this long after the last timeline move. */
export const IMAGE_FETCH_DEBOUNCE_MS = 200;
/** A pointer that moves less than this between down and up is a click, not a drag. */
export const CLICK_THRESHOLD_PX = 5;
/** The carousel's thumbnail strip moves this far per image. */
export const CAROUSEL_STEP_PX = 144;
/** The hover preview hides after this long. */
export const PREVIEW_HIDE_MS = 5000;
