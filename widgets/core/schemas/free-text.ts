import * as z from "zod/mini";

/** Longest free text the API takes where the spec names no smaller limit (issue 18). */
export const FREE_TEXT_MAX = 200;

export const FREE_TEXT_ERRORS = {
  tooLong: (max: number) => `Must be at most ${max} characters`,
  control: "Must not contain control characters",
  surrogate: "Must be valid UTF-16 (no lone surrogates)",
} as const;

// C0 and C1 controls and DEL; a multiline text keeps tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface FreeTextOptions {
  /** Most characters (UTF-16 code units, as the spec's limits count): 200 unless the spec says less or more. */
  max?: number;
  /** At least one character (after trimming, when `trim`). */
  required?: boolean;
  /** Trim surrounding white space first (preset names). */
  trim?: boolean;
  /** Allow tab and line breaks (the resolve note). */
  multiline?: boolean;
  /** The message of a text that is too long (the resolve note's own key). */
  tooLongMessage?: string;
}

/** Why `text` is not acceptable free text, or null (the checks of `FreeTextSchema`, for forms). */
export function freeTextProblem(text: string, options: FreeTextOptions = {}): string | null {
  const max = options.max ?? FREE_TEXT_MAX;
  if (text.length > max) return options.tooLongMessage ?? FREE_TEXT_ERRORS.tooLong(max);
  if ((options.multiline ? CONTROL_MULTILINE : CONTROL).test(text)) return FREE_TEXT_ERRORS.control;
  if (LONE_SURROGATE.test(text)) return FREE_TEXT_ERRORS.surrogate;
  return null;
}

/**
 * A free-text field of a request body (titles, names, notes): at most `max` characters, no control
 * characters, valid UTF-16. One schema for client and server, so both refuse the same texts; the
 * server answers 400 naming the field (`title: Must be at most 200 characters`). zod/mini, so it
 * also fits the classic-zod schemas.
 */
export function FreeTextSchema(options: FreeTextOptions = {}) {
  const max = options.max ?? FREE_TEXT_MAX;
  return z.string().check(
    ...(options.trim ? [z.trim()] : []),
    ...(options.required ? [z.minLength(1)] : []),
    z.maxLength(max, options.tooLongMessage ?? FREE_TEXT_ERRORS.tooLong(max)),
    z.refine((text) => !(options.multiline ? CONTROL_MULTILINE : CONTROL).test(text), FREE_TEXT_ERRORS.control),
    z.refine((text) => !LONE_SURROGATE.test(text), FREE_TEXT_ERRORS.surrogate),
  );
}
