/** A parsed search query: `all` for '*' (or empty), else lower-cased terms, every one required. */
export type ParsedQuery = { all: true } | { all: false; terms: string[] };

export function parseQuery(q: string): ParsedQuery {
  const text = q.trim();
  if (text === "" || text === "*") return { all: true };
  const terms = text
    .toLowerCase()
    .split(/\s+/)
    .map((t) => t.replace(/^\*+|\*+$/g, ""))
    .filter((t) => /[\p{L}\p{N}]/u.test(t));
  return { all: false, terms: [...new Set(terms)] };
}
