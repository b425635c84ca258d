import * as z from "zod";
import { envelope, IdSchema } from "./envelope";
import { FreeTextSchema } from "./free-text";
import { IsoDateTimeSchema, TimeZoneSchema } from "./history";

/** Alerts and the resolve flow (document 3). */

/** Alert types the widgets know; any other string is kept and labelled 'Alert'. */
export const ALERT_TYPES = [
  "lowvoltagedisconnect",
  "powerloss",
  "mastmovement",
  "baseentry",
  "headentry",
  "intrusion",
  "loitering",
  "gunshot",
  "fire",
  "Test",
  "other",
] as const;
export type KnownAlertType = (typeof ALERT_TYPES)[number];
export function isKnownAlertType(type: string): type is KnownAlertType {
  return (ALERT_TYPES as readonly string[]).includes(type);
}

export const ALERT_SUBJECTS = ["person", "vehicle", "object"] as const;
export const AlertSubjectSchema = z.enum(ALERT_SUBJECTS);

export const CAMERA_ROLES = ["Right", "Left", "Primary", "Radar", "None"] as const;
export const CameraRoleSchema = z.enum(CAMERA_ROLES);
export type CameraRole = z.infer<typeof CameraRoleSchema>;

export const MEDIA_MIME_TYPES = ["image/jpeg", "video/mp4"] as const;

/** One recorded image or clip of an alert. The URL answers 200 once the file is ready. */
export const AlertMediaSchema = z.object({
  mediaTimestamp: IsoDateTimeSchema,
  cameraId: IdSchema,
  mimeType: z.enum(MEDIA_MIME_TYPES),
  url: z.string().min(1),
  cameraRole: CameraRoleSchema,
});
export type AlertMedia = z.infer<typeof AlertMediaSchema>;

/** Known alert states; the spec only distinguishes 'resolved' from the rest, so any string is accepted. */
export const ALERT_STATES = ["new", "resolved"] as const;

/** An alert. `media` is empty when it is raised; 'media available' events append to it. */
export const AlertSchema = z.object({
  alertId: IdSchema,
  alertType: z.string().min(1),
  alertSubject: AlertSubjectSchema.nullable(),
  alertTimestamp: IsoDateTimeSchema,
  state: z.string().min(1),
  cameraId: IdSchema,
  cameraRole: CameraRoleSchema,
  sensorId: z.string().nullable(),
  clientId: IdSchema,
  clientName: z.string(),
  locationId: IdSchema.nullable(),
  locationName: z.string().nullable(),
  locationTimezone: TimeZoneSchema,
  liveUnitId: IdSchema,
  liveUnitName: z.string(),
  serial: z.string(),
  media: z.array(AlertMediaSchema),
});
export type Alert = z.infer<typeof AlertSchema>;
/** GET /api/alerts: the user's unresolved alerts, newest first. */
export const AlertsResponseSchema = envelope(z.array(AlertSchema));
/** GET /api/alerts/{alertId} */
export const AlertResponseSchema = envelope(AlertSchema);

/** The longest span of one unit-alerts call: a day (the timeline asks for the hour it shows). */
export const UNIT_ALERTS_MAX_SPAN_MS = 86_400_000;
/** At most this many alerts per unit-alerts call (the earliest first). */
export const UNIT_ALERTS_MAX = 200;
/** GET /api/live_units/{liveUnitId}/alerts?from=&to= (beyond the spec): a unit's alerts in a span, resolved or not. */
export const UnitAlertsQuerySchema = z.object({
  from: z.coerce.number().int().nonnegative().max(8_640_000_000_000),
  to: z.coerce.number().int().nonnegative().max(8_640_000_000_000),
});
/** One alert on a unit's history timeline: when, what, and whether it is resolved. */
export const UnitAlertSchema = z.object({
  alertId: IdSchema,
  alertType: z.string().min(1),
  alertSubject: AlertSubjectSchema.nullable(),
  alertTimestamp: IsoDateTimeSchema,
  state: z.string().min(1),
  cameraId: IdSchema,
});
export type UnitAlert = z.infer<typeof UnitAlertSchema>;
export const UnitAlertsResponseSchema = envelope(z.array(UnitAlertSchema));

/**
 * Resolve tags. The spec notes the stored value for theft is misspelt somewhere but does not give
 * the misspelling, so the correct spelling is used.
 */
export const RESOLVE_TAGS = [
  "accident",
  "animal",
  "deterredCrime",
  "employeeVendor",
  "loitering",
  "suspiciousActivity",
  "tampering",
  "theft",
  "technicalIssue",
  "violence",
  "other",
] as const;
export const ResolveTagSchema = z.enum(RESOLVE_TAGS);
export type ResolveTag = z.infer<typeof ResolveTagSchema>;

export const RESOLVE_NOTE_MAX = 1000;

/** Codes carried as the message of resolve issues; the dialog maps them to its i18n keys. */
export const RESOLVE_ERRORS = {
  tagRequired: "tag_required",
  noteRequired: "note_required",
  noteTooLong: "note_too_long",
} as const;

/**
 * Body of POST /api/alerts/{alertId}/resolve. At least one tag ('A tag is required'); with
 * 'other' the trimmed note must not be empty ('A note is required if 'Other' is selected');
 * the note is at most 1000 characters.
 */
export const ResolvePayloadSchema = z
  .object({
    alertId: IdSchema,
    note: FreeTextSchema({ max: RESOLVE_NOTE_MAX, multiline: true, tooLongMessage: RESOLVE_ERRORS.noteTooLong }),
    tags: z.array(ResolveTagSchema).min(1, { message: RESOLVE_ERRORS.tagRequired }),
  })
  .refine((p) => !p.tags.includes("other") || p.note.trim() !== "", {
    message: RESOLVE_ERRORS.noteRequired,
    path: ["note"],
  });
export type ResolvePayload = z.infer<typeof ResolvePayloadSchema>;
/** The answer of the resolve call; 'resolve initiated' then reaches every viewer. */
export const ResolveResponseSchema = envelope(z.object({ alertId: IdSchema, state: z.literal("resolved") }));

/** Longest alert type the test hook accepts (any other string than ALERT_TYPES is labelled 'Alert'). */
export const TEST_ALERT_TYPE_MAX = 64;

/**
 * Body of the reference server's test hook `POST /api/test/alerts` (only with `VMS_TEST_HOOKS=1`):
 * raise one alert now. Every field is optional: without `liveUnitId` a unit of the caller's clients
 * is chosen (any demo unit when anonymous); `alertType` may be any short string, so tests can raise
 * an unknown type; `media: false` raises an alert that never gets media (default true).
 */
export const TestAlertRequestSchema = z.strictObject({
  liveUnitId: IdSchema.optional(),
  alertType: z.optional(FreeTextSchema({ required: true, max: TEST_ALERT_TYPE_MAX })),
  alertSubject: AlertSubjectSchema.optional(),
  media: z.boolean().optional(),
});
export type TestAlertRequest = z.infer<typeof TestAlertRequestSchema>;
/** The raised alert's id. */
export const TestAlertResponseSchema = envelope(z.object({ alertId: IdSchema }));

/** Answer of the test hook `POST /api/test/sockets/drop`: how many transports were cut. */
export const TestSocketDropResponseSchema = envelope(z.object({ dropped: z.number().int().nonnegative() }));
