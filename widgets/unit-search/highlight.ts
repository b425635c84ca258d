import type { HighlightField, SearchHit } from "../core/schemas/search";

/** A piece of displayed text; `match` pieces are rendered as `<mark>`. Always plain text. */
export interface TextPart {
  text: string;
  match: boolean;
}

const OPEN = "<em>";
const CLOSE = "</em>";

/**
 * Splits a highlight fragment on the `<em>`/`</em>` markers only. Everything else, including any
 * other markup inside a unit's name, stays literal text.
 */
export function splitHighlight(fragment: string): TextPart[] {
  const parts: TextPart[] = [];
  let match = false;
  let rest = fragment;
  while (rest.length > 0) {
    const marker = match ? CLOSE : OPEN;
    const at = rest.indexOf(marker);
    const text = at === -1 ? rest : rest.slice(0, at);
    if (text) {
      const last = parts[parts.length - 1];
      if (last && last.match === match) last.text += text;
      else parts.push({ text, match });
    }
    if (at === -1) break;
    rest = rest.slice(at + marker.length);
    match = !match;
  }
  return parts;
}

/** The displayed parts of one field of a hit: its highlight when the server sent one, else its text. */
export function fieldParts(hit: SearchHit, field: HighlightField): TextPart[] {
  const fragments = hit.highlight[field];
  if (fragments && fragments.length > 0) return splitHighlight(fragments.join(" … "));
  const value = hit._source[field];
  return value ? [{ text: value, match: false }] : [];
}

/** The plain text of parts. */
export function partsText(parts: readonly TextPart[]): string {
  return parts.map((part) => part.text).join("");
}
