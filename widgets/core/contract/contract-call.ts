import * as z from "zod/mini";

/**
 * One HTTP call of the API contract. The client calls by entry (`callApi` in `core/api`); the
 * reference server registers its route from the same entry (`reference-app/server/http/contract-route.ts`);
 * `scripts/generate-openapi.ts` writes docs/api from the table.
 *
 * Paths use `:name` for parameters and `::` for a literal colon (Fastify's convention). Path ids
 * arrive as text and are parsed as canonical decimal text into positive integers. `chosen: true` marks a path or method the
 * spec does not show, chosen here.
 */
export interface ContractCall {
  id: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  params?: z.core.$ZodObject;
  query?: z.core.$ZodObject;
  body?: z.core.$ZodType;
  response: z.core.$ZodType;
  doc: 1 | 2 | 3;
  summary: string;
  chosen?: true;
}

/** Largest id a path or query may name (a 32-bit signed integer). */
export const MAX_ID = 2_147_483_647;

/**
 * A path id: canonical decimal text in the URL (digits only, no leading zero, sign, space, exponent
 * or hex; at most 10 digits, so parsing costs nothing), a positive integer once parsed.
 */
export const PathIdSchema = z.pipe(
  z.pipe(
    z.string().check(z.regex(/^[1-9][0-9]{0,9}$/, "Expected a positive integer in decimal digits")),
    z.transform(Number),
  ),
  z.int().check(z.lte(MAX_ID)),
);
/** An array of ids in a bracket-style query (`client_ids[]=1&client_ids[]=2`). */
export const QueryIdsSchema = z.array(PathIdSchema).check(z.maxLength(10_000));

/**
 * One document's calls by id, for the client: `shell.liveUnitDetail`. Importing a document's
 * file brings only that document's schemas into a bundle.
 */
export function byId<const T extends readonly ContractCall[]>(calls: T): { readonly [C in T[number] as C["id"]]: C } {
  return Object.fromEntries(calls.map((c) => [c.id, c])) as { readonly [C in T[number] as C["id"]]: C };
}

/** Declares a call, keeping its literal types (id, method, schemas). */
export function call<const C extends ContractCall>(c: C): C {
  return c;
}

const LITERAL_COLON = "\u0000";
const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** Parameter names of a contract path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.replaceAll("::", LITERAL_COLON).matchAll(PARAM)].map((m) => m[1] ?? "");
}

/** A URL path with its parameters filled in (URI-encoded). */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path
    .replaceAll("::", LITERAL_COLON)
    .replace(PARAM, (_, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
      return encodeURIComponent(String(value));
    })
    .replaceAll(LITERAL_COLON, ":");
}

/** The OpenAPI form of a path: `{name}` parameters, literal colons. */
export function toOpenApiPath(path: string): string {
  return path.replaceAll("::", LITERAL_COLON).replace(PARAM, "{$1}").replaceAll(LITERAL_COLON, ":");
}
