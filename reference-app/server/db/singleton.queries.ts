import type { Client } from "pg";

/** The advisory lock key of a singleton's name (a stable 31-bit hash, FNV-1a). */
export function lockKey(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of `vms-singleton:${name}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash & 0x7fffffff;
}

/** Tries the session advisory lock of `name` on `client`'s connection; true when held now. */
export async function tryAdvisoryLock(client: Client, name: string): Promise<boolean> {
  const { rows } = await client.query<{ held: boolean }>("SELECT pg_try_advisory_lock($1) AS held", [lockKey(name)]);
  return rows[0]?.held === true;
}

/** Who holds the lock of `name`: the holders' `application_name`s (tests, diagnostics). */
export async function advisoryLockHolders(client: Client, name: string): Promise<string[]> {
  const { rows } = await client.query<{ application_name: string }>(
    `SELECT a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
     WHERE l.locktype = 'advisory' AND l.granted AND l.classid = 0 AND l.objid = $1 AND l.objsubid = 1
       AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    [lockKey(name)],
  );
  return rows.map((r) => r.application_name);
}
