import type { RTCPeerConnection } from "werift";

/** An SDP offer the server cannot answer: the client's fault (400), never a server error. */
export class OfferError extends Error {}

/**
 * Answers `offerSdp` on `pc` (its transceivers already added); returns the answer's SDP. An offer
 * without a `kind` media section, or one werift cannot negotiate (codecs, malformed lines), throws
 * `OfferError` (werift answers an offer with no media at all with an empty answer, which never connects).
 */
export async function answerOffer(pc: RTCPeerConnection, offerSdp: string, kind: "audio" | "video"): Promise<string> {
  if (!new RegExp(`^m=${kind} `, "m").test(offerSdp)) throw new OfferError(`The offer has no ${kind}`);
  try {
    await pc.setRemoteDescription({ type: "offer", sdp: offerSdp });
    await pc.setLocalDescription(await pc.createAnswer());
  } catch (error) {
    throw new OfferError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  const sdp = pc.localDescription?.sdp;
  if (!sdp) throw new Error("no local description");
  return sdp;
}

/**
 * The end of a server-side WebRTC session (a WHEP viewer, a voice call): `cleanup` runs once, when
 * the session is ended, when the connection fails, closes or drops, or when it has not connected
 * within `connectTimeoutMs`; then the peer connection closes. Returns `end` (idempotent).
 * `cleanup` runs before `pc.close()`, which reports 'closed' synchronously (and so calls `end`
 * again): the second call gets the first's promise and cleans nothing twice.
 */
export function endPeerSessionOnce(
  pc: RTCPeerConnection,
  connectTimeoutMs: number,
  cleanup: () => void,
): () => Promise<void> {
  let ended: Promise<void> | null = null;
  const end = (): Promise<void> => {
    if (ended) return ended;
    let done = () => {};
    ended = new Promise<void>((resolve) => (done = resolve));
    clearTimeout(timeout);
    cleanup();
    void pc
      .close()
      .catch(() => {})
      .then(done);
    return ended;
  };
  const timeout = setTimeout(() => {
    if (pc.connectionState !== "connected") void end();
  }, connectTimeoutMs);
  timeout.unref();
  pc.connectionStateChange.subscribe((state) => {
    if (state === "failed" || state === "closed" || state === "disconnected") void end();
  });
  return end;
}
