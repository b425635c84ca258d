import type { StreamStart } from "../schemas/stream";

/**
 * Streaming status (document 3 §4): Initial, Started, Active, Idle. Initial: nothing started for
 * this camera yet. Started: the start call answered (its data is held) and the picture is being
 * connected. Active: frames are playing. Idle: not playing; the start data is cleared.
 */
export type PlayerStatus = "initial" | "started" | "active" | "idle";

/**
 * Why the player is Idle: `paused` (off-screen or the tab is hidden; resumes when seen),
 * `reconnecting` (waiting for the next attempt after a drop), `error` (gave up or may not play:
 * Retry starts again), `stopped` (stopped by its owner).
 */
export type IdleReason = "paused" | "reconnecting" | "error" | "stopped";

export interface PlayerState {
  status: PlayerStatus;
  cameraId: number | null;
  /** The start call's answer while Started or Active; null otherwise (Idle clears it). */
  start: StreamStart | null;
  idleReason: IdleReason | null;
  /** Failed attempts since the last Active (drives the backoff). */
  attempt: number;
}

export type PlayerEvent =
  /** A new camera (or none): back to Initial. */
  | { type: "camera"; cameraId: number | null }
  /** The start call answered. */
  | { type: "started"; start: StreamStart }
  /** The first frame was decoded. */
  | { type: "frame" }
  /** The stream failed or dropped and will be tried again (`attempt` counts up). */
  | { type: "drop" }
  /** The stream cannot play (no retry left, or not allowed): Idle with an error. */
  | { type: "fail" }
  | { type: "pause" }
  | { type: "stop" };

export function initialState(cameraId: number | null = null): PlayerState {
  return { status: "initial", cameraId, start: null, idleReason: null, attempt: 0 };
}

function idle(state: PlayerState, idleReason: IdleReason, attempt = state.attempt): PlayerState {
  return { ...state, status: "idle", start: null, idleReason, attempt };
}

/** The next state after `event` (pure; the player runs the side effects). */
export function transition(state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event.type) {
    case "camera":
      return initialState(event.cameraId);
    case "started":
      if (state.cameraId === null || state.status === "active") return state;
      return { ...state, status: "started", start: event.start, idleReason: null };
    case "frame":
      if (state.status !== "started" && state.status !== "active") return state;
      return { ...state, status: "active", idleReason: null, attempt: 0 };
    case "drop":
      if (state.cameraId === null || state.idleReason === "stopped" || state.idleReason === "paused") return state;
      return idle(state, "reconnecting", state.attempt + 1);
    case "fail":
      if (state.cameraId === null) return state;
      return idle(state, "error");
    case "pause":
      // Nothing started yet, or already not playing for a stronger reason: nothing to pause.
      if (state.status === "initial" || state.idleReason === "stopped" || state.idleReason === "error") return state;
      return idle(state, "paused", 0);
    case "stop":
      return idle(state, "stopped", 0);
  }
}
