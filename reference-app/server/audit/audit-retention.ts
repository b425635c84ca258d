import type { QueryDb } from "../db/query-layer";
import type { SingletonTask } from "../db/singletons";
import { deleteAuditEventsBefore } from "./audit.queries";

const DAY_MS = 86_400_000;

/**
 * The audit trail's retention: deletes the events older than `days` days when it starts and then
 * every `intervalMs` (a day). A singleton (db/singletons.ts): on a cluster one instance sweeps.
 * `sweep()` runs one pass now and answers how many events went.
 */
export function auditRetention(
  query: QueryDb,
  { days, intervalMs = DAY_MS, now = Date.now }: { days: number; intervalMs?: number; now?: () => number },
): SingletonTask & { sweep(): Promise<number> } {
  let timer: NodeJS.Timeout | null = null;
  const sweep = () => deleteAuditEventsBefore(query, now() - days * DAY_MS);
  const pass = () =>
    void sweep().then(
      (deleted) => {
        if (deleted > 0) console.log(`audit retention: deleted ${deleted} event(s) older than ${days} days`);
      },
      (error: unknown) => console.error("audit retention failed", error),
    );
  return {
    start() {
      if (timer) return;
      pass();
      timer = setInterval(pass, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
    sweep,
  };
}
