// Alerts in real time, browser side (issue 10, "Performance and faults"): the built CDN bundle's
// <vms-alerts-list> in Chromium against the reference server in this process (SQLite file, test
// hooks on, alert media off so the figures are the list's own work). Four phases of 10 s on one page,
// each scrolling the list up and down every frame (it must stay scrollable):
//   1. idle (the baseline of this run): no alerts arrive;
//   2. burst: 100 alerts/s;
//   3. burst with the socket dropped after 3 s (the server's drop hook: recoverable);
//   4. burst with the server restarted after 3 s (same port, same SQLite file: nothing recoverable,
//      the list reconciles by refetching).
// After each phase the list (the page's $alerts store) is compared with the server's GET /api/alerts:
// lost, duplicated, extra, and whether ids and order are exactly equal. A mismatch throws.
// Figures: event handling p50/p95/max (the list's own handler, budget p95 ≤ 10 ms), long tasks
// (budget: none over 50 ms; reported beside the idle baseline's), frame p95, px scrolled. Not a
// budget check (it takes about two minutes).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright";
import { startServer, type RunningServer } from "../../reference-app/server/app";
import { STEP_MS, waitUntil } from "./wait.mjs";

export const name = "alerts list: 100 alerts/s into an open list; socket drop and server restart during a burst";
export const description =
  "event handling p95, long tasks, scrolling, lost/duplicated alerts vs the server's list (idle baseline)";

const RATE = 100;
const PHASE_MS = 10_000;
/** The fault comes once this many alerts of the burst were raised (3 s into it at RATE). */
const FAULT_AFTER_ALERTS = 300;

interface PhaseFigures {
  events: number;
  p50: number;
  p95: number;
  max: number;
  longTasks: number;
  longestTask: number;
  frameP95: number;
  scrolled: number;
}

async function openPage(page: Page, server: RunningServer, token: string): Promise<void> {
  const html = `<!doctype html><meta charset="utf-8"><body style="margin:0">
    <vms-alerts-list style="display:block;height:900px"></vms-alerts-list>
    <script type="module">
      const cdn = "${server.url}/cdn";
      const lib = await import(cdn + "/vms-widgets.js");
      lib.configure({ apiBaseUrl: "${server.url}", realtimeEventsUrl: "${server.url}", token: "${token}" });
      // The whole public API (the same stores as the widgets the autoloader loads).
      const api = await import(cdn + "/api.js");
      window.__lib = api;
      window.__times = [];
      api.watchAlertEventTimes((ms) => window.__times.push(ms));
    </script>`;
  await page.route(`${server.url}/bench.html`, (route) => route.fulfill({ contentType: "text/html", body: html }));
  await page.addInitScript(() => {
    (globalThis as unknown as { __name: (f: unknown) => unknown }).__name = (f) => f;
  });
  await page.goto(`${server.url}/bench.html`);
  await page.waitForFunction(
    () =>
      Boolean((window as unknown as { __lib?: unknown }).__lib) &&
      Boolean(document.querySelector("vms-alerts-list")?.shadowRoot?.querySelector("[data-virtuoso-scroller]")),
    undefined,
    { timeout: 60_000 },
  );
}

/** Scrolls the list every frame for `ms` while recording long tasks and the list's event times. */
function measurePhase(page: Page, ms: number): Promise<PhaseFigures> {
  return page.evaluate(async (duration): Promise<PhaseFigures> => {
    const w = window as unknown as { __times: number[] };
    w.__times.length = 0;
    const tasks: number[] = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e.duration)));
    observer.observe({ type: "longtask" });
    const frames: number[] = [];
    let scrolled = 0;
    await new Promise<void>((resolve) => {
      let last = performance.now();
      const t0 = last;
      let direction = 1;
      const step = (t: number) => {
        frames.push(t - last);
        last = t;
        const scroller = document
          .querySelector("vms-alerts-list")
          ?.shadowRoot?.querySelector<HTMLElement>("[data-virtuoso-scroller]");
        if (scroller) {
          const before = scroller.scrollTop;
          if (before + scroller.clientHeight >= scroller.scrollHeight - 2) direction = -1;
          if (before <= 0) direction = 1;
          scroller.scrollTop = before + 40 * direction;
          scrolled += Math.abs(scroller.scrollTop - before);
        }
        if (t - t0 < duration) requestAnimationFrame(step);
        else resolve();
      };
      requestAnimationFrame(step);
    });
    await new Promise((r) => setTimeout(r, 200));
    observer.disconnect();
    const times = [...w.__times].sort((a, b) => a - b);
    const sortedFrames = frames.slice(1).sort((a, b) => a - b);
    const pick = (sorted: number[], q: number) =>
      sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return {
      events: times.length,
      p50: pick(times, 0.5),
      p95: pick(times, 0.95),
      max: times.at(-1) ?? 0,
      longTasks: tasks.length,
      longestTask: Math.max(0, ...tasks),
      frameP95: pick(sortedFrames, 0.95),
      scrolled,
    };
  }, ms);
}

