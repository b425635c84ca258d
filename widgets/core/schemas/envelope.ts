import * as z from "zod";

export { ERROR_CODES, type ErrorCode } from "./error-codes";

/**
 * The response envelope every call of the contract uses:
 * `{ status: 200, statusMessage: "OK", data: ... }`.
 */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.literal(200),
    statusMessage: z.string(),
    data,
  });
}

/** The body the server sends with a non-2xx status (`code` on the refusals above). */
export const ErrorBodySchema = z.object({
  status: z.number().int(),
  statusMessage: z.string(),
  data: z.null(),
  error: z.string(),
  code: z.string().optional(),
  retryAfterS: z.number().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A database id: a positive integer. */
export const IdSchema = z.number().int().positive();

/** Coordinates as the server stores them: anything may arrive; validity is decided by `isValidCoordinate`. */
export const LooseCoordinateSchema = z.union([z.number(), z.string(), z.null()]);

/** An ISO 8601 date-time or date string, or null. */
export const NullableDateSchema = z.string().nullable();
