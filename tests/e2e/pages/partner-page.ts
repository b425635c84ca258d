import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { test, type Locator, type Page } from "@playwright/test";

/**
 * The strict CSP of docs/guides/content-security-policy.md for a partner's page loading the widgets
 * from `api` (the CDN bundle and the API on one origin here): no inline script or style, no eval,
 * workers only from the page's own origin.
 */
export function strictCsp(api: string): string {
  return [
    "default-src 'none'",
    `script-src ${api}`,
    `connect-src ${api}`,
    // The map's tile servers (the defaults of roadmapTileUrl and satelliteTileUrl).
    `img-src 'self' ${api} data: https://tile.openstreetmap.org https://server.arcgisonline.com`,
    "style-src 'self'",
    "worker-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const STYLESHEET = `body { font-family: system-ui, sans-serif; margin: 1rem; }
.stage { display: flex; height: 520px; }
vms-unit-map { display: block; flex: 1; height: 520px; }
vms-unit-drawer { height: 520px; }`;

function partnerHtml(api: string, token: string | undefined): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Our sites</title>
    <link rel="stylesheet" href="/partner.css" />
    <script type="module" src="${api}/cdn/vms-widgets.js"></script>
  </head>
  <body>
    <main>
      <h1>Our sites</h1>
      <vms-config api-base-url="${api}" portal-url="${api}/"${token ? ` token="${token}"` : ""}></vms-config>
      <vms-unit-search></vms-unit-search>
      <div class="stage"><vms-unit-map></vms-unit-map><vms-unit-drawer></vms-unit-drawer></div>
    </main>
  </body>
</html>`;
}

/**
 * The partner's own site: a tiny HTTP server on another port (so another origin) serving one page
 * under a strict CSP, with the token its backend minted rendered into `<vms-config>`.
 */
export async function startPartnerSite(
  api: string,
  token?: string,
): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.url === "/partner.css") return response.writeHead(200, { "content-type": "text/css" }).end(STYLESHEET);
    if (request.url !== "/") return response.writeHead(404).end();
    response
      .writeHead(200, { "content-type": "text/html; charset=utf-8", "content-security-policy": strictCsp(api) })
      .end(partnerHtml(api, token));
  });
  // A port the reference server allows as an origin (ALLOWED_ORIGINS), one per Playwright worker.
  const ports = (process.env.E2E_PARTNER_PORTS ?? "").split(",").filter(Boolean).map(Number);
  const port = ports.length > 0 ? ports[test.info().parallelIndex % ports.length] : 0;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A partner's plain HTML page (see `startPartnerSite`). Actions and queries only, no assertions. */
export class PartnerPage {
  readonly map: Locator;
  readonly search: Locator;
  readonly drawer: Locator;

  constructor(
    readonly page: Page,
    readonly origin: string,
  ) {
    this.map = page.locator("vms-unit-map");
    this.search = page.locator("vms-unit-search");
    this.drawer = page.locator("vms-unit-drawer");
  }

  /** Records CSP violations, long tasks and the library's events from the first moment. */
  async instrument(): Promise<void> {
    await this.page.addInitScript(() => {
      const record = window as unknown as {
        __violations: { directive: string; blocked: string }[];
        __longTasks: { start: number; duration: number }[];
        __events: { type: string; detail: unknown }[];
      };
      record.__violations = [];
      record.__longTasks = [];
      record.__events = [];
      document.addEventListener("securitypolicyviolation", (event) =>
        record.__violations.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
      );
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          record.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: "longtask", buffered: true });
      for (const type of ["vms-auth-required", "vms-navigate", "vms-unit-select"])
        document.addEventListener(type, (event) =>
          record.__events.push({ type, detail: (event as CustomEvent).detail }),
        );
    });
  }

  async open(): Promise<void> {
    await this.page.goto(`${this.origin}/`);
  }

  /** The map's status box (loading, error, signed out), if any. */
  mapStatus(): Locator {
    return this.map.getByRole("alert").or(this.map.getByRole("status"));
  }

  clusters(): Locator {
    return this.map.locator(".vms-cluster");
  }

  async violations(): Promise<{ directive: string; blocked: string }[]> {
    return this.page.evaluate(() => (window as unknown as { __violations: never[] }).__violations);
  }

  async longTasks(): Promise<{ start: number; duration: number }[]> {
    return this.page.evaluate(() => (window as unknown as { __longTasks: never[] }).__longTasks);
  }

  async events(): Promise<{ type: string; detail: unknown }[]> {
    return this.page.evaluate(() => (window as unknown as { __events: never[] }).__events);
  }

  /** When (page time) the answer of the first request whose URL contains `part` had arrived. */
  async responseEnd(part: string): Promise<number> {
    return this.page.evaluate((text) => {
      const entry = performance.getEntriesByType("resource").find((resource) => resource.name.includes(text)) as
        PerformanceResourceTiming | undefined;
      return entry?.responseEnd ?? 0;
    }, part);
  }
}
