import * as z from "zod/mini";

/**
 * Schema parts shared by documents 2 and 3 (history, alerts, stream), in zod/mini like `base.ts`;
 * apart from it so that the map and search path, which imports `base.ts`, carries none of them.
 */

// A real calendar date (leap days included), `T`, hours, minutes, seconds with any fraction, and `Z`
// or an offset: the pattern of zod's `z.iso.datetime({ offset: true })`, which accepts exactly this.
const DATE =
  "(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8])))";
const HH_MM = "(?:[01]\\d|2[0-3]):[0-5]\\d";
/** `2026-11-21T14:00:00.000Z`, `2026-11-21T08:00:00-06:00`. */
export const ISO_DATE_TIME = new RegExp(`^${DATE}T${HH_MM}:[0-5]\\d(?:\\.\\d+)?(?:Z|[+-]${HH_MM})$`);

/**
 * An ISO 8601 date-time with `Z` or an offset, e.g. `2026-11-21T14:00:00.000Z`. A check of the
 * pattern above rather than zod's `iso.datetime` kind (same acceptance, see common.test.ts): that
 * kind and its pattern builder were 0.4 KiB of `<vms-camera>`'s entry (issue 8). Documented as
 * `format: date-time`, as before.
 */
export const IsoDateTimeSchema = z
  .string()
  .check(z.refine((text) => ISO_DATE_TIME.test(text), { message: "Invalid ISO datetime" }))
  .register(z.globalRegistry, { format: "date-time" });

/** An IANA time zone name, e.g. `America/Chicago`. */
export const TimeZoneSchema = z.string().check(z.minLength(1));

/**
 * Someone watching a camera, live unit or alert. `joined` is when they joined; the first viewer
 * has control, the others have `viewOnlyAccess`.
 */
export const ViewerSchema = z.object({
  name: z.string(),
  username: z.string(),
  joined: IsoDateTimeSchema,
  viewOnlyAccess: z.boolean(),
});
export type Viewer = z.infer<typeof ViewerSchema>;
