import { describe, expect, it } from "vitest";
import * as z from "zod";
import { MosaicResponseSchema } from "./mosaic";

function rejection(schema: z.core.$ZodType, value: unknown): string {
  const result = z.safeParse(schema, value);
  expect(result.success, "expected the value to be rejected").toBe(false);
  return result.success ? "" : z.prettifyError(result.error);
}
const ok = <T>(data: T) => ({ status: 200, statusMessage: "OK", data: { data } });

const camera = {
  cameraId: 12061,
  cameraName: "PTZ North",
  liveUnitId: 4021,
  liveUnitName: "LVT-4021 North Lot",
  locationName: "Walmart Supercenter #1184",
  locationTimezone: "America/Chicago",
  capabilities: { webrtc: true },
  presets: [{ id: 501, name: "Gate", isHome: true }],
  controlPresets: true,
  controlPtzf: false,
};
const mosaic = {
  id: 44,
  name: "Night shift",
  cameras: [camera, { ...camera, cameraId: 12062, capabilities: { webrtc: false, snapshot: true, relayActions: [] } }],
  sipPhoneNumber: null,
  sipPin: null,
  clientPasscode: "8812",
  userPermissions: { canControlPtzf: true, canAccessQuickSounds: false, canSpeakerTalkdown: false },
};

describe("mosaic", () => {
  it("accepts a mosaic in data.data, with extra capabilities kept", () => {
    const parsed = MosaicResponseSchema.parse(ok(mosaic)).data.data;
    expect(parsed.cameras).toHaveLength(2);
    expect(parsed.cameras[1]?.capabilities.snapshot).toBe(true);
  });
  it("rejects a camera without webrtc capability, missing permissions and the payload outside data.data", () => {
    const noWebrtc = { ...mosaic, cameras: [{ ...camera, capabilities: {} }] };
    expect(rejection(MosaicResponseSchema, ok(noWebrtc))).toMatch(/data\.data\.cameras\[0\]\.capabilities\.webrtc/);
    const { userPermissions: _p, ...noPermissions } = mosaic;
    expect(rejection(MosaicResponseSchema, ok(noPermissions))).toMatch(/userPermissions/);
    expect(rejection(MosaicResponseSchema, { status: 200, statusMessage: "OK", data: mosaic })).toMatch(/data\.data/);
  });
});
