import type { StreamQuality } from "./quality";

/**
 * Start calls made ahead of their player (`startStreamAhead`, on a navigation to a stream page),
 * before the player's code has loaded: here without the stream schemas (the host's first page
 * carries this module), their answers unparsed; the player's stream API (`contractStreamApi.start`)
 * takes the answer and parses it.
 */
interface Ahead {
  cameraId: number;
  profile: StreamQuality;
  at: number;
  answer: Promise<unknown>;
}

/** A start made ahead is used within this long; a player that comes later makes its own. */
export const START_AHEAD_TTL_MS = 10_000;

let ahead: Ahead | null = null;

/** Keeps `answer` (the start call's, unparsed) for the first player of that camera and stream. */
export function putStartAhead(
  cameraId: number,
  profile: StreamQuality,
  answer: Promise<unknown>,
  now = Date.now(),
): void {
  answer.catch(() => {}); // a failure is the player's to report, when it takes the answer
  ahead = { cameraId, profile, at: now, answer };
}

/** The start made ahead for this camera and stream, once (null when there is none, or it is stale). */
export function takeStartAhead(cameraId: number, profile: StreamQuality, now = Date.now()): Promise<unknown> | null {
  const taken = ahead;
  if (!taken || taken.cameraId !== cameraId || taken.profile !== profile) return null;
  ahead = null;
  return now - taken.at <= START_AHEAD_TTL_MS ? taken.answer : null;
}
