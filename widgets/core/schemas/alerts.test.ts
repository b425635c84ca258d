import { describe, expect, it } from "vitest";
import * as z from "zod";
import {
  AlertResponseSchema,
  AlertsResponseSchema,
  isKnownAlertType,
  RESOLVE_ERRORS,
  RESOLVE_NOTE_MAX,
  RESOLVE_TAGS,
  ResolvePayloadSchema,
  ResolveResponseSchema,
} from "./alerts";

function rejection(schema: z.core.$ZodType, value: unknown): string {
  const result = z.safeParse(schema, value);
  expect(result.success, "expected the value to be rejected").toBe(false);
  return result.success ? "" : z.prettifyError(result.error);
}
const ok = <T>(data: T) => ({ status: 200, statusMessage: "OK", data });

const sampleMedia = [
  {
    mediaTimestamp: "2026-11-21T03:14:05Z",
    cameraId: 12061,
    mimeType: "video/mp4",
    url: "https://media.example.com/a/9001/p.mp4",
    cameraRole: "Primary",
  },
  {
    mediaTimestamp: "2026-11-21T03:14:05Z",
    cameraId: 12062,
    mimeType: "image/jpeg",
    url: "https://media.example.com/a/9001/l.jpg",
    cameraRole: "Left",
  },
];
const alert = {
  alertId: 9001,
  alertType: "intrusion",
  alertSubject: "person",
  alertTimestamp: "2026-11-21T03:14:00Z",
  state: "new",
  cameraId: 12061,
  cameraRole: "Primary",
  sensorId: "radar-2",
  clientId: 17,
  clientName: "Walmart",
  locationId: 930,
  locationName: "Walmart Supercenter #1184",
  locationTimezone: "America/Chicago",
  liveUnitId: 4021,
  liveUnitName: "LVT-4021 North Lot",
  serial: "LVT4021A",
  media: sampleMedia,
};

describe("alerts", () => {
  it("accepts a list and one alert, including an unknown type and no subject", () => {
    const list = AlertsResponseSchema.parse(
      ok([alert, { ...alert, alertId: 9002, alertType: "tailgating", alertSubject: null, media: [] }]),
    );
    expect(list.data.map((a) => isKnownAlertType(a.alertType))).toEqual([true, false]);
    expect(AlertResponseSchema.parse(ok({ ...alert, state: "resolved" })).data.state).toBe("resolved");
  });
  it("rejects bad subjects, roles, mime types and missing fields", () => {
    expect(rejection(AlertResponseSchema, ok({ ...alert, alertSubject: "dog" }))).toMatch(/data\.alertSubject/);
    expect(rejection(AlertResponseSchema, ok({ ...alert, cameraRole: "Top" }))).toMatch(/data\.cameraRole/);
    const badMedia = [{ ...sampleMedia[0], mimeType: "video/webm" }];
    expect(rejection(AlertResponseSchema, ok({ ...alert, media: badMedia }))).toMatch(/data\.media\[0\]\.mimeType/);
    const { liveUnitId: _l, ...noUnit } = alert;
    expect(rejection(AlertResponseSchema, ok(noUnit))).toMatch(/data\.liveUnitId/);
    expect(rejection(AlertsResponseSchema, { status: 404, statusMessage: "Not Found", data: [] })).toMatch(/status/);
  });
});

describe("resolve payload", () => {
  it("accepts tags with or without a note, and 'other' with a note", () => {
    expect(ResolvePayloadSchema.parse({ alertId: 9001, note: "", tags: ["theft", "tampering"] }).tags).toHaveLength(2);
    expect(ResolvePayloadSchema.parse({ alertId: 9001, note: "Wind moved a sign", tags: ["other"] }).note).toBe(
      "Wind moved a sign",
    );
    expect(
      ResolvePayloadSchema.parse({ alertId: 9001, note: "x".repeat(RESOLVE_NOTE_MAX), tags: [...RESOLVE_TAGS] }).tags,
    ).toHaveLength(11);
  });
  it("requires a tag", () => {
    expect(rejection(ResolvePayloadSchema, { alertId: 9001, note: "", tags: [] })).toMatch(RESOLVE_ERRORS.tagRequired);
  });
  it("requires a non-blank note with 'other'", () => {
    const message = rejection(ResolvePayloadSchema, { alertId: 9001, note: "   ", tags: ["animal", "other"] });
    expect(message).toMatch(RESOLVE_ERRORS.noteRequired);
    expect(message).toMatch(/at note/);
  });
  it("limits the note to 1000 characters", () => {
    const message = rejection(ResolvePayloadSchema, { alertId: 9001, note: "x".repeat(1001), tags: ["theft"] });
    expect(message).toMatch(RESOLVE_ERRORS.noteTooLong);
  });
  it("rejects unknown tags and a missing alert id", () => {
    expect(rejection(ResolvePayloadSchema, { alertId: 9001, note: "", tags: ["thief"] })).toMatch(/tags\[0\]/);
    expect(rejection(ResolvePayloadSchema, { note: "", tags: ["theft"] })).toMatch(/alertId/);
  });
  it("answers the resolved state", () => {
    expect(ResolveResponseSchema.parse(ok({ alertId: 9001, state: "resolved" })).data.alertId).toBe(9001);
    expect(rejection(ResolveResponseSchema, ok({ alertId: 9001, state: "new" }))).toMatch(/state/);
  });
});
