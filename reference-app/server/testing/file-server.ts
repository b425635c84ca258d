import { afterAll, beforeAll } from "vitest";
import * as z from "zod";
import type { ServerOptions } from "../app";
import type { Caller } from "./http-client";
import { startTestServer, type TestServer } from "./server-test";

/** A test file's server and its signed-in callers (see {@link useTestServer}). */
export type FileServer<U extends string> = {
  /** The server (read inside tests and hooks: it starts in `beforeAll`). */
  readonly server: TestServer;
  /** The first column of every row `sql` reads, as numbers (ids), on either engine (`?` placeholders). */
  idsOf(sql: string, ...params: unknown[]): Promise<number[]>;
  /** A caller holding nothing. */
  readonly anonymous: Caller;
} & { readonly [K in U]: Caller };

/**
 * The set-up most route test files share: one test server for the file, started in `beforeAll`
 * (`startTestServer(options)`: a private copy of the seeded database, SQLite or PostgreSQL) with a
 * caller signed in with the session cookie for each of `usernames`, closed in `afterAll`. The callers
 * may be destructured at once (`const { operator } = useTestServer(["operator"])`): they call the
 * server's callers once it runs.
 */
export function useTestServer<const U extends string>(
  usernames: readonly U[],
  options: ServerOptions = {},
): FileServer<U> {
  let server: TestServer | undefined;
  const callers = new Map<string, Caller>();
  beforeAll(async () => {
    server = await startTestServer(options);
    const signed = await server.signedInAs(...usernames);
    usernames.forEach((username, i) => callers.set(username, signed[i]!));
    callers.set("anonymous", server.anonymous);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });
  const running = (): TestServer => {
    if (!server) throw new Error("the file's test server is not started yet (read it inside a test or hook)");
    return server;
  };
  /** A caller that calls `username`'s once the server runs. */
  const late = (username: string): Caller => {
    const real = (): Caller => {
      running();
      return callers.get(username)!;
    };
    return {
      get: (path, headers) => real().get(path, headers),
      send: (method, path, body, headers) => real().send(method, path, body, headers),
    };
  };
  return Object.assign(
    {
      get server() {
        return running();
      },
      idsOf: async (sql: string, ...params: unknown[]) =>
        z.array(z.coerce.number()).parse((await running().rows(sql, ...params)).map((row) => Object.values(row)[0])),
      anonymous: late("anonymous"),
    },
    Object.fromEntries(usernames.map((username) => [username, late(username)])),
  ) as FileServer<U>;
}
