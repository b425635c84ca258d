import { mkdtempSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMMUTABLE, isHashedFile } from "../http/delivery";
import { startTestServer, type TestServer } from "../testing/server-test";

let server: TestServer;
let docsDir: string;
const BIG_SCRIPT = `export const data = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `unit ${i}` })))};`;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "vms-static-"));
  mkdirSync(join(dir, "app", "assets", "chunks"), { recursive: true });
  mkdirSync(join(dir, "cdn"));
  writeFileSync(join(dir, "app", "index.html"), "<!doctype html><title>portal</title>");
  writeFileSync(join(dir, "app", "assets", "app.js"), BIG_SCRIPT);
  writeFileSync(join(dir, "app", "assets", "chunks", "map-Bx3k_9Qa.js"), BIG_SCRIPT);
  writeFileSync(join(dir, "cdn", "vms-widgets.js"), "export {}");
  docsDir = join(dir, "docs");
  mkdirSync(join(dir, "docs", "widgets", "vms-camera"), { recursive: true });
  writeFileSync(join(dir, "docs", "index.html"), "<!doctype html><title>docs</title><script>theme()</script>");
  writeFileSync(join(dir, "docs", "404.html"), "<!doctype html><title>docs: not found</title>");
  writeFileSync(join(dir, "docs", "widgets", "vms-camera", "index.html"), "<!doctype html><title>camera</title>");
  writeFileSync(join(dir, "docs", "csp-hashes.json"), JSON.stringify(["'sha256-abc='"]));
  server = await startTestServer({ staticDir: join(dir, "app"), cdnDir: join(dir, "cdn"), docsDir: join(dir, "docs") });
});
afterAll(async () => {
  await server.close();
});

/** A GET with exactly these headers (fetch would add and undo its own Accept-Encoding). */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: number }>(
    (resolve, reject) => {
      const req = request(`${server.url}${path}`, { headers }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("docs site", () => {
  it("serves /docs/ and each element's page, allowing only the built pages' inline scripts", async () => {
    const index = await fetch(`${server.url}/docs/`);
    expect(index.status).toBe(200);
    expect(await index.text()).toContain("<title>docs</title>");
    const csp = index.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'sha256-abc='(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const camera = await fetch(`${server.url}/docs/widgets/vms-camera/`);
    expect(await camera.text()).toContain("<title>camera</title>");
    const bare = await fetch(`${server.url}/docs/widgets/vms-camera`, { redirect: "manual" });
    expect([301, 302, 308]).toContain(bare.status);
  });

  it("follows a rebuilt site's hashes without a restart", async () => {
    const file = join(docsDir, "csp-hashes.json");
    writeFileSync(file, JSON.stringify(["'sha256-new='"]));
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const csp = (await fetch(`${server.url}/docs/`)).headers.get("content-security-policy") ?? "";
    expect(csp).toContain("'sha256-new='");
    expect(csp).not.toContain("'sha256-abc='");
    writeFileSync(file, JSON.stringify(["'sha256-abc='"]));
    utimesSync(file, new Date(), new Date(Date.now() + 10_000));
  });

  it("answers a missing docs page with the site's 404 page, not the portal", async () => {
    const missing = await fetch(`${server.url}/docs/widgets/vms-nope/`, { headers: { accept: "text/html" } });
    expect(missing.status).toBe(404);
    const text = await missing.text();
    expect(text).toContain("docs: not found");
    expect(text).not.toContain("<title>portal</title>");
    expect(missing.headers.get("content-security-policy")).toContain("'sha256-abc='");
  });
});

describe("static portal and CDN", () => {
  it("serves files, the CDN bundle, and index.html for app routes", async () => {
    const asset = await fetch(`${server.url}/assets/app.js`);
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

describe("delivery", () => {
  it("sends assets brotli- or gzip-compressed as the client accepts", async () => {
    const plain = await rawGet("/assets/app.js", {});
    const br = await rawGet("/assets/app.js", { "accept-encoding": "gzip, deflate, br" });
    const gzip = await rawGet("/assets/app.js", { "accept-encoding": "gzip" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(br.bytes).toBeLessThan(plain.bytes / 4);
    expect(gzip.bytes).toBeLessThan(plain.bytes / 4);
    const api = await rawGet("/api/nope", { "accept-encoding": "br" }); // small answers stay as they are
    expect(api.headers["content-encoding"]).toBeUndefined();
  });

  it("caches hashed files for a year and revalidates everything else", async () => {
    expect((await rawGet("/assets/chunks/map-Bx3k_9Qa.js", {})).headers["cache-control"]).toBe(IMMUTABLE);
    for (const path of ["/", "/index.html", "/assets/app.js", "/cdn/vms-widgets.js", "/live-unit/3/history"])
      expect((await rawGet(path, {})).headers["cache-control"], path).toBe("no-cache");
  });

  it("tells hashed file names from kebab-case ones", () => {
    for (const name of ["map-Bx3k_9Qa.js", "assets/chunks/index-D4vZ01xq.js", "app-a1b2c3d4.css"])
      expect(isHashedFile(name), name).toBe(true);
    for (const name of ["app.js", "vms-widgets.js", "portal-navigation.js", "index.html", "unit-drawer.element.js"])
      expect(isHashedFile(name), name).toBe(false);
  });
});
