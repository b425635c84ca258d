import type { PlayerEnv } from "./player-types";

/** How often the stats overlay is refreshed, ms. */
export const STATS_INTERVAL_MS = 1000;

/** A transport that did not play: `media` (failed or dropped), `unsupported` (nothing can play here). */
export class MediaFailure extends Error {
  override readonly name = "MediaFailure";
  constructor(
    readonly code: "media" | "unsupported",
    message: string,
  ) {
    super(message);
  }
}

/** A promise that only rejects, when `fail` is called (a race partner for "something broke"). */
export function failure(): { promise: Promise<never>; fail: (error: Error) => void } {
  let fail: (error: Error) => void = () => {};
  const promise = new Promise<never>((_, reject) => (fail = reject));
  promise.catch(() => {});
  return { promise, fail };
}

/** The first frame of `video`, or a `MediaFailure` after `timeoutMs`, or whatever `broken` rejects with. */
export async function firstFrame(
  env: Pick<PlayerEnv, "waitFirstFrame">,
  video: HTMLVideoElement,
  signal: AbortSignal,
  timeoutMs: number,
  broken: Promise<never>,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new MediaFailure("media", `no frame within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([env.waitFirstFrame(video, signal), timeout, broken]);
  } finally {
    clearTimeout(timer);
  }
}

/** The engine's `<video>`: inline, autoplaying, filling its container, no native controls. */
export function createVideo(muted: boolean): HTMLVideoElement {
  const video = document.createElement("video");
  video.muted = muted;
  video.autoplay = true;
  video.playsInline = true;
  video.disablePictureInPicture = true;
  video.setAttribute("part", "video");
  video.style.display = "block";
  video.style.width = "100%";
  video.style.height = "100%";
  video.style.objectFit = "contain";
  return video;
}
