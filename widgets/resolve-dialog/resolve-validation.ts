import { RESOLVE_ERRORS, ResolvePayloadSchema, type ResolvePayload, type ResolveTag } from "../core/schemas/alerts";

/** What the dialog holds while the user fills it in. */
export interface ResolveForm {
  tags: readonly ResolveTag[];
  note: string;
}

/** Catalogue keys of the resolve dialog's field errors (`resolveDialog:errors.*`). */
export type ResolveErrorKey = "tagRequired" | "noteRequired" | "noteTooLong";
export interface ResolveFieldErrors {
  tags?: ResolveErrorKey;
  note?: ResolveErrorKey;
}

export type ResolveValidation = { ok: true; payload: ResolvePayload } | { ok: false; errors: ResolveFieldErrors };

const KEY_BY_CODE: Record<string, ResolveErrorKey> = {
  [RESOLVE_ERRORS.tagRequired]: "tagRequired",
  [RESOLVE_ERRORS.noteRequired]: "noteRequired",
  [RESOLVE_ERRORS.noteTooLong]: "noteTooLong",
};

/**
 * Checks the form with `ResolvePayloadSchema`, the rule the server applies to the same body
 * (document 3 §5): at least one tag; with 'other' a non-blank note; the note at most 1000
 * characters. Errors come back per field as catalogue keys.
 */
export function validateResolve(alertId: number, form: ResolveForm): ResolveValidation {
  const result = ResolvePayloadSchema.safeParse({ alertId, note: form.note, tags: [...form.tags] });
  if (result.success) return { ok: true, payload: result.data };
  const errors: ResolveFieldErrors = {};
  for (const issue of result.error.issues) {
    const key = KEY_BY_CODE[issue.message];
    if (!key) continue;
    const field = key === "tagRequired" ? "tags" : "note";
    errors[field] ??= key;
  }
  // Anything else (an unknown tag, a bad id) is a programming error, not the user's: report it on tags.
  if (!errors.tags && !errors.note) errors.tags = "tagRequired";
  return { ok: false, errors };
}

/** Toggles `tag` in the chosen tags, keeping the catalogue order. */
export function toggleTag(tags: readonly ResolveTag[], tag: ResolveTag, order: readonly ResolveTag[]): ResolveTag[] {
  const chosen = new Set(tags);
  if (chosen.has(tag)) chosen.delete(tag);
  else chosen.add(tag);
  return order.filter((t) => chosen.has(t));
}
