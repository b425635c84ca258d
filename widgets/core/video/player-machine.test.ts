import { describe, expect, it } from "vitest";
import type { StreamStart } from "../schemas/stream";
import { initialState, transition, type PlayerEvent, type PlayerState } from "./player-machine";

const start: StreamStart = { camString: "cam-12", canConfigure: true, whepUrl: "/whep/12", hlsUrl: "/hls/12.m3u8" };

function run(state: PlayerState, ...events: PlayerEvent[]): PlayerState {
  return events.reduce(transition, state);
}

describe("player state machine", () => {
  it("goes Initial → Started → Active", () => {
    const s0 = initialState(12);
    expect(s0).toMatchObject({ status: "initial", start: null });
    const s1 = transition(s0, { type: "started", start });
    expect(s1).toMatchObject({ status: "started", start });
    const s2 = transition(s1, { type: "frame" });
    expect(s2).toMatchObject({ status: "active", start, attempt: 0 });
  });

  it("Idle clears the start data", () => {
    const active = run(initialState(12), { type: "started", start }, { type: "frame" });
    for (const event of [{ type: "drop" }, { type: "fail" }, { type: "pause" }, { type: "stop" }] as const) {
      const next = transition(active, event);
      expect(next.status).toBe("idle");
      expect(next.start).toBeNull();
    }
  });

  it("a camera change resets to Initial from any state", () => {
    const states = [
      run(initialState(12), { type: "started", start }),
      run(initialState(12), { type: "started", start }, { type: "frame" }),
      run(initialState(12), { type: "started", start }, { type: "frame" }, { type: "drop" }),
      run(initialState(12), { type: "stop" }),
    ];
    for (const state of states) expect(transition(state, { type: "camera", cameraId: 13 })).toEqual(initialState(13));
  });

  it("counts failed attempts until a frame plays again", () => {
    const s = run(initialState(12), { type: "drop" }, { type: "started", start }, { type: "drop" });
    expect(s).toMatchObject({ status: "idle", idleReason: "reconnecting", attempt: 2 });
    const back = run(s, { type: "started", start }, { type: "frame" });
    expect(back).toMatchObject({ status: "active", attempt: 0 });
  });

  it("a frame only counts once started", () => {
    expect(transition(initialState(12), { type: "frame" }).status).toBe("initial");
    const paused = run(initialState(12), { type: "started", start }, { type: "pause" });
    expect(transition(paused, { type: "frame" }).status).toBe("idle");
  });

  it("gives up with an error, which neither a pause nor a drop hides", () => {
    const failed = run(initialState(12), { type: "fail" });
    expect(failed).toMatchObject({ status: "idle", idleReason: "error" });
    expect(transition(failed, { type: "pause" }).idleReason).toBe("error");
  });

  it("pauses only what was started, and a drop while paused or stopped changes nothing", () => {
    expect(transition(initialState(12), { type: "pause" }).status).toBe("initial");
    const paused = run(initialState(12), { type: "started", start }, { type: "frame" }, { type: "pause" });
    expect(paused).toMatchObject({ status: "idle", idleReason: "paused" });
    expect(transition(paused, { type: "drop" })).toEqual(paused);
    const stopped = transition(paused, { type: "stop" });
    expect(transition(stopped, { type: "drop" })).toEqual(stopped);
  });

  it("does nothing without a camera", () => {
    const none = initialState(null);
    expect(transition(none, { type: "started", start })).toEqual(none);
    expect(transition(none, { type: "drop" })).toEqual(none);
  });
});
