// The realistic mix (issue 18): 20 clients, each a loop of what an operator's pages ask for —
// search as they type, a unit's info, a page of history images, the alerts list, and now and then a
// stream start — against the reference server in a process of its own (server-mix/server-child.ts),
// as users meet it. Prints throughput, latency percentiles per call, and the server's RSS at start,
// after the first minute (or the first third of a shorter run) and at the end.
//
// Budget (npm test, a 20 s run): p95 of every call ≤ 300 ms and ≥ 150 requests a second on this
// 2-core machine. `MIX_SERVER_FLAGS` adds node flags to the server (profiling). The soak: `MIX_SECONDS=600 npm run bench -- mix` runs 10 minutes and checks RSS
// at the end ≤ 1.2× RSS after the first minute.
import { readFileSync } from "node:fs";
import path from "node:path";
import { serverApart } from "./server-apart";
import type { MixUser } from "./server-mix/server-child";

export const name = "realistic mix";
export const description = "20 clients: search, unit, history images, alerts, stream start; p95 ≤ 300 ms, ≥ 150 req/s";
export const budget = true;

const CLIENTS = 20;
const SECONDS = Number(process.env.MIX_SECONDS ?? 20);
/** The runner's time limit: the run and five minutes more (a soak runs 10 minutes). */
export const timeoutMs = SECONDS * 1000 + 300_000;
const P95_BUDGET_MS = 300;
const RATE_BUDGET = 150;
const RSS_GROWTH_BUDGET = 1.2;
const WORDS = ["Crescent", "Walmart", "Trailer", "Skid", "Tower", "Oakland", "Miami", "Pole", "Depot", "Yard"];

/** The server's resident set (MiB), read from /proc. */
function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024;
}

const pick = <T>(list: readonly T[], i: number): T | undefined =>
  list.length === 0 ? undefined : list[i % list.length];

/** The requests of one step of a client's loop (a URL and its method), by step number. */
export function stepRequest(user: MixUser, step: number): { kind: string; method: string; path: string } {
  const hour = 3_600_000;
  switch (step % 10) {
    case 0:
    case 1:
    case 2: {
      const word = WORDS[(step * 7) % WORDS.length]!;
      const prefix = word.slice(0, 2 + (step % (word.length - 1)));
      return { kind: "search", method: "GET", path: `/api/vms/search?q=${encodeURIComponent(prefix)}&limit=20` };
    }
    case 3:
    case 4: {
      const unit = pick(user.liveUnitIds, step) ?? 1;
      return { kind: "unit", method: "GET", path: `/api/vms/live_unit_info/${unit}` };
    }
    case 5:
    case 6:
    case 7: {
      const preset = pick(user.presetIds, step) ?? 1;
      // An hour of the last day, on the hour (as the timeline asks).
      const end = Math.floor(Date.now() / hour) * hour - (step % 24) * hour;
      const start = new Date(end - hour).toISOString();
      return {
        kind: "history images",
        method: "GET",
        path: `/api/archive/preset/${preset}/images/${encodeURIComponent(start)}/${encodeURIComponent(new Date(end).toISOString())}`,
      };
    }
    case 8:
      return { kind: "alerts", method: "GET", path: "/api/alerts" };
    default: {
      // A handful of cameras: a control room watches the same few feeds, warm encoders are shared.
      const camera = pick(user.cameraIds.slice(0, 3), step) ?? 1;
      return { kind: "stream start", method: "POST", path: `/api/vms/stream/${camera}/start?profile=sub` };
    }
  }
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function run(): Promise<Record<string, number | string>> {
  const server = await serverApart<{ url: string; pid: number; users: MixUser[] }>(
    path.join(import.meta.dirname, "server-mix/server-child.ts"),
    // MIX_SERVER_FLAGS: extra node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
    (process.env.MIX_SERVER_FLAGS ?? "").split(" ").filter(Boolean),
  );
  const samples = new Map<string, number[]>();
  const statuses: Record<string, number> = {};
  const rss = { start: rssMiB(server.pid), early: 0, end: 0 };
  const earlyAt = Math.min(60, SECONDS / 3) * 1000;
  try {
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    const earlyTimer = setTimeout(() => (rss.early = rssMiB(server.pid)), earlyAt);
    let total = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        const user = server.users[client % server.users.length]!;
        for (let step = client; performance.now() < deadline; step += 1) {
          const { kind, method, path: url } = stepRequest(user, step);
          const t0 = performance.now();
          const response = await fetch(`${server.url}${url}`, {
            method,
            headers: { authorization: `Bearer ${user.token}` },
          });
          await response.arrayBuffer();
          const ms = performance.now() - t0;
          if (!samples.has(kind)) samples.set(kind, []);
          samples.get(kind)!.push(ms);
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
          total += 1;
        }
      }),
    );
    clearTimeout(earlyTimer);
    const seconds = (performance.now() - started) / 1000;
    rss.end = rssMiB(server.pid);
    if (rss.early === 0) rss.early = rss.end;

    const figures: Record<string, number | string> = {
      clients: CLIENTS,
      seconds: seconds,
      requests: total,
      "requests per second": total / seconds,
      statuses: JSON.stringify(statuses),
    };
    const all = [...samples.values()].flat().sort((a, b) => a - b);
    figures["p50, all calls (ms)"] = percentile(all, 50);
    figures["p95, all calls (ms)"] = percentile(all, 95);
    let worstP95 = 0;
    for (const [kind, list] of samples) {
      list.sort((a, b) => a - b);
      const p95 = percentile(list, 95);
      worstP95 = Math.max(worstP95, p95);
      figures[`${kind}: n, p50, p95 (ms)`] = `${list.length}, ${percentile(list, 50).toFixed(1)}, ${p95.toFixed(1)}`;
    }
    figures["server RSS at start (MiB)"] = rss.start;
    figures[`server RSS after ${Math.round(earlyAt / 1000)} s (MiB)`] = rss.early;
    figures["server RSS at the end (MiB)"] = rss.end;

    const failures: string[] = [];
    const rate = total / seconds;
    if (worstP95 > P95_BUDGET_MS) failures.push(`a call's p95 is ${worstP95.toFixed(0)} ms (budget ${P95_BUDGET_MS})`);
    if (rate < RATE_BUDGET) failures.push(`${rate.toFixed(0)} requests a second (budget ≥ ${RATE_BUDGET})`);
    const errors = Object.entries(statuses).filter(([status]) => Number(status) >= 500);
    if (errors.length > 0) failures.push(`server errors: ${JSON.stringify(Object.fromEntries(errors))}`);
    if (SECONDS >= 180 && rss.end > RSS_GROWTH_BUDGET * rss.early)
      failures.push(`RSS grew ${rss.early.toFixed(0)} → ${rss.end.toFixed(0)} MiB (budget ${RSS_GROWTH_BUDGET}×)`);
    if (failures.length > 0) {
      console.log(figures);
      throw new Error(failures.join("; "));
    }
    return figures;
  } finally {
    await server.stop();
  }
}
