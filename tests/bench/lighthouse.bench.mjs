// Lighthouse (mobile preset: throttled 4G and CPU, Moto G-size screen) on the portal's `/`, signed
// in as `operator`, against the built portal (reference-app/dist) served by the reference server
// (compressed, hashed assets cached); Lighthouse clears the cache and storage first, not cookies. Prints the performance and accessibility scores, the main
// metrics and the failing accessibility audits. Targets (issue 6): performance ≥ 0.9,
// accessibility 1.0. Not a budget check: one run takes about a minute.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright";
import { cachedDataDir } from "../../scripts/seed-hash.mjs";

export const name = "Lighthouse on / (mobile, signed in)";
export const description = "performance and accessibility scores; targets ≥ 0.9 and 1.0";

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function run({ root, chromium: chromiumOptions }) {
  const { startServer } = await import(path.join(root, "reference-app/server/app.ts"));
  // The browser tier's cached data (seeded here on a fresh clone, reused otherwise).
  const dataDir = cachedDataDir("test");
  mkdirSync(dataDir, { recursive: true });
  const server = await startServer({
    port: 0,
    host: "127.0.0.1",
    dbFile: path.join(dataDir, "vms.sqlite"),
    // LIGHTHOUSE_STATIC_DIR: another built portal (e.g. an older commit's) to compare with.
    staticDir: process.env.LIGHTHOUSE_STATIC_DIR ?? path.join(root, "reference-app/dist"),
    cdnDir: path.join(root, "dist/cdn"),
  });
  const profile = mkdtempSync(path.join(tmpdir(), "vms-lighthouse-"));
  const port = await freePort();
  // The persistent context is the browser's default one: the tab Lighthouse opens shares its cookies.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumOptions.executablePath,
    args: [...chromiumOptions.args, `--remote-debugging-port=${port}`],
    headless: true,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/auth/redirect`);
    await page.getByLabel("Username").fill("operator");
    await page.getByLabel("Password").fill("demo");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/auth/"));
    await page.close();

    const result = await lighthouse(
      `${server.url}/`,
      { port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] },
      undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error("Lighthouse returned no report");
    // LIGHTHOUSE_REPORT: where to write the whole report (JSON) to study long tasks, LCP, shifts.
    if (process.env.LIGHTHOUSE_REPORT) writeFileSync(process.env.LIGHTHOUSE_REPORT, JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (new URL(lhr.finalDisplayedUrl).pathname.startsWith("/auth/"))
      throw new Error(`Lighthouse measured the sign-in page (${lhr.finalDisplayedUrl}), not the signed-in portal`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failing = Object.values(lhr.audits)
      .filter((a) => lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id))
      .filter((a) => a.score !== null && a.score < 1)
      .map((a) => a.id);
    const figures = {
      "performance score": lhr.categories.performance.score,
      "accessibility score": lhr.categories.accessibility.score,
      "first contentful paint (ms)": audit("first-contentful-paint"),
      "largest contentful paint (ms)": audit("largest-contentful-paint"),
      "total blocking time (ms)": audit("total-blocking-time"),
      "cumulative layout shift": audit("cumulative-layout-shift"),
      "speed index (ms)": audit("speed-index"),
      "JS transferred before load (KiB)":
        (lhr.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === "script")?.transferSize ??
          Number.NaN) / 1024,
      targets: "performance ≥ 0.9, accessibility 1.0",
    };
    if (failing.length > 0) figures["failing accessibility audits"] = failing.join(", ");
    return figures;
  } finally {
    await context.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
