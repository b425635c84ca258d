import type { Database } from "better-sqlite3";

/** Thrown where code not yet moved to the query layer runs on PostgreSQL. */
export class SqliteOnlyError extends Error {
  constructor(what: string) {
    super(`not on PostgreSQL yet (still better-sqlite3): ${what}`);
    this.name = "SqliteOnlyError";
  }
}

/**
 * `ctx.db` on PostgreSQL (issue 20, while routes move to the query layer): statements may be
 * prepared (most code prepares when its routes are registered) but running one throws
 * `SqliteOnlyError` naming its SQL, so a route still on better-sqlite3 answers 500 with a clear log
 * line instead of the server not starting. `exec`, `pragma` and a transaction's call throw too.
 */
export function sqliteOnlyDatabase(): Database {
  const statement = (source: string): unknown => {
    const fail = () => {
      throw new SqliteOnlyError(source.replace(/\s+/g, " ").slice(0, 160));
    };
    const self: Record<string, unknown> = new Proxy(
      {},
      {
        get: (_target, key) => {
          if (key === "source") return source;
          if (key === "pluck" || key === "raw" || key === "expand" || key === "safeIntegers" || key === "bind")
            return () => self;
          if (key === "then") return undefined;
          return fail;
        },
      },
    );
    return self;
  };
  return new Proxy({} as Database, {
    get: (_target, key) => {
      if (key === "prepare") return (source: string) => statement(source);
      if (key === "transaction")
        return () => {
          const run = () => {
            throw new SqliteOnlyError("db.transaction");
          };
          return Object.assign(run, { deferred: run, immediate: run, exclusive: run });
        };
      if (key === "open") return false;
      if (key === "name") return "postgres";
      if (key === "close") return () => undefined;
      if (key === "then") return undefined;
      return () => {
        throw new SqliteOnlyError(`db.${String(key)}`);
      };
    },
  });
}

/**
 * On PostgreSQL, registers what registers and skips a route group that still runs better-sqlite3
 * statements while registering (it throws `SqliteOnlyError`): the server starts with what has moved
 * to the query layer, and says which groups it left out. On SQLite, `register` runs as it is.
 */
export function pendingOnPostgres(engine: "sqlite" | "postgres", skipped: string[]) {
  return <T>(name: string, register: () => T): T => {
    if (engine === "sqlite") return register();
    try {
      return register();
    } catch (error) {
      if (!(error instanceof SqliteOnlyError)) throw error;
      skipped.push(name);
      console.warn(`${name}: not registered on PostgreSQL yet (${error.message})`);
      return undefined as T;
    }
  };
}
