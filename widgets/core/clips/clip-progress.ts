import { atom, onMount, type ReadableAtom } from "nanostores";
import type { RetrievalStatus } from "../schemas/history";

/** How often the progress of clips being made is asked for (both the history page and the requested list). */
export const CLIP_POLL_MS = 2000;
/** The wait after a failed progress call before asking again (while clips were being made). */
export const CLIP_RETRY_MS = 5000;

/** Whether a clip is done being made: ready or failed (unknown, queued and rendering are not). */
export const clipFinished = (status: RetrievalStatus | undefined): boolean =>
  status?.status === "ready" || status?.status === "failed";

export interface ClipProgressOptions {
  /**
   * The clips to show now, asked of the server (`archiveRetrievals`, by ids or by live unit).
   * `shown` is the last answer, for a caller that asks only about the unfinished ones and keeps the rest.
   */
  load(signal: AbortSignal, shown: readonly RetrievalStatus[]): Promise<RetrievalStatus[]>;
  /** Some clip shown unfinished is now finished (ready or failed) or gone from the answer. */
  onFinished?(): void;
  /** Whether clips are awaited that no answer has shown yet: asking goes on (and again after a failure). */
  awaiting?(): boolean;
  /** A progress call failed (not an abort): the store asks again after `CLIP_RETRY_MS` while clips are being made. */
  onError?(error: unknown): void;
}

/** Clips being made, kept current while someone listens. */
export interface ClipProgressStore extends ReadableAtom<RetrievalStatus[]> {
  /** Asks now (a clip was just requested, or a list loaded and may just have queued some). */
  check(): void;
}

/**
 * The progress of clips being made. While a listener is mounted it asks at once, then every
 * `CLIP_POLL_MS` as long as some clip is queued or rendering (or awaited); it stops when none is
 * left or when the last listener leaves (the widget left the page), aborting a call under way.
 */
export function clipProgressStore({ load, onFinished, awaiting, onError }: ClipProgressOptions): ClipProgressStore {
  const $clips = atom<RetrievalStatus[]>([]);
  let mounted = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | null = null;
  const making = () => $clips.get().some((c) => !clipFinished(c)) || (awaiting?.() ?? false);

  const halt = () => {
    clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = null;
  };

  const answered = (clips: RetrievalStatus[]) => {
    const now = new Map(clips.map((c) => [c.id, c]));
    const finished = $clips.get().some((c) => !clipFinished(c) && (!now.has(c.id) || clipFinished(now.get(c.id))));
    $clips.set(clips);
    if (finished) onFinished?.();
    if (making()) timer = setTimeout(check, CLIP_POLL_MS);
  };

  const check = (): void => {
    if (!mounted) return;
    halt();
    const own = new AbortController();
    controller = own;
    load(own.signal, $clips.get()).then(
      (clips) => {
        if (controller !== own) return;
        controller = null;
        answered(clips);
      },
      (error: unknown) => {
        if (controller !== own) return;
        controller = null;
        onError?.(error);
        if (making()) timer = setTimeout(check, CLIP_RETRY_MS);
      },
    );
  };

  onMount($clips, () => {
    mounted = true;
    check();
    return () => {
      mounted = false;
      halt();
      $clips.set([]);
    };
  });

  return Object.assign($clips, { check });
}
