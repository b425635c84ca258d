import { describe, expect, it } from "vitest";
import * as z from "zod";
import {
  MediaAvailableEventSchema,
  presenceRoom,
  PresenceRoomSchema,
  REALTIME_EVENTS,
  realtimeEventSchemas,
  ResolveInitiatedEventSchema,
  SocketAuthSchema,
  ViewersEventSchema,
} from "./realtime";

const sampleMedia = [
  {
    mediaTimestamp: "2026-11-21T03:14:05Z",
    cameraId: 12061,
    mimeType: "video/mp4",
    url: "https://media.example.com/a/9001/p.mp4",
    cameraRole: "Primary",
  },
  {
    mediaTimestamp: "2026-11-21T03:14:08Z",
    cameraId: 12063,
    mimeType: "image/jpeg",
    url: "https://media.example.com/a/9001/r.jpg",
    cameraRole: "Right",
  },
];
function rejection(schema: z.core.$ZodType, value: unknown): string {
  const result = z.safeParse(schema, value);
  expect(result.success, "expected the value to be rejected").toBe(false);
  return result.success ? "" : z.prettifyError(result.error);
}

describe("alert events", () => {
  it("parses a raised alert (no media yet) and rejects one without its unit", () => {
    const alert = {
      alertId: 9003,
      alertType: "loitering",
      alertSubject: "person",
      alertTimestamp: "2026-11-21T03:20:00-06:00",
      state: "new",
      cameraId: 12061,
      cameraRole: "Primary",
      sensorId: null,
      clientId: 17,
      clientName: "Walmart",
      locationId: 930,
      locationName: "Walmart Supercenter #1184",
      locationTimezone: "America/Chicago",
      liveUnitId: 4021,
      liveUnitName: "LVT-4021 North Lot",
      serial: "LVT4021A",
      media: [],
    };
    expect(realtimeEventSchemas["alert raised"].parse(alert).alertId).toBe(9003);
    const { liveUnitId: _l, ...noUnit } = alert;
    expect(rejection(realtimeEventSchemas["alert raised"], noUnit)).toMatch(/liveUnitId/);
  });
  it("parses media available and resolve initiated", () => {
    expect(MediaAvailableEventSchema.parse({ alertId: 9001, media: sampleMedia }).media).toHaveLength(2);
    expect(ResolveInitiatedEventSchema.parse({ alertId: 9001 })).toEqual({ alertId: 9001 });
  });
  it("rejects empty media and a text alert id", () => {
    expect(rejection(MediaAvailableEventSchema, { alertId: 9001, media: [] })).toMatch(/media/);
    expect(rejection(ResolveInitiatedEventSchema, { alertId: "9001" })).toMatch(/alertId/);
  });
  it("maps every event name to its schema and namespace", () => {
    expect(Object.keys(realtimeEventSchemas).sort()).toEqual(Object.keys(REALTIME_EVENTS).sort());
    for (const [name, event] of Object.entries(REALTIME_EVENTS)) {
      expect(realtimeEventSchemas[name as keyof typeof realtimeEventSchemas]).toBe(event.schema);
    }
    expect(REALTIME_EVENTS["alert raised"].namespace).toBe("/security_alerts");
    expect(REALTIME_EVENTS.viewers.namespace).toBe("/view");
  });
});

describe("presence", () => {
  it("builds and parses room keys", () => {
    expect(presenceRoom(4021)).toEqual({ room: "live-unit", key: "4021" });
    expect(presenceRoom(4021, 9001)).toEqual({ room: "alert", key: "4021.9001" });
    expect(PresenceRoomSchema.parse(presenceRoom(4021, 9001)).key).toBe("4021.9001");
  });
  it("rejects keys that do not fit the room and unknown rooms", () => {
    expect(rejection(PresenceRoomSchema, { room: "alert", key: "4021" })).toMatch(/bad_room_key/);
    expect(rejection(PresenceRoomSchema, { room: "live-unit", key: "4021.9001" })).toMatch(/bad_room_key/);
    expect(rejection(PresenceRoomSchema, { room: "camera", key: "1" })).toMatch(/room/);
  });
  it("parses the viewers message", () => {
    const viewers = [{ name: "Dana Reyes", username: "dreyes", joined: "2026-11-21T14:00:03Z", viewOnlyAccess: false }];
    expect(ViewersEventSchema.parse({ room: "alert", key: "4021.9001", viewers }).viewers[0]?.username).toBe("dreyes");
    expect(rejection(ViewersEventSchema, { room: "alert", key: "4021.9001" })).toMatch(/viewers/);
    expect(
      rejection(ViewersEventSchema, { room: "alert", key: "4021.9001", viewers: [{ ...viewers[0], joined: 5 }] }),
    ).toMatch(/joined/);
  });
  it("needs a token in the handshake", () => {
    expect(SocketAuthSchema.parse({ token: "abc" }).token).toBe("abc");
    expect(rejection(SocketAuthSchema, {})).toMatch(/token/);
  });
});
