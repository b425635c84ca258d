/** How the picture reaches the browser. */
export type TransportKind = "webrtc" | "hls";

/** The user's `videoPreference` value that selects HTML5 video (HLS); anything else means WebRTC. */
export const HTML5_PREFERENCE = "html5";

export interface TransportInputs {
  /** The user's `videoPreference` ('html5' → HLS; anything else, or unknown, → WebRTC when possible). */
  videoPreference: string | null | undefined;
  /** The camera's `webrtc` capability; null when unknown (then the start answer's WHEP URL decides). */
  cameraWebrtc: boolean | null | undefined;
  /** The browser has `RTCPeerConnection`. */
  browserWebrtc: boolean;
  /** URLs of the stream to play (null when the server offers no such transport). */
  whepUrl: string | null;
  hlsUrl: string | null;
  /** Transports that already failed for this camera (WebRTC → HLS fallback). */
  failed?: ReadonlySet<TransportKind>;
}

/**
 * The transports to try, best first (document 3 §2.5: WebRTC when the camera and the browser support
 * it, otherwise HTML5 video; the user's 'html5' preference selects HTML5 video). WebRTC falls back
 * to HLS; an empty list means nothing can play.
 */
export function transportOrder(inputs: TransportInputs): TransportKind[] {
  const failed = inputs.failed ?? new Set<TransportKind>();
  const webrtc =
    inputs.videoPreference !== HTML5_PREFERENCE &&
    inputs.cameraWebrtc !== false &&
    inputs.browserWebrtc &&
    inputs.whepUrl !== null &&
    !failed.has("webrtc");
  const order: TransportKind[] = [];
  if (webrtc) order.push("webrtc");
  if (inputs.hlsUrl !== null && !failed.has("hls")) order.push("hls");
  return order;
}

/** True when this browser can receive WebRTC. */
export function browserHasWebrtc(scope: object = globalThis): boolean {
  return typeof (scope as { RTCPeerConnection?: unknown }).RTCPeerConnection === "function";
}
