// Screenshot of the reference app's `/` (built in reference-app/dist), signed in as USER_NAME
// (default multi). Run: node --import tsx tests/bench/map-bench/screenshot-app.mjs
import path from "node:path";
import { chromium } from "playwright";
import { CHROMIUM_ARGS, chromiumPath } from "../../../scripts/chromium-path.mjs";
import { networkQuiet, waitUntil } from "../wait.mjs";

const root = path.resolve(import.meta.dirname, "../../..");
const { startServer } = await import(path.join(root, "reference-app/server/app.ts"));
const server = await startServer({
  port: 0,
  host: "127.0.0.1",
  dbFile: path.join(root, ".cache/test-data/vms.sqlite"),
  staticDir: path.join(root, "reference-app/dist"),
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: Number(process.env.WIDTH ?? 1280), height: 800 } });
  page.on("pageerror", (error) => console.log("page error:", error.message));
  await page.goto(`${server.url}/auth/redirect`);
  await page.getByLabel("Username").fill(process.env.USER_NAME ?? "multi");
  await page.getByLabel("Password").fill("demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/auth/"));
  await page.getByRole("status").filter({ hasText: "Loading..." }).waitFor({ state: "detached", timeout: 20000 });
  // The map drew its markers and the page's calls are over (the first-visit video is known).
  await page.locator(".vms-marker, .vms-cluster").first().waitFor({ timeout: 20000 });
  await networkQuiet(page);
  const modalClose = page.getByRole("dialog").getByRole("button", { name: "Close" });
  if (await modalClose.isVisible()) await modalClose.click();
  if (process.env.SELECT) {
    for (let i = 0; i < 10 && (await page.locator(".vms-marker--live").count()) === 0; i++) {
      const clusters = await page.locator(".vms-cluster").count();
      await page.locator(".vms-cluster").first().click();
      // The click zooms in: wait until the markers of the new view replaced the old ones.
      await waitUntil(
        async () =>
          (await page.locator(".vms-marker--live").count()) > 0 ||
          (await page.locator(".vms-cluster").count()) !== clusters,
        { timeout: 5000, what: "the markers after the zoom" },
      ).catch(() => undefined);
    }
    // Markers may overlap at low zoom: choose from the keyboard.
    await page.locator(".vms-marker--live").first().focus();
    await page.keyboard.press("Enter");
    // The selection's calls (the unit's drawer) are over.
    await networkQuiet(page);
  }
  await page.screenshot({ path: process.env.SHOT ?? "/tmp/vms-app-map.png" });
} finally {
  await browser.close();
  await server.close();
}
