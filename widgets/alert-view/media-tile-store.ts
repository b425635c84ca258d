import { atom, type ReadableAtom } from "nanostores";
import type { AlertMedia } from "../core/schemas/alerts";

/** Media availability poll (document 3 §9): every 5 s, 5 retries. */
export const MEDIA_POLL_MS = 5000;
export const MEDIA_RETRIES = 5;

/** What a media tile shows. */
export type MediaTileState =
  | { kind: "checking"; media: AlertMedia; attempt: number }
  | { kind: "video"; media: AlertMedia }
  | { kind: "image"; media: AlertMedia }
  | { kind: "placeholder" };

export interface MediaTileOptions {
  video?: AlertMedia;
  image?: AlertMedia;
  /** The primary alert timestamp prefers the video; others show the image first (document 3 §2.2). */
  preferVideo: boolean;
  /** A plain GET on the URL: true when it answers 200. */
  probe(url: string, signal: AbortSignal): Promise<boolean>;
  pollMs?: number;
  retries?: number;
}

export interface MediaTile {
  readonly $state: ReadableAtom<MediaTileState>;
  /** Starts polling the first candidate (once). */
  start(): void;
  /** The shown media failed to play or load in the element: fall back to the next (video → image → placeholder). */
  failed(): void;
  destroy(): void;
}

/**
 * One alert media tile (document 3 §2.2, §4): polls the media URL every 5 s, up to 5 retries, until
 * it answers 200; a video that never becomes ready or fails in the element falls back to the image,
 * then to the placeholder.
 */
export function createMediaTile(options: MediaTileOptions): MediaTile {
  const pollMs = options.pollMs ?? MEDIA_POLL_MS;
  const retries = options.retries ?? MEDIA_RETRIES;
  const ordered = options.preferVideo ? [options.video, options.image] : [options.image, options.video];
  const candidates = ordered.filter((m): m is AlertMedia => m !== undefined);
  let index = -1;
  const first = candidates[0];
  const $state = atom<MediaTileState>(first ? { kind: "checking", media: first, attempt: 0 } : { kind: "placeholder" });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let started = false;
  let destroyed = false;

  const stopPolling = () => {
    clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  };

  const check = (media: AlertMedia, attempt: number) => {
    if (destroyed) return;
    $state.set({ kind: "checking", media, attempt });
    const own = (controller = new AbortController());
    void options.probe(media.url, own.signal).then(
      (ready) => answered(media, attempt, own, ready),
      () => answered(media, attempt, own, false),
    );
  };

  const answered = (media: AlertMedia, attempt: number, own: AbortController, ready: boolean) => {
    if (destroyed || own.signal.aborted || controller !== own) return;
    controller = undefined;
    if (ready) $state.set({ kind: media.mimeType === "video/mp4" ? "video" : "image", media });
    else if (attempt < retries) timer = setTimeout(() => check(media, attempt + 1), pollMs);
    else next();
  };

  const next = () => {
    stopPolling();
    index += 1;
    const media = candidates[index];
    if (media) check(media, 0);
    else $state.set({ kind: "placeholder" });
  };

  return {
    $state,
    start() {
      if (started || destroyed) return;
      started = true;
      next();
    },
    failed() {
      if (!started || destroyed) return;
      const state = $state.get();
      if (state.kind === "video" || state.kind === "image") next();
    },
    destroy() {
      destroyed = true;
      stopPolling();
    },
  };
}
