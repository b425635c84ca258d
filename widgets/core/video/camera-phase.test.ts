import { describe, expect, it } from "vitest";
import type { PlayerState } from "./player-machine";
import type { PlayerError } from "./player-types";
import { cameraPhase } from "./camera-phase";

const state = (partial: Partial<PlayerState>): PlayerState => ({
  status: "initial",
  cameraId: 12,
  start: null,
  idleReason: null,
  attempt: 0,
  ...partial,
});
const error = (partial: Partial<PlayerError>): PlayerError => ({
  stage: "start",
  code: "http",
  message: "HTTP 500",
  retrying: false,
  ...partial,
});
const idle = (idleReason: PlayerState["idleReason"]) => state({ status: "idle", idleReason });

describe("cameraPhase", () => {
  it("connects, then plays", () => {
    expect(cameraPhase(state({}), null)).toEqual({
      phase: "connecting",
      messageKey: "video:connecting",
      retry: false,
      auth: null,
      signIn: false,
    });
    expect(cameraPhase(state({ status: "started" }), null).phase).toBe("connecting");
    expect(cameraPhase(state({ status: "active" }), null)).toEqual({
      phase: "playing",
      messageKey: null,
      retry: false,
      auth: null,
      signIn: false,
    });
  });

  it("says there is no camera without a camera id", () => {
    expect(cameraPhase(state({ cameraId: null }), null).messageKey).toBe("camera:noCamera");
  });

  it("uses the spec's texts for start-call failures (403 and the rest), with Retry", () => {
    const forbidden = cameraPhase(idle("error"), error({ code: "forbidden", status: 403 }));
    expect(forbidden).toMatchObject({ phase: "error", messageKey: "core:errors.streamForbidden", retry: true });
    expect(cameraPhase(idle("error"), error({})).messageKey).toBe("core:errors.streamMetadata");
  });

  it("tells media failures and unsupported browsers apart", () => {
    expect(cameraPhase(idle("error"), error({ stage: "media", code: "media" })).messageKey).toBe(
      "video:playbackFailed",
    );
    expect(cameraPhase(idle("error"), error({ stage: "media", code: "unsupported" })).messageKey).toBe(
      "video:unsupported",
    );
  });

  it("shows the not-signed-in state for a 401 with no token, with the sign-in link where a sign-in page exists", () => {
    expect(cameraPhase(idle("error"), error({ code: "auth", status: 401, reason: "no_credentials" }))).toEqual({
      phase: "signedOut",
      messageKey: "camera:signedOut",
      retry: false,
      auth: "missing",
      signIn: true,
    });
    // A token-only partner page: a plain message, no link to a sign-in it cannot use.
    expect(cameraPhase(idle("error"), error({ code: "auth", status: 401 }), false)).toEqual({
      phase: "signedOut",
      messageKey: "camera:notSignedIn",
      retry: false,
      auth: "missing",
      signIn: false,
    });
  });

  it("tells a refused token and an expired token from no token, with no sign-in link", () => {
    const invalid = cameraPhase(idle("error"), error({ code: "auth", status: 401, reason: "invalid_token" }));
    expect(invalid).toEqual({
      phase: "signedOut",
      messageKey: "camera:tokenInvalid",
      retry: false,
      auth: "invalid",
      signIn: false,
    });
    const expired = cameraPhase(idle("error"), error({ code: "auth", status: 401, reason: "token_expired" }));
    expect(expired).toMatchObject({ messageKey: "camera:tokenExpired", auth: "expired", signIn: false });
  });

  it("never shows a cross-origin cookie refusal as a missing permission", () => {
    const refused = cameraPhase(
      idle("error"),
      error({ code: "forbidden", status: 403, reason: "cross_origin_cookie" }),
    );
    expect(refused).toMatchObject({ phase: "crossOrigin", messageKey: "core:errors.crossOriginCookie", retry: false });
  });

  it("says an unknown camera is not found, with no Retry (a 5xx keeps it)", () => {
    expect(cameraPhase(idle("error"), error({ code: "http", status: 404 }))).toMatchObject({
      phase: "notFound",
      messageKey: "core:errors.cameraNotFound",
      retry: false,
    });
    expect(cameraPhase(idle("error"), error({ code: "http", status: 503 }))).toMatchObject({
      phase: "error",
      messageKey: "core:errors.streamMetadata",
      retry: true,
    });
  });

  it("reconnects without a Retry button, and pauses quietly", () => {
    expect(cameraPhase(idle("reconnecting"), error({ retrying: true }))).toMatchObject({
      phase: "reconnecting",
      retry: false,
    });
    expect(cameraPhase(idle("paused"), null)).toMatchObject({ phase: "paused", retry: false });
    expect(cameraPhase(idle("stopped"), null)).toMatchObject({ phase: "paused", retry: true });
  });
});
