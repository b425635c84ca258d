// Plain-page screenshot of <vms-unit-map> against the reference server (run with node --import tsx).
import { chromium } from "playwright";
import { CHROMIUM_ARGS, chromiumPath } from "../../../scripts/chromium-path.mjs";
import { startReferenceServer } from "../../browser/helpers/reference-server.mjs";
import { networkQuiet } from "../wait.mjs";
const server = await startReferenceServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const user = process.env.USER_NAME ?? "operator";
const page = await browser.newPage({
  viewport: { width: 1200, height: 800 },
  deviceScaleFactor: Number(process.env.SCALE ?? 1),
});
page.on("console", (m) => !m.text().includes("ERR_") && console.log("console:", m.type(), m.text()));
page.on("requestfailed", (r) => console.log("failed:", r.url()));
page.on("response", (r) => r.status() >= 400 && console.log("status:", r.status(), r.url()));
page.on("pageerror", (e) => console.log("pageerror:", e.message));
const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>plain</title></head><body style="margin:0">
<h1 style="font:16px sans-serif;margin:8px">Partner page</h1>
<vms-unit-map style="display:block;height:740px"></vms-unit-map>
<script type="module">
import { configure } from "/cdn/vms-widgets.js";
configure({ apiBaseUrl: ${JSON.stringify(server.url)}, token: ${JSON.stringify(server.tokens[user])} });
</script></body></html>`;
await page.route(server.url + "/plain.html", (route) => route.fulfill({ contentType: "text/html", body: html }));
await page.goto(server.url + "/plain.html");
// The map is drawn (a marker or cluster, or its empty state) and its calls are over.
await page
  .locator("vms-unit-map .vms-marker, vms-unit-map .vms-cluster")
  .first()
  .waitFor({ timeout: 20000 })
  .catch(() => undefined);
await networkQuiet(page);
const clip = process.env.CLIP
  ? Object.fromEntries(["x", "y", "width", "height"].map((k, i) => [k, Number(process.env.CLIP.split(",")[i])]))
  : undefined;
await page.screenshot({ path: process.env.SHOT ?? "/tmp/vms-unit-map-plain.png", clip });
console.log(
  await page.evaluate(() =>
    import("/cdn/vms-widgets.js").then(
      (m) => Object.keys(m).length,
      (e) => "import failed: " + e.message,
    ),
  ),
);
console.log(
  await page.evaluate(() => [
    !!customElements.get("vms-unit-map"),
    document.querySelector("vms-unit-map").shadowRoot?.innerHTML.slice(0, 1500),
  ]),
);
await browser.close();
await server.close();
