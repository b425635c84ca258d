/**
 * Wraps every match of the terms in `<em>`/`</em>`; everything else stays literal text (never
 * escaped or interpreted: the client renders text only). Terms shorter than three characters match
 * at word starts only, like the word-prefix index that found them. Returns null without a match.
 */
export function highlight(value: string, terms: readonly string[]): string | null {
  const lower = value.toLowerCase();
  if (lower.length !== value.length) return null;
  const ranges: [number, number][] = [];
  for (const term of terms) {
    let from = 0;
    for (;;) {
      const at = lower.indexOf(term, from);
      if (at < 0) break;
      from = at + 1;
      if (term.length < 3 && at > 0 && /[\p{L}\p{N}]/u.test(lower[at - 1] ?? "")) continue;
      ranges.push([at, at + term.length]);
    }
  }
  if (ranges.length === 0) return null;
  ranges.sort((a, b) => a[0] - b[0]);
  let out = "";
  let cursor = 0;
  let open: [number, number] | null = null;
  for (const range of ranges) {
    if (open && range[0] <= open[1]) {
      open[1] = Math.max(open[1], range[1]);
      continue;
    }
    if (open) {
      out += `${value.slice(cursor, open[0])}<em>${value.slice(open[0], open[1])}</em>`;
      cursor = open[1];
    }
    open = [range[0], range[1]];
  }
  if (open) {
    out += `${value.slice(cursor, open[0])}<em>${value.slice(open[0], open[1])}</em>`;
    cursor = open[1];
  }
  return out + value.slice(cursor);
}
