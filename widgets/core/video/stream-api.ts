import { ApiError } from "../api/api-error";
import { callApi } from "../api/call-api";
import { resolveMediaUrl } from "../api/media-request";
import { cameraStream } from "../contract/camera-calls";
import type { Viewer } from "../schemas/realtime";
import * as z from "zod/mini";
import { parseCamString, StreamStartResponseSchema, type StreamStart } from "../schemas/stream";
import { takeStartAhead } from "./start-ahead";
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

/** The contract's stream calls through core/api (every answer parsed by its schema). */
export const contractStreamApi: StreamApi = {
  async start(cameraId, profile, signal) {
    const early = takeStartAhead(cameraId, profile);
    if (!early) return callStart(cameraId, profile, signal);
    // Parsed as the start call parses its own (a player that gave up meanwhile drops the answer).
    const parsed = z.safeParse(StreamStartResponseSchema, await early);
    if (!parsed.success) throw new ApiError("schema", "Invalid response from the stream start");
    return parsed.data.data;
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
