import * as z from "zod/mini";
import { request } from "../core/api/request";
import { $userInfo } from "../core/session/session-store";
import { qualityForSize, type StreamQuality } from "../core/video/quality";
import { putStartAhead } from "../core/video/start-ahead";

const Unparsed = z.unknown();

/**
 * Makes the start call of `cameraId` (the contract's `streamStart`: POST
 * /api/vms/stream/{cameraId}/start?profile=…) now, before its player exists: the first player of that
 * camera and stream (`profile`) within `START_AHEAD_TTL_MS` takes its answer instead of calling
 * again (core/video/start-ahead.ts). The call only warms the feed (the server stops it again when
 * nobody connects).
 */
export function startAhead(cameraId: number, profile: StreamQuality, now = Date.now()): void {
  putStartAhead(
    cameraId,
    profile,
    request(`/api/vms/stream/${cameraId}/start`, Unparsed, { method: "POST", query: { profile } }),
    now,
  );
}

/**
 * Starts the stream of `cameraId` now, for the stream page the host is about to show (call it on
 * the navigation, before the page's and the player's code have loaded): its start call runs while
 * they load, and the player takes its answer instead of calling again (`startAhead` of
 * core/video/start-ahead). The stream is the one the player would start first: the user's quality
 * choice as the server has it, or by the window's width for Auto (the stream page's player spans it). It needs none of
 * the player's code (nor the stream schemas): the call goes out at once.
 */
export function startStreamAhead(cameraId: number): void {
  if (!Number.isInteger(cameraId) || cameraId <= 0) return;
  const info = $userInfo.get();
  const choice = (info.status === "success" && info.data.videoQuality) || "auto";
  const profile = choice === "auto" ? qualityForSize(null, innerWidth, devicePixelRatio) : choice;
  startAhead(cameraId, profile);
}