/** The page's list against the server's: waits up to 15 s for them to agree, then counts. */
async function compare(page: Page, server: RunningServer, token: string) {
  const serverIds = async () => {
    const response = await fetch(`${server.url}/api/alerts`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { data: { alertId: number }[] };
    return body.data.map((a) => a.alertId);
  };
  const clientIds = () =>
    page.evaluate(() =>
      (window as unknown as { __lib: { $alerts: { get(): { alertId: number }[] } } }).__lib.$alerts
        .get()
        .map((a) => a.alertId),
    );
  const until = Date.now() + 15_000;
  let expected: number[] = [];
  let shown: number[] = [];
  do {
    expected = await serverIds();
    shown = await clientIds();
    if (expected.join() === shown.join()) break;
    await new Promise((resolve) => setTimeout(resolve, STEP_MS));
  } while (Date.now() < until);
  const present = new Set(shown);
  const wanted = new Set(expected);
  return {
    serverCount: expected.length,
    lost: expected.filter((id) => !present.has(id)).length,
    duplicated: shown.length - present.size,
    extra: [...present].filter((id) => !wanted.has(id)).length,
    exact: expected.join() === shown.join(),
  };
}

export async function run({
  root,
  chromium: launch,
}: {
  root: string;
  chromium: { executablePath: string; args: string[] };
}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vms-alerts-burst-"));
  const dbFile = path.join(dir, "vms.sqlite");
  const options = { dbFile, alertMedia: false, testHooks: true, cdnDir: path.join(root, "dist/cdn") };
  let server = await startServer({ ...options, port: 0 });
  const port = Number(new URL(server.url).port);
  // The page is fulfilled by Playwright (no address space of its own): Chromium's local network
  // access checks would block its WebSocket to 127.0.0.1.
  const browser = await chromium.launch({
    ...launch,
    args: [...launch.args, "--disable-features=LocalNetworkAccessChecks"],
  });
  const figures: Record<string, number | string> = {};
  try {
    const token = await server.issueToken("admin");
    for (let i = 0; i < 50; i += 1) await server.alerts.service.raiseForTest({ media: false }, null);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openPage(page, server, token);
    await compare(page, server, token);

    /** Raises RATE alerts a second on whichever server is up (none while it restarts). */
    let up = true;
    let raised = 0;
    const burst = () => {
      const started = performance.now();
      const timer = setInterval(() => {
        const due = Math.floor(((performance.now() - started) / 1000) * RATE);
        while (raised < due) {
          raised += 1;
          if (up) void server.alerts.service.raiseForTest({ media: false }, null);
        }
      }, 10);
      return () => clearInterval(timer);
    };

    const phase = async (label: string, fault?: () => Promise<void>, withBurst = true) => {
      raised = 0;
      const stop = withBurst ? burst() : () => undefined;
      const faultDone = fault
        ? waitUntil(() => raised >= FAULT_AFTER_ALERTS, { step: 20, what: `${FAULT_AFTER_ALERTS} alerts raised` }).then(
            fault,
          )
        : Promise.resolve();
      const m = await measurePhase(page, PHASE_MS);
      stop();
      await faultDone;
      const c = await compare(page, server, token);
      figures[`${label}: alerts raised`] = raised;
      figures[`${label}: events handled`] = m.events;
      figures[`${label}: handling p50 (ms)`] = m.p50;
      figures[`${label}: handling p95 (ms)`] = m.p95;
      figures[`${label}: handling max (ms)`] = m.max;
      figures[`${label}: long tasks`] = m.longTasks;
      figures[`${label}: longest task (ms)`] = m.longestTask;
      figures[`${label}: frame p95 (ms)`] = m.frameP95;
      figures[`${label}: px scrolled`] = m.scrolled;
      figures[`${label}: server list`] = c.serverCount;
      figures[`${label}: lost`] = c.lost;
      figures[`${label}: duplicated`] = c.duplicated;
      figures[`${label}: extra`] = c.extra;
      figures[`${label}: list equals the server's (ids, order)`] = c.exact ? "yes" : "NO";
      return { m, c };
    };

    const problems: string[] = [];
    await phase("idle (baseline)", undefined, false);
    const plain = await phase("burst");
    if (plain.m.p95 > 10) problems.push(`burst: event handling p95 ${plain.m.p95.toFixed(2)} ms > 10 ms`);
    // The 50 ms task budget is reported, not thrown: on the shared 2-core machine the idle baseline
    // itself has tasks over 50 ms (GC, other processes); compare the two lines.
    figures["burst: meets 'no task over 50 ms'"] = plain.m.longestTask <= 50 ? "yes" : "NO";
    if (plain.m.scrolled === 0) problems.push("burst: the list did not scroll");

    await phase("burst + socket drop", async () => {
      await fetch(`${server.url}/api/test/sockets/drop`, { method: "POST" });
    });
    await phase("burst + server restart", async () => {
      up = false;
      await server.close();
      // The page saw the server go (its socket is no longer connected) before it comes back.
      await waitUntil(
        () =>
          page.evaluate(
            () =>
              (
                window as unknown as { __lib: { $securityAlertsStatus: { get(): string } } }
              ).__lib.$securityAlertsStatus.get() !== "connected",
          ),
        { step: 20, what: "the page's socket noticing the restart" },
      );
      server = await startServer({ ...options, port });
      up = true;
    });

    for (const label of ["burst", "burst + socket drop", "burst + server restart"]) {
      for (const what of ["lost", "duplicated", "extra"])
        if (figures[`${label}: ${what}`] !== 0)
          problems.push(`${label}: ${String(figures[`${label}: ${what}`])} ${what}`);
      if (figures[`${label}: list equals the server's (ids, order)`] !== "yes")
        problems.push(`${label}: the list differs from the server's`);
    }
    await page.close();
    if (problems.length > 0) {
      console.table(figures);
      throw new Error(problems.join("; "));
    }
    return figures;
  } finally {
    await browser.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
