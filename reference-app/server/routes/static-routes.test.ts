import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../app";

let server: RunningServer;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "vms-static-"));
  mkdirSync(join(dir, "app", "assets"), { recursive: true });
  mkdirSync(join(dir, "cdn"));
  writeFileSync(join(dir, "app", "index.html"), "<!doctype html><title>portal</title>");
  writeFileSync(join(dir, "app", "assets", "main.js"), "console.log(1)");
  writeFileSync(join(dir, "cdn", "vms-widgets.js"), "export {}");
  server = await startServer({ port: 0, dbFile: ":memory:", staticDir: join(dir, "app"), cdnDir: join(dir, "cdn") });
});
afterAll(async () => {
  await server.close();
});

describe("static portal and CDN", () => {
  it("serves files, the CDN bundle, and index.html for app routes", async () => {
    const asset = await fetch(`${server.url}/assets/main.js`);
    expect(asset.headers.get("content-type")).toContain("javascript");
    expect(await (await fetch(`${server.url}/cdn/vms-widgets.js`)).text()).toBe("export {}");
    for (const route of ["/", "/camera/12/stream", "/live-unit/3/history?x=1", "/alerts"]) {
      const page = await fetch(`${server.url}${route}`, { headers: { accept: "text/html" } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("<title>portal</title>");
    }
  });

  it("does not fall back for API, auth, media, CDN or missing files", async () => {
    expect((await fetch(`${server.url}/api/nope`)).status).toBe(404);
    expect((await fetch(`${server.url}/cdn/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/nope`)).status).toBe(404);
    expect((await fetch(`${server.url}/auth/nope`)).status).toBe(404);
    const stale = await fetch(`${server.url}/assets/old-1234.js`);
    expect(stale.status).toBe(404);
    expect(await stale.text()).not.toContain("<title>portal</title>");
  });
});
