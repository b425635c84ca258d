import en from "zod/v4/locales/en.js";
import * as z from "zod/mini";

// zod/mini ships no messages ("Invalid input"); classic zod loads English itself. Loaded here so
// the errors of mini schemas read as before ("expected int, received number"). Only English:
// `z.locales` would bring every language.
z.config(en());

/**
 * The shared parts of the schemas in zod/mini (tree-shakable: a widget's bundle carries only the
 * checks it uses). `envelope.ts` keeps the same definitions in classic zod for the documents not
 * moved yet (alerts, history, mosaic, requested videos, realtime, voice); keep the two in step.
 */

/**
 * The response envelope every call of the contract uses:
 * `{ status: 200, statusMessage: "OK", data: ... }`.
 */
export function envelope<T extends z.core.SomeType>(data: T) {
  return z.object({
    status: z.literal(200),
    statusMessage: z.string(),
    data,
  });
}

/** The body the server sends with a non-2xx status. */
export const ErrorBodySchema = z.object({
  status: z.int(),
  statusMessage: z.string(),
  data: z.null(),
  error: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A database id: a positive integer. */
export const IdSchema = z.int().check(z.positive());

/** Coordinates as the server stores them: anything may arrive; validity is decided by `isValidCoordinate`. */
export const LooseCoordinateSchema = z.union([z.number(), z.string(), z.null()]);

/** An ISO 8601 date-time or date string, or null. */
export const NullableDateSchema = z.nullable(z.string());

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
