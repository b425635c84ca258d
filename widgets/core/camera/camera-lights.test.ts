import { describe, expect, it } from "vitest";
import type { MosaicCamera } from "../schemas/mosaic";
import { cameraLights, holdCameraLights } from "./camera-lights";

const camera = (cameraId: number): MosaicCamera => ({
  cameraId,
  cameraName: "Gate",
  liveUnitId: 7,
  liveUnitName: "Unit 7",
  locationName: "Dock",
  locationTimezone: "America/Phoenix",
  capabilities: {
    webrtc: true,
    relayActions: [{ relayName: "light1", uiLabel: "Flood", stateDefault: "off", reportStates: false, delay: null }],
  },
  presets: [],
  controlPresets: false,
  controlPtzf: false,
});

/** The store lets go on a later task; this waits for it. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

describe("cameraLights", () => {
  it("gives every control of one camera the same set, kept while one of them holds it", async () => {
    const first = cameraLights(camera(41));
    expect(cameraLights(camera(41))).toBe(first);
    expect(cameraLights(camera(42))).not.toBe(first);
    const letGoA = holdCameraLights(first);
    const letGoB = holdCameraLights(first);
    letGoA();
    letGoA();
    await nextTask();
    expect(cameraLights(camera(41))).toBe(first);
    letGoB();
    await nextTask();
    expect(cameraLights(camera(41))).not.toBe(first);
  });

  it("keeps the set through a remount: let go and taken back before the next task", async () => {
    const lights = cameraLights(camera(43));
    holdCameraLights(lights)();
    const letGo = holdCameraLights(lights);
    await nextTask();
    expect(cameraLights(camera(43))).toBe(lights);
    letGo();
  });
});
