import { describe, expect, it } from "vitest";
import * as z from "zod";
import {
  CommandResponseSchema,
  GoToPresetSchema,
  PtzCommandSchema,
  RelayCommandSchema,
  SnapshotResponseSchema,
  SpeakerMicCommandSchema,
  SpeakerSoundCommandSchema,
  SuspendPatrolCommandSchema,
} from "./camera-controls";

function rejection(schema: z.core.$ZodType, value: unknown): string {
  const result = z.safeParse(schema, value);
  expect(result.success, "expected the value to be rejected").toBe(false);
  return result.success ? "" : z.prettifyError(result.error);
}
const ok = <T>(data: T) => ({ status: 200, statusMessage: "OK", data });
/** A real (1x1) JPEG, base64. */
const JPEG =
  "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=";

describe("command bodies", () => {
  it("accepts each control", () => {
    expect(GoToPresetSchema.parse({ presetId: 501 })).toEqual({ presetId: 501 });
    expect(PtzCommandSchema.parse({ controlMode: "panTilt", controlValue: "left" })).toEqual({
      controlMode: "panTilt",
      controlValue: "left",
    });
    expect(PtzCommandSchema.parse({ controlMode: "zoom", controlValue: "in" }).controlMode).toBe("zoom");
    const click = {
      controlMode: "clickToCenter",
      controlXValue: 640,
      controlYValue: 200,
      resolutionX: 1280,
      resolutionY: 720,
    };
    expect(PtzCommandSchema.parse(click)).toEqual(click);
    expect(RelayCommandSchema.parse({ relayName: "irlight", state: "on" }).state).toBe("on");
    expect(SpeakerSoundCommandSchema.parse({ soundId: 3 }).soundId).toBe(3);
    expect(SpeakerMicCommandSchema.parse({ state: "mute" }).state).toBe("mute");
    expect(SuspendPatrolCommandSchema.parse({ patrol: "off", minutes: 5 })).toEqual({ patrol: "off", minutes: 5 });
    expect(SuspendPatrolCommandSchema.parse({ patrol: "on" })).toEqual({ patrol: "on" });
  });
  it("rejects bad directions, modes, points outside the picture and bad relay states", () => {
    expect(rejection(PtzCommandSchema, { controlMode: "panTilt", controlValue: "in" })).toMatch(/controlValue/);
    expect(rejection(PtzCommandSchema, { controlMode: "focus", controlValue: "near" })).toMatch(/controlMode/);
    const click = {
      controlMode: "clickToCenter",
      controlXValue: 1280,
      controlYValue: 200,
      resolutionX: 1280,
      resolutionY: 720,
    };
    expect(rejection(PtzCommandSchema, click)).toMatch(/position_outside_picture/);
    expect(rejection(RelayCommandSchema, { relayName: "strobe", state: true })).toMatch(/state/);
    expect(rejection(RelayCommandSchema, { relayName: "", state: "on" })).toMatch(/relayName/);
    expect(rejection(SpeakerMicCommandSchema, { state: "loud" })).toMatch(/state/);
  });
  it("needs whole positive minutes to suspend patrol", () => {
    expect(rejection(SuspendPatrolCommandSchema, { patrol: "off" })).toMatch(/minutes/);
    expect(rejection(SuspendPatrolCommandSchema, { patrol: "off", minutes: 2.5 })).toMatch(/minutes/);
    expect(rejection(SuspendPatrolCommandSchema, { patrol: "off", minutes: 0 })).toMatch(/minutes/);
  });
});

describe("command answers", () => {
  it("accepts the proxy's code and data", () => {
    expect(CommandResponseSchema.parse(ok({ code: 0, data: null })).data.code).toBe(0);
    expect(rejection(CommandResponseSchema, ok({ data: null }))).toMatch(/data\.code/);
  });
  it("reads a snapshot sent as JSON text or as an object", () => {
    const fromText = SnapshotResponseSchema.parse(ok({ code: 0, data: JSON.stringify({ image: JPEG }) }));
    expect(fromText.data.data?.image).toBe(JPEG);
    expect(Buffer.from(fromText.data.data?.image ?? "", "base64").subarray(0, 3)).toEqual(
      Buffer.from([0xff, 0xd8, 0xff]),
    );
    expect(SnapshotResponseSchema.parse(ok({ code: 0, data: { image: JPEG } })).data.data?.image).toBe(JPEG);
    expect(SnapshotResponseSchema.parse(ok({ code: 504, data: null })).data.data).toBeNull();
  });
  it("rejects snapshot data that is not JSON, has no image or is not base64", () => {
    expect(rejection(SnapshotResponseSchema, ok({ code: 0, data: "{not json" }))).toMatch(/snapshot_data_not_json/);
    expect(rejection(SnapshotResponseSchema, ok({ code: 0, data: JSON.stringify({ picture: JPEG }) }))).toMatch(
      /image/,
    );
    expect(rejection(SnapshotResponseSchema, ok({ code: 0, data: { image: "not base64!" } }))).toMatch(/image/);
  });
});
