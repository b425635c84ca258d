import type { ReadableAtom } from "nanostores";
import type { RealtimeStatus, Unsubscribe } from "./realtime-types";

/** Document 3 §9: the real-time initial grace period and how long the disconnect toast stays. */
export const REALTIME_GRACE_MS = 3000;
export const DISCONNECT_NOTICE_MS = 12_000;

/**
 * Raises `notice` when a connection is not connected once its initial grace has passed: at the end
 * of the grace when it has not connected yet, and on every later loss. Closing (`idle`) resets the
 * grace. Returns the function that stops watching.
 */
export function watchDisconnects(
  $status: ReadableAtom<RealtimeStatus>,
  notice: () => void,
  graceMs = REALTIME_GRACE_MS,
): Unsubscribe {
  let graceTimer: ReturnType<typeof setTimeout> | undefined;
  let graceOver = false;
  let previous: RealtimeStatus = "idle";
  const stopGrace = () => {
    clearTimeout(graceTimer);
    graceTimer = undefined;
  };
  const unlisten = $status.subscribe((status) => {
    if (status === "idle") {
      stopGrace();
      graceOver = false;
    } else if (previous === "idle") {
      graceTimer = setTimeout(() => {
        graceTimer = undefined;
        graceOver = true;
        const now = $status.get();
        if (now === "connecting" || now === "disconnected") notice();
      }, graceMs);
    } else if (status === "disconnected" && previous !== "disconnected" && graceOver) {
      notice();
    }
    previous = status;
  });
  return () => {
    unlisten();
    stopGrace();
  };
}
