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

const quote = (term: string): string => `"${term.replace(/"/g, '""')}"`;

/** FTS5 expressions: substring terms (three characters or more) for the trigram index, short terms as word prefixes. */
export function matchExpressions(terms: readonly string[]): { trigram: string | null; words: string | null } {
  const long = terms.filter((t) => [...t].length >= 3);
  const short = terms.filter((t) => [...t].length < 3);
  return {
    trigram: long.length > 0 ? long.map(quote).join(" AND ") : null,
    words: short.length > 0 ? short.map((t) => `${quote(t)}*`).join(" AND ") : null,
  };
}
