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

/**
 * The body the server sends with a non-2xx status. A refusal may add a stable `code` (e.g.
 * `clip_jobs_per_user`, `encoder_budget`) and `retryAfterS` (as its `Retry-After` header).
 */
export const ErrorBodySchema = z.object({
  status: z.int(),
  statusMessage: z.string(),
  data: z.null(),
  error: z.string(),
  code: z.optional(z.string()),
  retryAfterS: z.optional(z.number()),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A database id: a positive integer. */
export const IdSchema = z.int().check(z.positive());

/** Coordinates as the server stores them: anything may arrive; validity is decided by `isValidCoordinate`. */
export const LooseCoordinateSchema = z.union([z.number(), z.string(), z.null()]);

/** An ISO 8601 date-time or date string, or null. */
export const NullableDateSchema = z.nullable(z.string());
