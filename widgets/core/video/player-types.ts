import type { ReadableAtom } from "nanostores";
import type { ApiErrorCode } from "../api/api-error";
import type { RemoteData } from "../api/remote-data";
import type { Viewer } from "../schemas/realtime";
import type { Admission } from "./admission";
import type { BackoffOptions } from "./backoff";
import type { PlayerState, PlayerStatus } from "./player-machine";
import type { QualityChoice, QualityThresholds, StreamQuality } from "./quality";
import type { StreamApi } from "./stream-api";
import type { ConnectTransport, EarlyStart } from "./transport";
import type { TransportKind } from "./transport-choice";

/** What a player shows in its stats overlay (null where not known yet or not measurable). */
export interface PlayerStats {
  transport: TransportKind;
  quality: StreamQuality;
  /** Decoded picture size. */
  width: number | null;
  height: number | null;
  /** Decoded frames per second over the last sample. */
  fps: number | null;
  /** Received media bit rate over the last sample, kbit/s. */
  bitrateKbps: number | null;
  /** Source-to-screen delay as the receiver estimates it, ms. */
  latencyMs: number | null;
  /** From the start call to the first decoded frame of this stream, ms. */
  firstFrameMs: number | null;
}

/**
 * Why a stream does not play. `stage` says where it failed: the start call, or the media
 * (WebRTC/HLS). `code` is the `ApiError` code, `media` for a transport failure, `unsupported` when
 * neither transport can play here. `retrying` is true while the player will try again by itself.
 * Widgets map it to the spec's texts (403 → 'You do not have permission to stream this camera.').
 */
export interface PlayerError {
  stage: "start" | "media";
  code: ApiErrorCode | "media" | "unsupported";
  status?: number;
  /** The server's reason code (`token_expired`, `cross_origin_cookie`, `stream_sessions_per_user`, `encoder_budget`, …), when it gave one. */
  reason?: string;
  message: string;
  retrying: boolean;
}

/** Which stream plays, and the user's choice. */
export interface PlayerQuality {
  choice: QualityChoice;
  /** The stream playing now, or null when nothing plays. */
  playing: StreamQuality | null;
  /** The camera offers a substream (else only the main stream plays). */
  hasSub: boolean;
}

export interface PlayerOptions {
  /** The element the engine fills with its `<video>` (given `position: relative` if static). */
  container: HTMLElement;
  cameraId?: number | null;
  /**
   * The user's `videoPreference` ('html5' → HLS, anything else → WebRTC when possible), or a
   * promise of it (awaited together with the start call, so it costs no round trip).
   */
  videoPreference?: string | null | PromiseLike<string | null | undefined>;
  /** The camera's `webrtc` capability when known (false → HLS). Default: the start answer decides. */
  cameraWebrtc?: boolean | null;
  /** Stream quality: by rendered size (`auto`, default) or fixed. */
  quality?: QualityChoice;
  /** Default true (browsers autoplay muted video only). */
  muted?: boolean;
  /** Stop streaming when off-screen or the tab is hidden (default true); resumes when seen. */
  pauseWhenHidden?: boolean;
  /** How long hidden before pausing, ms (default 3000): a quick tab switch does not restart the stream. */
  pauseDelayMs?: number;
  /** Check in as a viewer once the picture plays, and every `checkInIntervalMs` while it does (default true). */
  checkIn?: boolean;
  /** Check-in repeats this often while watching, ms (default 30000). */
  checkInIntervalMs?: number;
  /** A transport that shows no frame within this time fails (then falls back or retries), ms (default 10000). */
  firstFrameTimeoutMs?: number;
  backoff?: Partial<BackoffOptions>;
  qualityThresholds?: QualityThresholds;
  /** Test seams and overrides (the stream calls, transports, observers, clock). */
  env?: Partial<PlayerEnv>;
}

/** Everything the player touches outside itself; the defaults are the real browser and API. */
export interface PlayerEnv {
  api: StreamApi;
  connect: ConnectTransport;
  /** Starts what a transport can do before the start call answers (WebRTC: the offer), or null. */
  prepare(kind: TransportKind): EarlyStart | null;
  /** Reports whether `target` is on screen in a visible tab (at least once soon after the call). */
  observeVisibility(target: HTMLElement, onChange: (visible: boolean) => void): () => void;
  /** Reports the rendered width of `target` in CSS pixels and the device pixel ratio. */
  observeSize(target: HTMLElement, onChange: (size: RenderedSize) => void): () => void;
  /** Resolves when `video` has decoded and presented its first frame. */
  waitFirstFrame(video: HTMLVideoElement, signal: AbortSignal): Promise<void>;
  /** Called on page unload (pagehide); answers the unsubscribe. */
  onUnload(listener: () => void): () => void;
  browserWebrtc: boolean;
  /** Who may negotiate now: one queue shared by every player of the page by default (admission.ts). */
  admission: Admission;
  now(): number;
  random(): number;
}

export interface RenderedSize {
  cssWidth: number;
  devicePixelRatio: number;
}

/** One live camera player. Stores are per instance; React and plain elements read the same. */
export interface Player {
  /** Initial → Started → Active, or Idle (document 3 §4). */
  readonly $status: ReadableAtom<PlayerStatus>;
  /** The machine's whole state: status, camera, start data (null when Idle), idle reason, attempt. */
  readonly $state: ReadableAtom<PlayerState>;
  /** Sampled once a second while something listens; null before the first frame. */
  readonly $stats: ReadableAtom<PlayerStats | null>;
  /** Check-in answer (first joined has control); an `error` is the spec's 'Check-in failed'. */
  readonly $viewers: ReadableAtom<RemoteData<Viewer[]>>;
  readonly $error: ReadableAtom<PlayerError | null>;
  readonly $transport: ReadableAtom<TransportKind | null>;
  readonly $quality: ReadableAtom<PlayerQuality>;
  readonly $muted: ReadableAtom<boolean>;
  /** The `<video>` showing the picture (replaced when the quality switches), or null before the first. */
  readonly video: HTMLVideoElement | null;
  /** Plays another camera (or none): back to Initial, then starts. */
  setCamera(cameraId: number | null): void;
  setQuality(choice: QualityChoice): void;
  setMuted(muted: boolean): void;
  /** The user's `videoPreference` changed (applies from the next start). */
  setVideoPreference(preference: string | null): void;
  /** Starts over after an error (or after `stop`). */
  retry(): void;
  /** Stops streaming (Idle, checked out) until `retry()`. */
  stop(): void;
  /** Stops, checks out, removes its `<video>` and every listener. The player is unusable after. */
  destroy(): void;
}
