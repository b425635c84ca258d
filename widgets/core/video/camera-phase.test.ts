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
    });
    expect(cameraPhase(state({ status: "started" }), null).phase).toBe("connecting");
    expect(cameraPhase(state({ status: "active" }), null)).toEqual({
      phase: "playing",
      messageKey: null,
      retry: false,
    });
  });

  it("says there is no camera without a camera id", () => {
    expect(cameraPhase(state({ cameraId: null }), null).messageKey).toBe("camera:noCamera");
  });

  it("uses the spec's texts for start-call failures (403 and the rest), with Retry", () => {
    const forbidden = cameraPhase(idle("error"), error({ code: "forbidden", status: 403 }));
    expect(forbidden).toEqual({ phase: "error", messageKey: "core:errors.streamForbidden", retry: true });
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

  it("shows the not-signed-in state for a 401", () => {
    expect(cameraPhase(idle("error"), error({ code: "auth", status: 401 }))).toEqual({
      phase: "signedOut",
      messageKey: "camera:signedOut",
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
