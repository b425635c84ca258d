import { describe, expect, it } from "vitest";
import * as z from "zod";
import {
  CameraPermissionsResponseSchema,
  CapabilitiesResponseSchema,
  LightSchema,
  LocationCamerasResponseSchema,
  PatrolStateResponseSchema,
  PresetCreateSchema,
  PresetCreateResponseSchema,
  PresetUpdateResponseSchema,
  PresetUpdateSchema,
  QUICK_VIDEO_TITLE,
  QuickVideoRequestSchema,
  RecentlyVisitedSchema,
  StreamCheckInResponseSchema,
  StreamMetaResponseSchema,
  StreamStartResponseSchema,
  TalkdownEndResponseSchema,
  TalkdownHeartbeatResponseSchema,
  TalkdownStartResponseSchema,
} from "./stream";

function rejection(schema: z.core.$ZodType, value: unknown): string {
  const result = z.safeParse(schema, value);
  expect(result.success, "expected the value to be rejected").toBe(false);
  return result.success ? "" : z.prettifyError(result.error);
}
const ok = <T>(data: T) => ({ status: 200, statusMessage: "OK", data });

const health = {
  statusText: "Online",
  color: "green",
  startColor: null,
  isFlapping: false,
  isGradient: false,
  overlay: null,
};
const meta = {
  cameraId: 12061,
  cameraName: "PTZ North",
  liveUnitId: 4021,
  liveUnitName: "LVT-4021 North Lot",
  locationId: 930,
  locationName: "Walmart Supercenter #1184",
  clientId: 17,
  clientName: "Walmart",
  clientLogoUrl: "https://cdn.example.com/logos/17.png",
  cameraActive: true,
  cameraPatrolSuspended: false,
  cameraHealth: health,
  otherCameraIds: [12062, 12063, 13001],
  timeZone: "America/Chicago",
  thumbnailPreset: { id: 501, name: "Gate" },
  presets: [
    { id: 501, name: "Gate", isHome: true },
    { id: 502, name: "Loading dock", isHome: false },
  ],
  sipPhoneNumber: "+13125550182",
  sipPin: "4471",
  clientPasscode: null,
};
const relay = { relayName: "strobe", uiLabel: "Strobe", stateDefault: "off", reportStates: true, delay: 60000 };
const capabilities = {
  webrtc: true,
  presets: true,
  position: true,
  pan: true,
  panStop: false,
  zoom: true,
  clickToCenter: true,
  snapshot: true,
  heater: true,
  home: true,
  autofocus: false,
  lightInternal: false,
  lightInfared: true,
  speakerTalkdown: true,
  speakerSounds: [{ id: 3, label: "Warning siren" }],
  relayActions: [relay, { ...relay, relayName: "heater", uiLabel: "Heater", delay: null }],
};

describe("stream meta", () => {
  it("accepts a realistic answer and one without phone line or thumbnail", () => {
    expect(StreamMetaResponseSchema.parse(ok(meta)).data.presets).toHaveLength(2);
    const bare = { ...meta, sipPhoneNumber: null, sipPin: null, thumbnailPreset: null, locationId: null };
    expect(StreamMetaResponseSchema.parse(ok(bare)).data.thumbnailPreset).toBeNull();
  });
  it("rejects a missing health, an active flag as number and a preset without isHome", () => {
    const { cameraHealth: _h, ...noHealth } = meta;
    expect(rejection(StreamMetaResponseSchema, ok(noHealth))).toMatch(/data\.cameraHealth/);
    expect(rejection(StreamMetaResponseSchema, ok({ ...meta, cameraActive: 1 }))).toMatch(/cameraActive/);
    expect(rejection(StreamMetaResponseSchema, ok({ ...meta, presets: [{ id: 1, name: "x" }] }))).toMatch(/isHome/);
    expect(rejection(StreamMetaResponseSchema, { ...ok(meta), statusMessage: undefined })).toMatch(/statusMessage/);
  });
});

describe("capabilities and permissions", () => {
  it("accepts both", () => {
    expect(CapabilitiesResponseSchema.parse(ok(capabilities)).data.relayActions).toHaveLength(2);
    const permissions = {
      controlPresets: true,
      controlPtzf: true,
      speakerTalkdown: false,
      quickSounds: true,
      suspendPatrol: false,
    };
    expect(CameraPermissionsResponseSchema.parse(ok(permissions)).data.quickSounds).toBe(true);
    expect(rejection(CameraPermissionsResponseSchema, ok({ ...permissions, controlPtzf: undefined }))).toMatch(
      /controlPtzf/,
    );
  });
  it("rejects a relay with an unknown default state and a sound without label", () => {
    const bad = { ...capabilities, relayActions: [{ ...relay, stateDefault: "dim" }] };
    expect(rejection(CapabilitiesResponseSchema, ok(bad))).toMatch(/relayActions\[0\]\.stateDefault/);
    expect(rejection(CapabilitiesResponseSchema, ok({ ...capabilities, speakerSounds: [{ id: 3 }] }))).toMatch(/label/);
    expect(
      rejection(CapabilitiesResponseSchema, ok({ ...capabilities, relayActions: [{ ...relay, delay: -5 }] })),
    ).toMatch(/delay/);
  });
  it("describes a light of a camera", () => {
    expect(
      LightSchema.parse({ uiLabel: "Strobe", relayName: "strobe", stateDefault: "off", delay: null, cameraId: 12061 })
        .cameraId,
    ).toBe(12061);
    expect(
      rejection(LightSchema, { uiLabel: "Strobe", relayName: "strobe", stateDefault: "off", delay: null }),
    ).toMatch(/cameraId/);
  });
});

