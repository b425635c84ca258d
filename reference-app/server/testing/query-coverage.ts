// What the `scale` step checks (scripts/postgres/query-coverage.mjs): which functions of the
// server's `*.queries.ts` modules ran, by V8's own function coverage, recorded into
// VMS_QUERY_COVERAGE_DIR as one JSON file per test file (query-coverage.setup.ts) or per script
// (the template's seed, scripts/postgres/prepare-test-database.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import path from "node:path";

export const QUERY_COVERAGE_DIR = process.env.VMS_QUERY_COVERAGE_DIR || undefined;

/** Starts recording; `write(label)` writes what ran since into `dir` and stops. */
export async function recordQueryCoverage(dir: string): Promise<{ write(label: string): Promise<void> }> {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  // Function-level, no counts: the cheapest coverage V8 keeps.
  await session.post("Profiler.startPreciseCoverage", { callCount: false, detailed: false });
  return {
    async write(label) {
      const { result } = await session.post("Profiler.takePreciseCoverage");
      await session.post("Profiler.stopPreciseCoverage");
      session.disconnect();
      const ran: Record<string, string[]> = {};
      for (const script of result) {
        const file = script.url.replace(/^file:\/\//, "").replace(/\?.*$/, "");
        if (!file.endsWith(".queries.ts")) continue;
        const names = script.functions
          .filter((fn) => fn.functionName !== "" && fn.ranges.some((range) => range.count > 0))
          .map((fn) => fn.functionName);
        ran[file] = [...new Set([...(ran[file] ?? []), ...names])];
      }
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        path.join(dir, `${path.basename(label)}.${process.pid}.${Date.now()}.json`),
        JSON.stringify({ testFile: label, ran }),
      );
    },
  };
}
