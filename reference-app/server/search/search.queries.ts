/**
 * Full-text search's queries, on SQLite (FTS5) and PostgreSQL (pg_trgm + tsvector).
 *
 * Matching rules (both engines; ranking, filters and paging happen in memory in run-search.ts):
 * - a term of three characters or more matches as a case-insensitive substring of one column among
 *   name, client_name, location_name, location_street, location_city, location_state, location_zip,
 *   serial (SQLite: FTS5 `trigram` tokenizer, table `search_trigram`);
 * - a shorter term matches the start of a word of those columns, words being runs of letters and
 *   digits, without case or diacritics (SQLite: FTS5 `unicode61 remove_diacritics 2`, prefix
 *   indexes, table `search_words`);
 * - every term must match (AND).
 *
 * PostgreSQL: the schema this file expects (pg-infra's migration owns it; names proposed here):
 *
 *   CREATE EXTENSION IF NOT EXISTS pg_trgm;
 *   CREATE EXTENSION IF NOT EXISTS unaccent;
 *   -- unaccent() is only STABLE; generated columns need an IMMUTABLE function.
 *   CREATE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
 *     AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
 *   CREATE TABLE search_docs (
 *     rowid           integer PRIMARY KEY,   -- same columns as on SQLite
 *     kind text NOT NULL, entity_id integer NOT NULL, client_id integer NOT NULL, region_id integer,
 *     name text NOT NULL, client_name text, location_name text, location_street text,
 *     location_city text, location_state text, location_zip text, serial text, source text NOT NULL,
 *     -- substring matching: the eight columns lower-cased, one per line (a term never holds a
 *     -- newline, so no match spans two columns, as in FTS5)
 *     match_text text GENERATED ALWAYS AS (lower(
 *       coalesce(name, '') || E'\n' || coalesce(client_name, '') || E'\n' || coalesce(location_name, '')
 *       || E'\n' || coalesce(location_street, '') || E'\n' || coalesce(location_city, '') || E'\n'
 *       || coalesce(location_state, '') || E'\n' || coalesce(location_zip, '') || E'\n'
 *       || coalesce(serial, ''))) STORED,
 *     -- word-prefix matching: runs of letters and digits, folded, as lexemes (array_to_tsvector
 *     -- takes them literally: no parser or dictionary between, so words are FTS5 unicode61's)
 *     match_words tsvector GENERATED ALWAYS AS (array_to_tsvector(array_remove(regexp_split_to_array(
 *       search_fold(coalesce(name, '') || ' ' || coalesce(client_name, '') || ' ' || coalesce(location_name, '')
 *       || ' ' || coalesce(location_street, '') || ' ' || coalesce(location_city, '') || ' '
 *       || coalesce(location_state, '') || ' ' || coalesce(location_zip, '') || ' ' || coalesce(serial, '')),
 *       '[^[:alnum:]]+'), ''))) STORED
 *   );
 *   CREATE INDEX search_docs_client ON search_docs (client_id, kind);
 *   CREATE INDEX search_docs_match_text ON search_docs USING gin (match_text gin_trgm_ops);
 *   CREATE INDEX search_docs_match_words ON search_docs USING gin (match_words);
 *
 * (No `search_trigram` / `search_words` tables on PostgreSQL: the two columns and indexes take
 * their place.) One statement per uncached term list on either engine.
 */
import { sql, type Expression, type SqlBool } from "kysely";
import * as z from "zod";
import { SEARCH_INDICES } from "../../../widgets/core/schemas";
import { isPostgres, type QueryDb } from "../db/query-layer";

const DocRowSchema = z.object({
  rowid: z.number(),
  kind: z.enum(SEARCH_INDICES),
  entity_id: z.number(),
  client_id: z.number(),
  region_id: z.number().nullable(),
  name: z.string(),
  client_name: z.string().nullable(),
  location_name: z.string().nullable(),
  location_street: z.string().nullable(),
  location_city: z.string().nullable(),
  location_state: z.string().nullable(),
  location_zip: z.string().nullable(),
  serial: z.string().nullable(),
  source: z.string(),
});
export type SearchDocRow = z.infer<typeof DocRowSchema>;

/** Every search document (read once per server: the fleet does not change while it runs). */
export async function searchDocRows(db: QueryDb): Promise<SearchDocRow[]> {
  const rows = await db
    .selectFrom("search_docs")
    .select([
      "rowid",
      "kind",
      "entity_id",
      "client_id",
      "region_id",
      "name",
      "client_name",
      "location_name",
      "location_street",
      "location_city",
      "location_state",
      "location_zip",
      "serial",
      "source",
    ])
    .execute();
  return z.array(DocRowSchema).parse(rows);
}

/** Terms of three characters or more match substrings; shorter ones match word starts. */
export function splitTerms(terms: readonly string[]): { long: string[]; short: string[] } {
  return {
    long: terms.filter((t) => [...t].length >= 3),
    short: terms.filter((t) => [...t].length < 3),
  };
}

const quote = (term: string): string => `"${term.replace(/"/g, '""')}"`;

/** FTS5 expressions: substring terms for the trigram index, short terms as quoted word prefixes. */
export function matchExpressions(terms: readonly string[]): { trigram: string | null; words: string | null } {
  const { long, short } = splitTerms(terms);
  return {
    trigram: long.length > 0 ? long.map(quote).join(" AND ") : null,
    words: short.length > 0 ? short.map((t) => `${quote(t)}*`).join(" AND ") : null,
  };
}

/**
 * A short term as the word prefix FTS5's unicode61 tokenizer makes of it: without diacritics or
 * case, letters and digits only ("a." is "a", "é" is "e"). Empty when nothing is left.
 */
export function wordPrefix(term: string): string {
  return term
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** `%text%` with LIKE's wildcards escaped (PostgreSQL's default escape character is the backslash). */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Row ids of the documents matching every term (none for no terms). One statement. */
export async function matchingRowids(db: QueryDb, terms: readonly string[]): Promise<number[]> {
  if (terms.length === 0) return [];
  if (isPostgres(db)) {
    const { long, short } = splitTerms(terms);
    const prefixes = short.map(wordPrefix);
    // A short term with no letter or digit left matches no word (FTS5: an empty phrase, no row).
    if (prefixes.some((p) => p === "")) return [];
    const conditions: Expression<SqlBool>[] = long.map(
      (term) => sql<SqlBool>`match_text LIKE ${containing(term.toLowerCase())}`,
    );
    if (prefixes.length > 0) {
      // Literal lexemes (only letters and digits: nothing to quote), each a prefix, all required.
      const query = prefixes.map((p) => `'${p}':*`).join(" & ");
      conditions.push(sql<SqlBool>`match_words @@ ${query}::tsquery`);
    }
    const rows = await db
      .selectFrom("search_docs")
      .select("rowid")
      .where((eb) => eb.and(conditions))
      .execute();
    return rows.map((r) => r.rowid);
  }
  const { trigram, words } = matchExpressions(terms);
  const fts = (table: "search_trigram" | "search_words", expression: string) =>
    db
      .selectFrom(table)
      .select(sql<number>`rowid`.as("rowid"))
      .where(sql.ref(table), "match", expression);
  const statement =
    trigram !== null && words !== null
      ? fts("search_trigram", trigram).intersect(fts("search_words", words))
      : trigram !== null
        ? fts("search_trigram", trigram)
        : fts("search_words", words ?? "");
  const rows = await statement.execute();
  return rows.map((r) => r.rowid);
}
