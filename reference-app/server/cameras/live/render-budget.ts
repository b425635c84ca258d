/**
 * How much of the server's event loop the frames of unwatched feeds may take: a token bucket
 * shared by every feed of the server. A feed nobody watches yet (warmed by a start call, idle at
 * `IDLE_FPS`) draws a frame only while the bucket has time left, and pays what the frame took; a
 * watched feed's frames never wait for it and are not charged.
 *
 * Why (issue 21, measured with a CPU profile of the mosaic-36 bench's server): a 36-tile mosaic's
 * start calls warm 36 feeds within a third of a second, and their first second of frames at full
 * rate (216 frames of 2.5 ms quiet, 5–10 ms under load, drawn and written to ffmpeg) held the event
 * loop for seconds, every timer turn drawing every due frame, while the first admitted tiles' WHEP
 * offers (each a dozen async steps: body, session, camera, feed, ICE sockets) waited a turn at each
 * step: their answers came 2.8 s after the offers on a quiet machine, 8 s under load. Bounded,
 * the warm-up spreads over a few seconds and the loop keeps room for the offers and for the
 * watched feeds; a single stream page's feed (15 frames of 2.5 ms a second) stays far below it.
 */
export interface RenderBudget {
  /** Whether an unwatched feed may draw a frame now (`now`: ms, `performance.now()`). */
  mayDraw(now: number): boolean;
  /** An unwatched frame took `ms` (drawing and handing it to ffmpeg). */
  spend(ms: number, now: number): void;
}

export interface RenderBudgetOptions {
  /** Share of the event loop unwatched frames may take over time (default 0.25; 1 or more: no bound). */
  share?: number;
  /** Time they may take in one burst, ms (default 40: a few frames at once). */
  burstMs?: number;
}

export const DEFAULT_UNWATCHED_SHARE = 0.25;
export const DEFAULT_UNWATCHED_BURST_MS = 40;

export function createRenderBudget({
  share = DEFAULT_UNWATCHED_SHARE,
  burstMs = DEFAULT_UNWATCHED_BURST_MS,
}: RenderBudgetOptions = {}): RenderBudget {
  if (share >= 1) return { mayDraw: () => true, spend: () => {} };
  let tokens = burstMs;
  let last: number | null = null;
  const refill = (now: number) => {
    if (last !== null) tokens = Math.min(burstMs, tokens + Math.max(0, now - last) * share);
    last = now;
  };
  return {
    mayDraw(now) {
      refill(now);
      return tokens > 0;
    },
    spend(ms, now) {
      refill(now);
      tokens -= ms;
    },
  };
}
