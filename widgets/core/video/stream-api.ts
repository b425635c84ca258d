import { ApiError } from "../api/api-error";
import { callApi } from "../api/call-api";
import { resolveMediaUrl } from "../api/media-request";
import { cameraStream } from "../contract/camera-calls";
import type { Viewer } from "../schemas/realtime";
import { parseCamString, type StreamStart } from "../schemas/stream";
import type { StreamQuality } from "./quality";

/** The stream calls the player makes (document 3 §7: start, check-in with data, check-out). */
export interface StreamApi {
  /** Starts the stream; `profile` is the stream the player will connect first (the server warms it). */
  start(cameraId: number, profile: StreamQuality, signal: AbortSignal): Promise<StreamStart>;
  /** Checks in as a viewer of the started stream; answers the viewers, first joined first. */
  checkIn(cameraId: number, camString: string, signal: AbortSignal): Promise<Viewer[]>;
  /** Checks out; `keepalive` lets it outlive the page (unload). */
  checkOut(cameraId: number, options: { keepalive: boolean }): Promise<void>;
}

async function callStart(cameraId: number, profile: StreamQuality, signal?: AbortSignal): Promise<StreamStart> {
  return (await callApi(cameraStream.streamStart, { params: { cameraId }, query: { profile }, signal })).data;
}

/** A start call made ahead of its player (`startAhead`); taken by the first player of that camera and stream. */
interface StartAhead {
  cameraId: number;
  profile: StreamQuality;
  at: number;
  answer: Promise<StreamStart>;
}

/** A start made ahead is used within this long; a player that comes later makes its own. */
export const START_AHEAD_TTL_MS = 10_000;

let ahead: StartAhead | null = null;

/**
 * Makes the start call of `cameraId` now, before its player exists (a host calls it on the
 * navigation to a stream page, while the page's and the player's code load): the first player of
 * that camera and stream (`profile`) within `START_AHEAD_TTL_MS` takes its answer instead of
 * calling again, so the start call is no longer behind the code. The call only warms the feed (the
 * server stops it again when nobody connects).
 */
export function startAhead(cameraId: number, profile: StreamQuality, now = Date.now()): void {
  const answer = callStart(cameraId, profile);
  answer.catch(() => {}); // a failure is the player's to report, when it takes the answer
  ahead = { cameraId, profile, at: now, answer };
}

/** The start made ahead for this camera and stream, once (null when there is none, or it is stale). */
function takeAhead(cameraId: number, profile: StreamQuality, now: number): Promise<StreamStart> | null {
  const taken = ahead;
  if (!taken || taken.cameraId !== cameraId || taken.profile !== profile) return null;
  ahead = null;
  return now - taken.at <= START_AHEAD_TTL_MS ? taken.answer : null;
}

/** `answer`, or the abort of `signal` if it comes first (rejecting as an aborted call does). */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  const aborted = () => new ApiError("aborted", "aborted");
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(aborted());
    signal.addEventListener("abort", onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** The contract's stream calls through core/api (every answer parsed by its schema). */
export const contractStreamApi: StreamApi = {
  async start(cameraId, profile, signal) {
    const early = takeAhead(cameraId, profile, Date.now());
    return early ? untilAborted(early, signal) : callStart(cameraId, profile, signal);
  },
  async checkIn(cameraId, camString, signal) {
    return (await callApi(cameraStream.streamCheckIn, { params: { cameraId }, body: { camString }, signal })).data
      .viewers;
  },
  async checkOut(cameraId, { keepalive }) {
    await callApi(cameraStream.streamCheckOut, { params: { cameraId }, keepalive });
  },
};

/** Where one stream quality plays from (absolute URLs; null when not offered). */
export interface StreamSource {
  whepUrl: string | null;
  hlsUrl: string | null;
}

/** The sources of a started stream: the main stream, and the substream when the camera has one. */
export interface StreamSources {
  main: StreamSource;
  sub: StreamSource | null;
}

function absolute(url: string | null | undefined): string | null {
  return url ? resolveMediaUrl(url) : null;
}

/**
 * The sources in a start answer, URLs resolved against the API base: the main and sub URLs of the
 * `camString` (a JSON text of every URL, see `CamStringSchema`), else the answer's main-stream URLs
 * (an opaque `camString`: no substream).
 */
export function sourcesOf(start: StreamStart): StreamSources {
  const cam = parseCamString(start.camString);
  if (!cam) return { main: { whepUrl: absolute(start.whepUrl), hlsUrl: absolute(start.hlsUrl) }, sub: null };
  return {
    main: { whepUrl: absolute(cam.whep?.main), hlsUrl: absolute(cam.hls.main) },
    sub: { whepUrl: absolute(cam.whep?.sub), hlsUrl: absolute(cam.hls.sub) },
  };
}

/** The source that plays `quality` (the main stream when there is no substream). */
export function sourceFor(sources: StreamSources, quality: StreamQuality): StreamSource {
  return quality === "sub" && sources.sub ? sources.sub : sources.main;
}
