import * as z from "zod/mini";

/**
 * Schema parts shared by documents 2 and 3 (history, alerts, stream), in zod/mini like `base.ts`;
 * apart from it so that the map and search path, which imports `base.ts`, carries none of them.
 */

/** An ISO 8601 date-time with `Z` or an offset, e.g. `2026-11-21T14:00:00.000Z`. */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });

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
