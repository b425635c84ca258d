import { useEffect, useState } from "react";
import type { PlayerStatus } from "../core/video";

/** The 'At this Location' thumbnails wait at most this long for the picture, ms. */
export const PICTURE_FIRST_MS = 2000;

/**
 * Whether the page's secondary images may load: once the player has shown its first frame (or
 * stopped trying), or after `PICTURE_FIRST_MS`, whichever comes first; then it stays true. The
 * thumbnails of the other cameras are image renders on the server and decodes in the browser: they
 * wait, so they do not compete with the stream the user opened the page for.
 */
export function usePictureFirst(status: PlayerStatus): boolean {
  const [ready, setReady] = useState(false);
  const settled = status === "active" || status === "idle";
  // Kept once reached (a later camera change does not hide the thumbnails again).
  if (settled && !ready) setReady(true);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), PICTURE_FIRST_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready || settled;
}
