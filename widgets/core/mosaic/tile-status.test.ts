import { describe, expect, it } from "vitest";
import type { PlayerError, PlayerState } from "../video";
import { tileStatus } from "./tile-status";

const state = (over: Partial<PlayerState>): PlayerState => ({
  status: "initial",
  cameraId: 1,
  start: null,
  idleReason: null,
  attempt: 0,
  ...over,
});
const error = (over: Partial<PlayerError>): PlayerError => ({
  stage: "start",
  code: "http",
  message: "x",
  retrying: false,
  ...over,
});

describe("tileStatus", () => {
  it("shows nothing while Active, a spinner while starting", () => {
    expect(tileStatus(state({ status: "active" }), null).kind).toBe("playing");
    expect(tileStatus(state({ status: "initial" }), null)).toEqual({
      kind: "connecting",
      messageKey: null,
      retry: false,
    });
    expect(tileStatus(state({ status: "started" }), null).kind).toBe("connecting");
  });
  it("idle: paused, reconnecting, or failed with Retry and the §8 text", () => {
    expect(tileStatus(state({ status: "idle", idleReason: "paused" }), null)).toEqual({
      kind: "idle",
      messageKey: "video:paused",
      retry: false,
    });
    expect(tileStatus(state({ status: "idle", idleReason: "reconnecting" }), null).messageKey).toBe(
      "video:reconnecting",
    );
    expect(
      tileStatus(state({ status: "idle", idleReason: "error" }), error({ code: "forbidden", status: 403 })),
    ).toEqual({
      kind: "idle",
      messageKey: "core:errors.streamForbidden",
      retry: true,
    });
    expect(tileStatus(state({ status: "idle", idleReason: "error" }), error({ code: "auth" })).messageKey).toBe(
      "core:status.signedOut",
    );
    expect(tileStatus(state({ status: "idle", idleReason: "stopped" }), null).retry).toBe(true);
  });
});
