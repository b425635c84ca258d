/**
 * The one toolkit of the server's tests: a server on a private copy of the seeded database, sign-in
 * over real HTTP, callers that hold a cookie or a token, and `ok()` / `rejection()` expectations
 * that parse answers with the contract's schemas.
 */
import { expect } from "vitest";
import * as z from "zod";
import { ErrorBodySchema } from "../../../widgets/core/schemas";
import { startServer, type RunningServer, type ServerOptions } from "../app";
import { caller, signIn, type Answer, type Caller } from "./http-client";
import { copySeededDatabase } from "./seeded-database";
import { copySeededPostgres, TEST_DATABASE_URL } from "./postgres-databases";
import { testRows } from "./test.queries";

export * from "./http-client";

export interface TestServer extends RunningServer {
  /** A caller signed in as `username` with the session cookie, as the portal's pages are. */
  signedIn(username: string): Promise<Caller>;
  /** Callers signed in as each of `usernames`, in order. */
  signedInAs<const U extends readonly string[]>(...usernames: U): Promise<{ [K in keyof U]: Caller }>;
  /** A caller holding nothing. */
  anonymous: Caller;
  /** The number the database gives for `sql` (an id, a count), on either engine (`?` placeholders). */
  idOf(sql: string, ...params: unknown[]): Promise<number>;
  /** The rows `sql` reads or returns, on either engine (see `testRows`). */
  rows<T = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<T[]>;
}

/**
 * Starts a server on a private copy of the seeded database (removed on close): the SQLite file, or
 * with `TEST_DATABASE_URL` a PostgreSQL database copied from the seeded template.
 */
export async function startTestServer(options: ServerOptions = {}): Promise<TestServer> {
  const own = options.dbFile === undefined && options.databaseUrl === undefined;
  const pgCopy = own && TEST_DATABASE_URL ? await copySeededPostgres(TEST_DATABASE_URL) : null;
  const copy = own && !pgCopy ? copySeededDatabase() : null;
  const server = await startServer({
    port: 0,
    ...options,
    dbFile: options.dbFile ?? copy?.file,
    databaseUrl: options.databaseUrl ?? pgCopy?.url,
  });
  return {
    ...server,
    close: async () => {
      await server.close();
      copy?.remove();
      await pgCopy?.remove();
    },
    signedIn: async (username) => caller(server.url, { cookie: await signIn(server.url, username) }),
    signedInAs: async <const U extends readonly string[]>(...usernames: U) =>
      (await Promise.all(usernames.map(async (u) => caller(server.url, { cookie: await signIn(server.url, u) })))) as {
        [K in keyof U]: Caller;
      },
    anonymous: caller(server.url),
    idOf: async (sql, ...params) => {
      const [row] = await testRows(server.query, sql, ...params);
      return z.coerce.number().parse(row === undefined ? undefined : Object.values(row)[0]);
    },
    rows: (sql, ...params) => testRows(server.query, sql, ...params),
  };
}

/** Expects a 200 whose body `schema` accepts; returns the parsed body's `data`. */
export function ok<S extends z.core.$ZodType<{ data: unknown }>>(schema: S, answer: Answer): z.output<S>["data"] {
  expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(200);
  const parsed = z.safeParse(schema, answer.body);
  if (!parsed.success) throw new Error(`answer does not match the contract:\n${z.prettifyError(parsed.error)}`);
  return parsed.data.data;
}

/** Expects the error envelope with `status`; returns its message. */
export function rejection(answer: Answer, status: number): string {
  expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(status);
  const body = ErrorBodySchema.parse(answer.body);
  expect(body.status).toBe(status);
  expect(body.data).toBeNull();
  return body.error;
}
