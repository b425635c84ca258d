/**
 * Feed starts at a few at a time, the urgent ones first: a start call only warms a feed (nobody
 * watches it yet) and waits its turn; a viewer (a WHEP offer, an HLS fetch) needs its feed now and
 * goes ahead of the queue, whatever the limit.
 *
 * Why (issue 21): a 36-tile mosaic's start calls arrive within a third of a second, and starting 36
 * feeds at once (a camera query, a canvas, an encoder taken or an ffmpeg started, the first frame)
 * interleaved every step of those starts, on one event loop, with the first admitted tiles' WHEP
 * offers, which waited behind them; the tiles further down the mosaic are admitted seconds later,
 * by then their feeds have started in the background.
 */
export interface StartQueue {
  /**
   * Queues a start: `run` is called when its turn comes, or at once on `promote`. Returns the
   * start's promise (what `run` resolved to) and `promote`. `skip` (a feed stopped before its turn)
   * is asked just before running: true leaves the start's promise rejected.
   */
  add<T>(run: () => Promise<T>, skip: () => boolean): { done: Promise<T>; promote: () => void };
  /** Starts running now, and waiting (tests). */
  readonly load: { readonly running: number; readonly waiting: number };
}

export const DEFAULT_FEED_STARTS_AT_ONCE = 4;

export class FeedStartSkipped extends Error {
  constructor() {
    super("The feed stopped before it started");
  }
}

export function createStartQueue(limit = DEFAULT_FEED_STARTS_AT_ONCE): StartQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  const pump = () => {
    while (running < limit && waiting.length > 0) waiting.shift()!();
  };
  return {
    add<T>(run: () => Promise<T>, skip: () => boolean) {
      let go!: () => void;
      let began = false;
      const turn = new Promise<void>((resolve) => (go = resolve));
      const begin = () => {
        if (began) return;
        began = true;
        const index = waiting.indexOf(begin);
        if (index >= 0) waiting.splice(index, 1);
        running++;
        go();
      };
      const done = turn.then(() => (skip() ? Promise.reject(new FeedStartSkipped()) : run()));
      void done
        .catch(() => {})
        .finally(() => {
          running--;
          pump();
        });
      waiting.push(begin);
      pump();
      return { done, promote: begin };
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
