// The alerts list with 2,000 alerts (issue 10: "a virtual list, so thousands of alerts stay
// fluid"): the built CDN bundle in Chromium against the reference server in this process. The same
// page and scroll are measured with 20 alerts first (the baseline of this run), then with 2,000.
// Alert media are off (placeholders), so the figures are the list's own work. Not a budget check.
import path from "node:path";
import { chromium, type Page } from "playwright";
import { startServer } from "../../reference-app/server/app";

export const name = "alerts list: scrolling 20 vs 2,000 alerts";
export const description = "frame times and long tasks while scrolling <vms-alerts-list> through the whole list";

interface Scroll {
  frames: number;
  fps: number;
  p50: number;
  p95: number;
  max: number;
  over50: number;
  longTasks: number;
  longestTask: number;
  articles: number;
  travelled: number;
}

async function measure(page: Page, apiUrl: string, token: string, count: number) {
  const html = `<!doctype html><meta charset="utf-8"><body style="margin:0">
    <vms-alerts-list style="display:block;height:900px"></vms-alerts-list>
    <script type="module">
      const entry = "${apiUrl}/cdn/vms-widgets.js";
      const lib = await import(entry);
      lib.configure({ apiBaseUrl: "${apiUrl}", realtimeEventsUrl: "${apiUrl}", token: "${token}" });
      window.__started = performance.now();
    </script>`;
  await page.route(`${apiUrl}/bench.html`, (route) => route.fulfill({ contentType: "text/html", body: html }));
  // tsx compiles this file with esbuild's keepNames: the functions passed to evaluate call __name.
  await page.addInitScript(() => {
    (globalThis as unknown as { __name: (f: unknown) => unknown }).__name = (f) => f;
  });
  await page.goto(`${apiUrl}/bench.html`);
  const loadMs = await page.evaluate(async (expected) => {
    const list = document.querySelector("vms-alerts-list")!;
    const until = performance.now() + 60_000;
    for (;;) {
      const count = list.shadowRoot?.querySelector(".count")?.textContent ?? "";
      if (count.replace(/[^\d]/g, "") === String(expected)) break;
      if (performance.now() > until)
        throw new Error(`no list of ${expected}: ${list.shadowRoot?.textContent?.slice(0, 200)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return performance.now() - (window as unknown as { __started: number }).__started;
  }, count);
  const scroll = await page.evaluate(async (): Promise<Scroll> => {
    const list = document.querySelector("vms-alerts-list")!;
    const scroller = list.shadowRoot!.querySelector<HTMLElement>("[data-virtuoso-scroller]")!;
    const tasks: number[] = [];
    const observer = new PerformanceObserver((entries) => entries.getEntries().forEach((e) => tasks.push(e.duration)));
    observer.observe({ type: "longtask" });
    const frames: number[] = [];
    const articles: number[] = [];
    const start = scroller.scrollTop;
    await new Promise<void>((resolve) => {
      let last = performance.now();
      const t0 = last;
      const step = (t: number) => {
        frames.push(t - last);
        last = t;
        articles.push(list.shadowRoot!.querySelectorAll("article").length);
        scroller.scrollTop += 80; // 4,800 px/s at 60 frames a second: a fast wheel or a fling
        if (t - t0 < 5000) requestAnimationFrame(step);
        else resolve();
      };
      requestAnimationFrame(step);
    });
    await new Promise((r) => setTimeout(r, 100));
    observer.disconnect();
    frames.shift();
    const sorted = [...frames].sort((a, b) => a - b);
    const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    const total = frames.reduce((a, b) => a + b, 0);
    return {
      frames: frames.length,
      fps: (frames.length * 1000) / total,
      p50: pick(0.5),
      p95: pick(0.95),
      max: sorted.at(-1) ?? 0,
      over50: frames.filter((f) => f > 50).length,
      longTasks: tasks.length,
      longestTask: Math.max(0, ...tasks),
      articles: Math.max(...articles),
      travelled: scroller.scrollTop - start,
    };
  });
  await page.unroute(`${apiUrl}/bench.html`);
  return { loadMs, ...scroll };
}

export async function run({
  root,
  chromium: launch,
}: {
  root: string;
  chromium: { executablePath: string; args: string[] };
}) {
  const server = await startServer({
    port: 0,
    dbFile: ":memory:",
    alertMedia: false,
    cdnDir: path.join(root, "dist/cdn"),
  });
  const browser = await chromium.launch(launch);
  try {
    const token = await server.issueToken("admin");
    const raise = async (n: number) => {
      for (let i = 0; i < n; i += 1) await server.alerts.service.raiseForTest({ media: false }, null);
    };
    const figures: Record<string, number> = {};
    for (const count of [20, 2000]) {
      await raise(count - (count === 20 ? 0 : 20));
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const m = await measure(page, server.url, token, count);
      await page.close();
      const label = count === 20 ? "20 (baseline)" : "2,000";
      figures[`${label}: first render (ms)`] = m.loadMs;
      figures[`${label}: frames in 5 s`] = m.frames;
      figures[`${label}: fps`] = m.fps;
      figures[`${label}: frame p50 (ms)`] = m.p50;
      figures[`${label}: frame p95 (ms)`] = m.p95;
      figures[`${label}: frame max (ms)`] = m.max;
      figures[`${label}: frames over 50 ms`] = m.over50;
      figures[`${label}: long tasks`] = m.longTasks;
      figures[`${label}: longest task (ms)`] = m.longestTask;
      figures[`${label}: items in the DOM (max)`] = m.articles;
      figures[`${label}: px scrolled`] = m.travelled;
    }
    return figures;
  } finally {
    await browser.close();
    await server.close();
  }
}
