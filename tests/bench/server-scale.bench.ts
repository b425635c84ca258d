// The realistic mix (server-mix.bench.ts) against the reference server as it scales (issue 20):
// one instance on SQLite, one on PostgreSQL, two on PostgreSQL sharing one database (the clients
// alternate between them, as a load balancer would). Figures only, no budget (2 shared cores: the
// instances, PostgreSQL and the clients all compete for them). PostgreSQL is a throwaway cluster
// (scripts/postgres/cluster.mjs); without PostgreSQL the PostgreSQL rows say so.
// `SCALE_SECONDS` (default 15) is each configuration's run.
import path from "node:path";
import { ensurePostgres, startCluster } from "../../scripts/postgres/cluster.mjs";
import { copySeededPostgres, ensureSeededTemplate } from "../../reference-app/server/testing/postgres-databases";
import { percentile, stepRequest } from "./server-mix.bench";
import { serverApart } from "./server-apart";
import type { MixUser } from "./server-mix/server-child";

export const name = "server scale";
export const description = "the realistic mix: 1× SQLite, 1× PostgreSQL, 2× PostgreSQL (figures, no budget)";

const CLIENTS = 20;
const SECONDS = Number(process.env.SCALE_SECONDS ?? 15);
/** The runner's time limit: the run and five minutes more. */
export const timeoutMs = SECONDS * 1000 + 300_000;

type Ready = { url: string; pid: number; users: (MixUser | { username: string; error: string })[]; skipped?: string[] };

async function mix(instances: Ready[]): Promise<Record<string, number | string>> {
  const users = instances[0]!.users.filter((u): u is MixUser => "token" in u);
  if (users.length === 0)
    return {
      note: `no tokens: ${[...new Set(instances[0]!.users.map((u) => ("error" in u ? u.error : "")))].join("; ")}`,
    };
  const samples = new Map<string, number[]>();
  const statuses: Record<string, number> = {};
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  let total = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const user = users[client % users.length]!;
      const base = instances[client % instances.length]!.url;
      for (let step = client; performance.now() < deadline; step += 1) {
        const { kind, method, path: url } = stepRequest(user, step);
        const t0 = performance.now();
        const response = await fetch(`${base}${url}`, { method, headers: { authorization: `Bearer ${user.token}` } });
        await response.arrayBuffer();
        const ms = performance.now() - t0;
        if (!samples.has(kind)) samples.set(kind, []);
        samples.get(kind)!.push(ms);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        total += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const all = [...samples.values()].flat().sort((a, b) => a - b);
  const figures: Record<string, number | string> = {
    "requests per second": Math.round(total / seconds),
    "p50, p95 all calls (ms)": `${percentile(all, 50).toFixed(1)}, ${percentile(all, 95).toFixed(1)}`,
    statuses: JSON.stringify(statuses),
  };
  for (const [kind, list] of samples) {
    list.sort((a, b) => a - b);
    figures[`${kind}: n, p50, p95 (ms)`] =
      `${list.length}, ${percentile(list, 50).toFixed(1)}, ${percentile(list, 95).toFixed(1)}`;
  }
  const skipped = instances[0]!.skipped ?? [];
  if (skipped.length > 0) figures["route groups not on PostgreSQL yet"] = skipped.join(", ");
  return figures;
}

const prefix = (label: string, figures: Record<string, number | string>) =>
  Object.fromEntries(Object.entries(figures).map(([k, v]) => [`${label}: ${k}`, v]));

export async function run(): Promise<Record<string, number | string>> {
  const figures: Record<string, number | string> = { clients: CLIENTS, "seconds each": SECONDS };
  const sqlite = await serverApart<Ready>(path.join(import.meta.dirname, "server-mix/server-child.ts"));
  try {
    Object.assign(figures, prefix("1× SQLite", await mix([sqlite])));
  } finally {
    await sqlite.stop();
  }

  let bin: string | undefined;
  try {
    bin = ensurePostgres((lines) => {
      throw new Error(lines.join(" "));
    });
  } catch (error) {
    figures["PostgreSQL"] = `not run: ${error instanceof Error ? error.message : String(error)}`;
    return figures;
  }
  const cluster = await startCluster({ bin });
  try {
    const seedStarted = performance.now();
    await ensureSeededTemplate(cluster.url);
    figures["PostgreSQL: seed (ms)"] = Math.round(performance.now() - seedStarted);
    const child = path.join(import.meta.dirname, "server-scale/pg-child.ts");
    for (const count of [1, 2]) {
      const database = await copySeededPostgres(cluster.url);
      const previous = process.env.DATABASE_URL;
      process.env.DATABASE_URL = database.url;
      const instances: (Ready & { stop(): Promise<void> })[] = [];
      try {
        for (let i = 0; i < count; i++) instances.push(await serverApart<Ready>(child));
        Object.assign(figures, prefix(`${count}× PostgreSQL`, await mix(instances)));
      } finally {
        if (previous === undefined) delete process.env.DATABASE_URL;
        else process.env.DATABASE_URL = previous;
        await Promise.all(instances.map((s) => s.stop()));
        await database.remove();
      }
    }
  } finally {
    cluster.stop();
  }
  return figures;
}
