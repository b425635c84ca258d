// A live feed's renderer keeps the still part of its picture between frames (render-frame.ts,
// `reuseStill`, issue 21). Its frames must be the picture drawn afresh: a change of view, light or
// state shows in the very next frame, never a stale still part.
import { describe, expect, it } from "vitest";
import { readClockCode, unwrapClock } from "./clock-code";
import { FrameRenderer, IDLE_STATE, type FrameInput, type FrameState } from "./render-frame";
import { sceneSpec, type SceneSpec } from "./scene-spec";

const NOON_CHICAGO = Date.parse("2026-11-23T18:00:00Z");
const MIDNIGHT_CHICAGO = Date.parse("2026-11-24T06:00:00Z");
/** 17:40 in Chicago: dusk, the darkness part way. */
const DUSK_CHICAGO = Date.parse("2026-11-23T23:40:00Z");

const frameAt = (timeMs: number, state: Partial<FrameState> = {}): FrameInput => ({
  timeMs,
  timeZone: "America/Chicago",
  cameraName: "Gate 1",
  state: { ...IDLE_STATE, ...state },
});

/** The picture as a renderer that keeps nothing draws it. */
const fresh = (scene: SceneSpec, w: number, h: number, input: FrameInput) =>
  Buffer.from(new FrameRenderer(scene, w, h).rgba(input));

/**
 * Bytes that differ, and by how much at most. The kept still part gives the fresh drawing's
 * pixels but for a level or two on a few antialiased agent edges (their boxes are drawn through a
 * clip at night).
 */
function difference(a: Buffer, b: Buffer): { bytes: number; max: number } {
  let bytes = 0;
  let max = 0;
  for (let i = 0; i < a.length; i++) {
    const d = Math.abs(a[i]! - b[i]!);
    if (d > 0) {
      bytes++;
      max = Math.max(max, d);
    }
  }
  return { bytes, max };
}

function expectSamePicture(kept: Buffer, drawn: Buffer): void {
  const { bytes, max } = difference(kept, drawn);
  expect(max).toBeLessThanOrEqual(8);
  expect(bytes).toBeLessThanOrEqual(kept.length / 2000);
}

/** Clearly another picture: a stale frame would be close to the previous one. */
function expectChanged(before: Buffer, after: Buffer): void {
  expect(difference(before, after).bytes).toBeGreaterThan(before.length / 200);
}

const ptz = sceneSpec(11, { ptz: true });

describe("a live renderer's kept still picture", () => {
  it("gives the picture drawn afresh, frame after frame, by day, at dusk, at night and under IR", () => {
    for (const [w, h] of [
      [320, 180],
      [640, 360],
    ] as const) {
      const live = new FrameRenderer(ptz, w, h, "picture", { reuseStill: true });
      for (const start of [NOON_CHICAGO, DUSK_CHICAGO, MIDNIGHT_CHICAGO])
        for (const state of [{}, { ir: true }, { flood: true }, { strobe: "red-blue" as const }])
          for (let k = 0; k < 3; k++) {
            // Agents move between frames; the still part stays.
            const input = frameAt(start + k * 1700, state);
            expectSamePicture(Buffer.from(live.rgba(input)), fresh(ptz, w, h, input));
          }
    }
  });

  it("moves with the camera at once: a pan, a tilt, a zoom in (a finer panorama) and back", () => {
    const live = new FrameRenderer(ptz, 320, 180, "picture", { reuseStill: true });
    let previous = Buffer.from(live.rgba(frameAt(NOON_CHICAGO)));
    const views = [
      { pan: 0.4, tilt: 0, zoom: 1 },
      { pan: 0.4, tilt: -0.5, zoom: 1 },
      { pan: 0.4, tilt: -0.5, zoom: 3 },
      { pan: 0, tilt: 0, zoom: 1 },
    ];
    views.forEach((view, i) => {
      // The next frame, 1/6 s later (a substream's frame period), at night for the lit still part too.
      for (const start of [NOON_CHICAGO, MIDNIGHT_CHICAGO]) {
        const input = frameAt(start + (i + 1) * 166, { view });
        const frame = Buffer.from(live.rgba(input));
        expectSamePicture(frame, fresh(ptz, 320, 180, input));
        if (start === NOON_CHICAGO) expectChanged(previous, frame);
        previous = frame;
      }
    });
  });

  it("shows the IR look, the flood light and the strobe in the next frame at night", () => {
    const live = new FrameRenderer(ptz, 320, 180, "picture", { reuseStill: true });
    const night = Buffer.from(live.rgba(frameAt(MIDNIGHT_CHICAGO)));
    let t = MIDNIGHT_CHICAGO;
    let previous = night;
    for (const state of [{ ir: true }, { ir: true, flood: true }, { flood: true }, {}, { strobe: "white" as const }]) {
      t += 1000; // a whole second: the strobe's flash is on at each
      const input = frameAt(t, state);
      const frame = Buffer.from(live.rgba(input));
      expectSamePicture(frame, fresh(ptz, 320, 180, input));
      expectChanged(previous, frame);
      previous = frame;
    }
  });

  it("shows a preset's name, the state chips and the speaker indicator at once, and reads its clock code", () => {
    const live = new FrameRenderer(ptz, 640, 360, "picture", { reuseStill: true });
    const before = Buffer.from(live.rgba(frameAt(NOON_CHICAGO)));
    const states: Partial<FrameState>[] = [
      { presetName: "Loading bay" },
      { presetName: "Loading bay", patrol: "touring", heaterOn: true },
      { audio: "Siren", audioLevel: 0.8, micMuted: true },
    ];
    let previous = before;
    states.forEach((state, i) => {
      const input = frameAt(NOON_CHICAGO + (i + 1) * 66, state);
      const frame = Buffer.from(live.rgba(input));
      expectSamePicture(frame, fresh(ptz, 640, 360, input));
      expect(difference(previous, frame).bytes).toBeGreaterThan(0);
      const code = readClockCode(frame, 640, 360);
      expect(code === null ? null : unwrapClock(code, input.timeMs)).toBe(input.timeMs);
      previous = frame;
    });
  });

  it("keeps panoramic cameras' fisheye and dewarped pictures right too", () => {
    const panoramic = Array.from({ length: 200 }, (_, i) => sceneSpec(i + 1, { ptz: false })).find((s) => s.panoramic)!;
    for (const mode of ["picture", "dewarped"] as const) {
      const live = new FrameRenderer(panoramic, 320, 180, mode, { reuseStill: true });
      for (const input of [
        frameAt(NOON_CHICAGO),
        frameAt(MIDNIGHT_CHICAGO),
        frameAt(MIDNIGHT_CHICAGO + 500, { flood: true }),
      ]) {
        const drawn = new FrameRenderer(panoramic, 320, 180, mode).rgba(input);
        expectSamePicture(Buffer.from(live.rgba(input)), Buffer.from(drawn));
      }
    }
  });
});

describe("the panorama a picture draws from", () => {
  it("is the picture's own scale at zoom 1 and the finer one zoomed in", () => {
    const sub = new FrameRenderer(ptz, 320, 180);
    expect(sub.panoramaHeight(1)).toBe(320);
    expect(sub.panoramaHeight(2)).toBe(640);
    const main = new FrameRenderer(ptz, 640, 360);
    expect(main.panoramaHeight(1)).toBe(640);
    expect(main.panoramaHeight(1.5)).toBe(1080);
  });
});
