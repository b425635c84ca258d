import type { RTCPeerConnection } from "werift";

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
