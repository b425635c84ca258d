// Soak of the portal's stream page (issue 8): one camera open for 5 minutes (STREAM_SOAK_MS to
// change) in Chromium against the reference server serving the built portal (`npm run build:app`
// first), with a command every few seconds as an operator gives them: pan (arrow keys), zoom (+/−),
// home (H), and the Presets menu opened and closed. JS heap (after a forced GC) and DOM nodes are
// read through CDP at the first minute and at the end; the end must be ≤ 1.2 × the first minute.
// Long tasks (PerformanceObserver 'longtask') are counted over the whole run.
// Not a budget check (too long for npm test): run it with `npm run bench -- stream-soak`.
import { launch, streamableCameras } from "./player-bench/page.mjs";
import { signIn, startPortal } from "./portal-bench/portal.mjs";
import { sampleFor } from "./wait.mjs";

export const name = "stream page soak (5 min of commands)";
export const description = "JS heap and DOM nodes at the end ≤ 1.2 × after the first minute; long tasks";

const DURATION_MS = Number(process.env.STREAM_SOAK_MS ?? 300_000);
/** The runner's time limit: the soak and five minutes more. */
export const timeoutMs = DURATION_MS + 300_000;
const FIRST_MINUTE_MS = Math.min(60_000, DURATION_MS / 2);
const COMMAND_EVERY_MS = 3000;
const KEYS = ["ArrowRight", "ArrowLeft", "+", "-", "ArrowUp", "ArrowDown", "h"];

async function measure(cdp) {
  await cdp.send("HeapProfiler.collectGarbage");
  const { metrics } = await cdp.send("Performance.getMetrics");
  const get = (n) => metrics.find((m) => m.name === n)?.value ?? 0;
  return { heapMb: get("JSHeapUsedSize") / 1048576, nodes: get("Nodes"), listeners: get("JSEventListeners") };
}

export async function run({ root, chromium: launchOptions }) {
  const server = await startPortal(root);
  const browser = await launch(launchOptions);
  try {
    const token = await server.issueToken("operator");
    const [cameraId] = await streamableCameras({ apiBaseUrl: server.url, tokens: { operator: token } }, "operator", 1);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on("pageerror", (error) => console.error(`    page error: ${error.message}`));
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({ type: "longtask", buffered: true });
    });
    await signIn(page, server.url, "operator", `/camera/${cameraId}/stream`);
    await page
      .getByRole("button", { name: "Close", exact: true })
      .click({ timeout: 3000 })
      .catch(() => {});
    const root = page.getByTestId("stream-page");
    const stage = root.locator("[part=stage]");
    await root.locator("[part=stage][data-status=active]").waitFor({ timeout: 30_000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Performance.enable");

    const started = Date.now();
    let first = null;
    let commands = 0;
    let notActive = 0;
    while (Date.now() - started < DURATION_MS) {
      if (commands % 5 === 4) {
        // A menu opened and closed (its rows mount and unmount).
        await root.getByRole("button", { name: "Presets", exact: true }).click();
        await root.locator("[part=menu]").waitFor({ timeout: 10_000 });
        await page.keyboard.press("Escape");
        await root.locator("[part=menu]").waitFor({ state: "hidden", timeout: 10_000 });
      } else {
        await stage.focus();
        await page.keyboard.press(KEYS[commands % KEYS.length]);
      }
      commands += 1;
      // Until the next command is due, the stage's status sampled; the last sample is counted.
      const statuses = await sampleFor(COMMAND_EVERY_MS, () => stage.getAttribute("data-status"));
      if (statuses.at(-1) !== "active") notActive += 1;
      if (first === null && Date.now() - started >= FIRST_MINUTE_MS) first = await measure(cdp);
    }
    const end = await measure(cdp);
    const tasks = await page.evaluate(() => window.__longTasks.slice());
    const figures = {
      minutes: Math.round((Date.now() - started) / 6000) / 10,
      commands,
      "samples not playing": notActive,
      "JS heap after 1 min → end (MB)": `${first.heapMb.toFixed(1)} → ${end.heapMb.toFixed(1)}`,
      "DOM nodes after 1 min → end": `${first.nodes} → ${end.nodes}`,
      "event listeners after 1 min → end": `${first.listeners} → ${end.listeners}`,
      "heap end / 1 min": Math.round((end.heapMb / first.heapMb) * 100) / 100,
      "DOM nodes end / 1 min": Math.round((end.nodes / first.nodes) * 100) / 100,
      "long tasks (count / max ms / total ms)": `${tasks.length} / ${Math.round(Math.max(0, ...tasks))} / ${Math.round(
        tasks.reduce((a, b) => a + b, 0),
      )}`,
    };
    if (end.heapMb > first.heapMb * 1.2 || end.nodes > first.nodes * 1.2)
      throw new Error(`the stream page grew over the soak: ${JSON.stringify(figures)}`);
    return figures;
  } finally {
    await browser.close();
    await server.close();
  }
}