describe("at this location", () => {
  const item = {
    id: 12062,
    cameraName: "Fixed East",
    liveUnitId: 4021,
    liveUnitName: "LVT-4021 North Lot",
    locationId: 930,
    active: true,
    uptimeSummary: { ...health, color: "yellow", statusText: "Degraded" },
    thumbnailPreset: { id: 610, name: "East fence" },
  };
  it("accepts camera list items and rejects one without uptime", () => {
    expect(
      LocationCamerasResponseSchema.parse(ok([item, { ...item, id: 12063, active: false, thumbnailPreset: null }]))
        .data,
    ).toHaveLength(2);
    const { uptimeSummary: _u, ...noUptime } = item;
    expect(rejection(LocationCamerasResponseSchema, ok([noUptime]))).toMatch(/data\[0\]\.uptimeSummary/);
  });
});

describe("presets, patrol and quick video", () => {
  it("creates and renames presets with a name", () => {
    expect(PresetCreateSchema.parse({ cameraId: 12061, liveUnitId: 4021, name: "  Gate  " }).name).toBe("Gate");
    expect(rejection(PresetCreateSchema, { cameraId: 12061, liveUnitId: 4021, name: "   " })).toMatch(/name/);
    expect(rejection(PresetCreateSchema, { liveUnitId: 4021, name: "Gate" })).toMatch(/cameraId/);
    expect(PresetCreateResponseSchema.parse(ok(777)).data).toBe(777);
    expect(PresetUpdateSchema.parse({ name: "Dock" }).name).toBe("Dock");
    expect(rejection(PresetUpdateSchema, { name: "" })).toMatch(/name/);
    expect(PresetUpdateResponseSchema.parse(ok({ id: 502, name: "Dock", isHome: false })).data.name).toBe("Dock");
  });
  it("reads the patrol state as a boolean", () => {
    expect(PatrolStateResponseSchema.parse(ok(true)).data).toBe(true);
    expect(rejection(PatrolStateResponseSchema, ok("suspended"))).toMatch(/expected boolean/);
  });
  it("requests a quick video per camera", () => {
    expect(QuickVideoRequestSchema.parse({ camera_id: 12061, title: QUICK_VIDEO_TITLE }).title).toBe(
      "Capture Last 5 Minutes",
    );
    expect(rejection(QuickVideoRequestSchema, { cameraId: 12061, title: QUICK_VIDEO_TITLE })).toMatch(/camera_id/);
  });
});

describe("talk-down", () => {
  it("starts, beats and ends a session", () => {
    const session = { sessionId: "td_8f2a", heartbeatIntervalMs: 5000, timeoutMs: 15000 };
    expect(TalkdownStartResponseSchema.parse(ok(session)).data.sessionId).toBe("td_8f2a");
    expect(TalkdownHeartbeatResponseSchema.parse(ok({ active: true })).data.active).toBe(true);
    expect(TalkdownEndResponseSchema.parse(ok(null)).data).toBeNull();
  });
  it("rejects a session without id or with a zero interval", () => {
    expect(rejection(TalkdownStartResponseSchema, ok({ heartbeatIntervalMs: 5000, timeoutMs: 15000 }))).toMatch(
      /sessionId/,
    );
    expect(
      rejection(TalkdownStartResponseSchema, ok({ sessionId: "x", heartbeatIntervalMs: 0, timeoutMs: 1 })),
    ).toMatch(/heartbeatIntervalMs/);
  });
});

describe("stream sessions", () => {
  it("starts a stream and checks in", () => {
    const start = {
      camString: "cam-12061-main",
      canConfigure: true,
      whepUrl: "/whep/cam-12061-main",
      hlsUrl: "/hls/cam-12061-main/index.m3u8",
    };
    expect(StreamStartResponseSchema.parse(ok(start)).data.camString).toBe("cam-12061-main");
    expect(StreamStartResponseSchema.parse(ok({ ...start, whepUrl: null })).data.whepUrl).toBeNull();
    const viewers = [
      { name: "Dana Reyes", username: "dreyes", joined: "2026-11-21T14:00:03Z", viewOnlyAccess: false },
      { name: "Sam Ortiz", username: "sortiz", joined: "2026-11-21T14:02:10Z", viewOnlyAccess: true },
    ];
    expect(StreamCheckInResponseSchema.parse(ok({ viewers })).data.viewers[1]?.viewOnlyAccess).toBe(true);
  });
  it("rejects a start without canConfigure and a viewer without username", () => {
    expect(rejection(StreamStartResponseSchema, ok({ camString: "c", whepUrl: null, hlsUrl: null }))).toMatch(
      /canConfigure/,
    );
    const viewer = { name: "Dana Reyes", joined: "2026-11-21T14:00:03Z", viewOnlyAccess: false };
    expect(rejection(StreamCheckInResponseSchema, ok({ viewers: [viewer] }))).toMatch(/viewers\[0\]\.username/);
  });
});

describe("recently visited", () => {
  const entry = (liveUnitId: number) => ({ liveUnitId, cameraId: liveUnitId * 3, visitedAt: "2026-11-21T14:00:00Z" });
  it("keeps up to 20 entries, one per live unit", () => {
    const twenty = Array.from({ length: 20 }, (_, i) => entry(i + 1));
    expect(RecentlyVisitedSchema.parse(twenty)).toHaveLength(20);
    expect(rejection(RecentlyVisitedSchema, [...twenty, entry(21)])).toMatch(/20/);
    expect(rejection(RecentlyVisitedSchema, [entry(1), entry(1)])).toMatch(/duplicate_live_unit/);
    expect(rejection(RecentlyVisitedSchema, [{ liveUnitId: 1, visitedAt: "2026-11-21T14:00:00Z" }])).toMatch(
      /cameraId/,
    );
  });
});
