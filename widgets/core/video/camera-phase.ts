import type { AuthProblem } from "../api/api-error";
import { playerErrorKey } from "./player-errors";
import type { PlayerState } from "./player-machine";
import type { PlayerError } from "./player-types";

/**
 * What `<vms-camera>` shows over (or instead of) the picture. `signedOut`: nobody is signed in (see
 * `auth`); `notFound`: no such camera (404); `crossOrigin`: the page's session cookie was refused
 * for a change from another origin (the page needs a token), never shown as a missing right.
 */
export type CameraPhase =
  "empty" | "connecting" | "playing" | "reconnecting" | "paused" | "error" | "signedOut" | "notFound" | "crossOrigin";

export interface CameraPhaseView {
  phase: CameraPhase;
  /** The i18n key of the message to show, or null (playing). */
  messageKey: string | null;
  /** A Retry button shows (errors the player will not retry by itself, and that may pass). */
  retry: boolean;
  /** With `signedOut`: no token (or session), a token the server refuses, or an expired one; else null. */
  auth: AuthProblem | null;
  /** The sign-in link shows (signed out with no token problem, and a sign-in page exists). */
  signIn: boolean;
}

/** Why nobody is signed in, from a player error with `code: "auth"`. */
export function playerAuthProblem(error: PlayerError): AuthProblem {
  if (error.reason === "token_expired") return "expired";
  if (error.reason === "invalid_token") return "invalid";
  return "missing";
}

const AUTH_KEYS: Record<AuthProblem, string> = {
  missing: "camera:signedOut",
  invalid: "camera:tokenInvalid",
  expired: "camera:tokenExpired",
};

/** The i18n key of a player error's text (the stream's, the auth problems and not-found apart). */
export function cameraErrorKey(error: PlayerError, signInPage = true): string {
  if (error.code === "auth") {
    const problem = playerAuthProblem(error);
    return problem === "missing" && !signInPage ? "camera:notSignedIn" : AUTH_KEYS[problem];
  }
  if (error.code === "forbidden" && error.reason === "cross_origin_cookie") return "core:errors.crossOriginCookie";
  if (error.stage === "start" && error.code === "http" && error.status === 404) return "core:errors.cameraNotFound";
  return playerErrorKey(error);
}

const view = (phase: CameraPhase, messageKey: string | null, retry = false): CameraPhaseView => ({
  phase,
  messageKey,
  retry,
  auth: null,
  signIn: false,
});

/**
 * The phase of the tag from the player's state and error. `signInPage`: whether a sign-in page
 * exists for this page (see `hasSignInPage`); without one a signed-out tag shows a plain message.
 */
export function cameraPhase(state: PlayerState, error: PlayerError | null, signInPage = true): CameraPhaseView {
  if (state.cameraId === null) return view("empty", "camera:noCamera");
  if (state.status === "active") return view("playing", null);
  if (state.status === "idle") {
    if (state.idleReason === "error" && error?.code === "auth") {
      const auth = playerAuthProblem(error);
      return {
        phase: "signedOut",
        messageKey: cameraErrorKey(error, signInPage),
        retry: false,
        auth,
        signIn: auth === "missing" && signInPage,
      };
    }
    if (state.idleReason === "error" && error?.code === "forbidden" && error.reason === "cross_origin_cookie")
      return view("crossOrigin", cameraErrorKey(error));
    if (state.idleReason === "error" && error?.stage === "start" && error.code === "http" && error.status === 404)
      return view("notFound", cameraErrorKey(error));
    if (state.idleReason === "error")
      return view("error", error ? cameraErrorKey(error) : "video:playbackFailed", true);
    if (state.idleReason === "reconnecting") return view("reconnecting", "video:reconnecting");
    return view("paused", "video:paused", state.idleReason === "stopped");
  }
  return view("connecting", "video:connecting");
}
