import type { TransportKind } from "./transport-choice";

/** One sample of what a transport receives (counters are cumulative; the player takes rates). */
export interface TransportSample {
  /** Bytes of media received so far. */
  bytes: number | null;
  /** Frames decoded so far. */
  frames: number | null;
  /** Delay from the source to the screen as far as the receiver can tell, ms. */
  latencyMs: number | null;
}

/** A connected transport playing into one `<video>`. */
export interface Transport {
  readonly kind: TransportKind;
  /** Reads the counters (null fields when the browser does not say). */
  sample(): Promise<TransportSample>;
  /** Disconnects and ends the server-side session. Safe to call twice. */
  close(): void;
}

/**
 * Work a transport does before its URL is known, while the start call runs (WHEP: the peer
 * connection and its offer). Given back to `connect` through `ConnectOptions.early`; closed when
 * not used.
 */
export interface EarlyStart {
  close(): void;
  /** The transport takes its own admission slot (a WHEP bundle takes one for all its tiles). */
  readonly admitsItself?: boolean;
}

/** Whether the player takes no admission slot for this early start. */
export const admitsItself = (early: EarlyStart | null | undefined): boolean => early?.admitsItself === true;

export interface ConnectOptions {
  /** Absolute URL of the WHEP endpoint or the HLS playlist. */
  url: string;
  video: HTMLVideoElement;
  signal: AbortSignal;
  /** Called once when a connected transport fails or drops (not after `close`). */
  onDrop: (reason: string) => void;
  /** What `PlayerEnv.prepare` made for this kind, if anything (the transport owns it from here). */
  early?: EarlyStart | null;
  /**
   * Called once when the media path is up, before the first frame: WebRTC's connection
   * `connected` (ICE and DTLS done; only the first keyframe is left). A transport with no such
   * moment (HLS) never calls it. The player frees its admission slot then (admission.ts).
   */
  onConnected?: () => void;
}

/** Connects one transport; resolves once media is attached (the first frame comes after). */
export type ConnectTransport = (kind: TransportKind, options: ConnectOptions) => Promise<Transport>;
