/**
 * Search latency over the full fleet, as `admin` (every client), over real HTTP on this machine.
 * Run: node --import tsx reference-app/server/bench/search-bench.ts [runs]
 * Prints p50/p95 of the round trip (fetch to JSON.parse done; the schema check is not timed) and of the server's own `took`.
 */
import * as z from "zod";
import { SearchResponseSchema } from "../../../widgets/core/schemas";
import { startServer } from "../app";
import { query, signIn } from "../testing/http-client";

const runs = z.coerce.number().int().min(5).default(100).parse(process.argv[2]);
const ALL = ["live_units", "archive_cabinets", "clients", "regions"];
const CASES: { label: string; params: Record<string, string | number | string[]> }[] = [
  { label: '"pho" limit 25', params: { q: "pho", limit: 25 } },
  { label: '"walmart" limit 25', params: { q: "walmart", limit: 25 } },
  { label: '"LVT-2A" limit 25', params: { q: "LVT-2A", limit: 25 } },
  { label: '"ph" (prefix) limit 25', params: { q: "ph", limit: 25 } },
  { label: '"*" limit 25', params: { q: "*", limit: 25 } },
  { label: '"*" limit 10000 (map)', params: { q: "*", limit: 10000 } },
];

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

const server = await startServer({ port: 0, dbFile: ":memory:" });
try {
  const cookie = await signIn(server.url, "admin");
  console.log(`search over ${server.url}, ${runs} runs per query (after 5 warm-up runs), user admin`);
  console.log("query                        count   round-trip p50/p95 ms   server took p50/p95 ms   bytes");
  for (const { label, params } of CASES) {
    const url = `${server.url}/api/vms/search${query({ ...params, "filter[indices]": ALL, offset: 0 })}`;
    const wall: number[] = [];
    const took: number[] = [];
    let count = 0;
    let bytes = 0;
    for (let i = 0; i < runs + 5; i++) {
      const started = performance.now();
      const response = await fetch(url, { headers: { cookie } });
      const body = await response.text();
      const json: unknown = JSON.parse(body);
      const elapsed = performance.now() - started;
      const data = SearchResponseSchema.parse(json).data; // checked, but outside the timed part
      if (i < 5) continue;
      wall.push(elapsed);
      took.push(data.meta.took);
      count = data.meta.count;
      bytes = body.length;
    }
    const f = (n: number) => n.toFixed(1).padStart(6);
    console.log(
      `${label.padEnd(28)} ${String(count).padStart(6)}   ${f(percentile(wall, 50))} / ${f(percentile(wall, 95))}        ${f(percentile(took, 50))} / ${f(percentile(took, 95))}        ${bytes}`,
    );
  }
} finally {
  await server.close();
}
