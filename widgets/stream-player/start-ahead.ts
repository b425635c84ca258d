import { $videoQuality } from "../core/session/video-quality";
import { qualityForSize } from "../core/video/quality";
import { startAhead } from "../core/video/start-ahead";

/**
 * Starts the stream of `cameraId` now, for the stream page the host is about to show (call it on
 * the navigation, before the page's and the player's code have loaded): its start call runs while
 * they load, and the player takes its answer instead of calling again (`startAhead` of
 * core/video/start-ahead). The stream is the one the player would start first: the user's quality
 * choice, or by the window's width for Auto (the stream page's player spans it). It needs none of
 * the player's code (nor the stream schemas): the call goes out at once.
 */
export function startStreamAhead(cameraId: number): void {
  if (!Number.isInteger(cameraId) || cameraId <= 0) return;
  const choice = $videoQuality.get();
  const profile = choice === "auto" ? qualityForSize(null, innerWidth, devicePixelRatio) : choice;
  startAhead(cameraId, profile);
}
