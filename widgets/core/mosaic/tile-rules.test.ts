import { describe, expect, it } from "vitest";
import type { MosaicCamera, MosaicUserPermissions } from "../schemas/mosaic";
import { cameraLights, shownCameras, tileControls } from "./tile-rules";

const camera = (id: number, over: Partial<MosaicCamera> = {}): MosaicCamera => ({
  cameraId: id,
  cameraName: `Cam ${id}`,
  liveUnitId: 1,
  liveUnitName: "Unit",
  locationName: "Site",
  locationTimezone: "America/Chicago",
  capabilities: {
    webrtc: true,
    presets: true,
    position: false,
    snapshot: true,
    relayActions: [
      { relayName: "strobe", uiLabel: "Strobe", stateDefault: "off", reportStates: false, delay: 5000 },
      { relayName: "heater", uiLabel: "Heater", stateDefault: "off", reportStates: false, delay: null },
    ],
  },
  presets: [{ id: id * 10, name: "Gate", isHome: true }],
  controlPresets: true,
  controlPtzf: true,
  ...over,
});
const all: MosaicUserPermissions = { canControlPtzf: true, canAccessQuickSounds: true, canSpeakerTalkdown: true };

describe("shownCameras", () => {
  it("keeps only cameras with a preset, in order, without the closed ones", () => {
    const mosaic = { cameras: [camera(1), camera(2, { presets: [] }), camera(3), camera(4)] };
    expect(shownCameras(mosaic, new Set()).map((c) => c.cameraId)).toEqual([1, 3, 4]);
    expect(shownCameras(mosaic, new Set([3])).map((c) => c.cameraId)).toEqual([1, 4]);
  });
  it("shows at most 36", () => {
    const mosaic = { cameras: Array.from({ length: 40 }, (_, i) => camera(i + 1)) };
    expect(shownCameras(mosaic, new Set())).toHaveLength(36);
    expect(shownCameras(mosaic, new Set([1])).at(-1)?.cameraId).toBe(37);
  });
});

describe("tileControls", () => {
  it("offers nothing until the stream is Active", () => {
    for (const status of ["initial", "started", "idle"] as const)
      expect(tileControls(camera(1), all, status, false)).toEqual({
        fullScreen: false,
        presets: false,
        snapshot: false,
        lights: false,
        settings: false,
      });
  });
  it("offers full screen, presets, snapshot and lights while Active with every right", () => {
    expect(tileControls(camera(1), all, "active", false)).toEqual({
      fullScreen: true,
      presets: true,
      snapshot: true,
      lights: true,
      settings: true,
    });
  });
  it("presets need controlPresets and the presets or position capability", () => {
    expect(tileControls(camera(1, { controlPresets: false }), all, "active", false).presets).toBe(false);
    const noCap = camera(1);
    noCap.capabilities = { ...noCap.capabilities, presets: false, position: false };
    expect(tileControls(noCap, all, "active", false).presets).toBe(false);
    noCap.capabilities = { ...noCap.capabilities, position: true };
    expect(tileControls(noCap, all, "active", false).presets).toBe(true);
  });
  it("snapshot needs the capability and controlPtzf", () => {
    const noCap = camera(1);
    noCap.capabilities = { ...noCap.capabilities, snapshot: false };
    expect(tileControls(noCap, all, "active", false).snapshot).toBe(false);
    expect(tileControls(camera(1, { controlPtzf: false }), all, "active", false).snapshot).toBe(false);
  });
  it("lights need the mosaic's canControlPtzf and a light relay", () => {
    expect(tileControls(camera(1), { ...all, canControlPtzf: false }, "active", false).lights).toBe(false);
    const heaterOnly = camera(1);
    heaterOnly.capabilities = {
      ...heaterOnly.capabilities,
      relayActions: heaterOnly.capabilities.relayActions!.slice(1),
    };
    expect(tileControls(heaterOnly, all, "active", false).lights).toBe(false);
    const none = camera(1);
    none.capabilities = { webrtc: true };
    expect(tileControls(none, all, "active", false).lights).toBe(false);
  });
  it("hides camera commands from a view-only viewer, keeps full screen and the video settings", () => {
    expect(tileControls(camera(1), all, "active", true)).toEqual({
      fullScreen: true,
      presets: false,
      snapshot: false,
      lights: false,
      settings: true,
    });
  });
});

describe("lights", () => {
  it("are the relays named light or strobe", () => {
    expect(cameraLights(camera(1)).map((r) => r.relayName)).toEqual(["strobe"]);
  });
});
