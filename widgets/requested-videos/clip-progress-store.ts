import { atom, onMount, type ReadableAtom } from "nanostores";
import type { RetrievalStatus } from "../core/schemas/history";

/** How often the list asks how its clips being made are doing. */
export const CLIP_POLL_MS = 2000;
/** The wait after a failed progress call before asking again (while clips were being made). */
export const CLIP_RETRY_MS = 5000;

export interface ClipProgressOptions {
  /** The unit's retrievals still being made (queued or rendering). */
  load(signal: AbortSignal): Promise<RetrievalStatus[]>;
  /** Some retrievals finished (ready or failed) since the last answer: reload the list. */
  onFinished(): void;
}

/** The clips of a unit being made, kept current while someone listens. */
export interface ClipProgressStore extends ReadableAtom<RetrievalStatus[]> {
  /** Asks now (the list loaded: a first visit may just have queued its seeded clips). */
  check(): void;
}

/**
 * Progress of the clips a unit is making: while a listener is mounted, asks at once and then every
 * 2 s as long as some are queued or rendering; stops when none is left or when the last listener
 * leaves (the widget left the page). When a clip leaves the answer it finished: `onFinished`.
 */
export function clipProgressStore({ load, onFinished }: ClipProgressOptions): ClipProgressStore {
  const $clips = atom<RetrievalStatus[]>([]);
  let mounted = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | null = null;

  const halt = () => {
    clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = null;
  };

  const check = (): void => {
    if (!mounted) return;
    halt();
    const own = new AbortController();
    controller = own;
    load(own.signal).then(
      (clips) => {
        if (controller !== own) return;
        controller = null;
        const now = new Set(clips.map((c) => c.id));
        const finished = $clips.get().some((c) => !now.has(c.id));
        $clips.set(clips);
        if (finished) onFinished();
        if (clips.length > 0) timer = setTimeout(check, CLIP_POLL_MS);
      },
      () => {
        if (controller !== own) return;
        controller = null;
        if ($clips.get().length > 0) timer = setTimeout(check, CLIP_RETRY_MS);
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
