import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { test, type Locator, type Page } from "@playwright/test";
import { strictCsp } from "./partner-page";

/**
 * The strict CSP of docs/guides/content-security-policy.md plus what HTML5 video needs: hls.js
 * plays through Media Source Extensions, whose `<video>` source is a `blob:` URL (`media-src blob:`).
 */
export function cameraCsp(api: string): string {
  return `${strictCsp(api)}; media-src blob:`;
}

/** How the page authenticates: a token from its backend, or (a same-site sibling app) the session cookie and `token-url`. */
export type CameraSiteAuth = { token: string } | { tokenUrl: string };

function cameraHtml(api: string, auth: CameraSiteAuth, cameraId: number): string {
  const credentials = "token" in auth ? `token="${auth.token}"` : `token-url="${auth.tokenUrl}"`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>North gate</title>
    <script type="module" src="${api}/cdn/vms-camera.js"></script>
  </head>
  <body>
    <main>
      <h1>North gate</h1>
      <vms-config api-base-url="${api}" ${credentials}></vms-config>
      <vms-camera camera-id="${cameraId}" controls></vms-camera>
    </main>
  </body>
</html>`;
}

/**
 * A partner's site on another origin serving the pasted `<vms-camera>` snippet under a strict CSP.
 * Its host is 127.0.0.1, as the reference server's: another origin (the port) of the same site, so
 * the server's `SameSite=Lax` session cookie rides along on its calls (see `CameraSiteAuth`).
 */
export async function startCameraSite(
  api: string,
  auth: string | CameraSiteAuth,
  cameraId: number,
): Promise<{ origin: string; close(): Promise<void> }> {
  const credentials = typeof auth === "string" ? { token: auth } : auth;
  const server: Server = createServer((request, response) => {
    if (request.url !== "/") return response.writeHead(404).end();
    response
      .writeHead(200, { "content-type": "text/html; charset=utf-8", "content-security-policy": cameraCsp(api) })
      .end(cameraHtml(api, credentials, cameraId));
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

/** The partner page with one `<vms-camera>`. Actions and queries only, no assertions. */
export class CameraPartnerPage {
  readonly camera: Locator;

  constructor(
    readonly page: Page,
    readonly origin: string,
  ) {
    this.camera = page.locator("vms-camera");
  }

  /** Records CSP violations and the tag's events from the first moment. */
  async instrument(): Promise<void> {
    await this.page.addInitScript(() => {
      const record = window as unknown as {
        __violations: { directive: string; blocked: string }[];
        __events: { type: string; detail: unknown }[];
      };
      record.__violations = [];
      record.__events = [];
      document.addEventListener("securitypolicyviolation", (event) =>
        record.__violations.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
      );
      for (const type of ["vms-stream-status", "vms-stream-error", "vms-auth-required"])
        document.addEventListener(type, (event) =>
          record.__events.push({ type, detail: (event as CustomEvent).detail }),
        );
    });
  }

  async open(): Promise<void> {
    await this.page.goto(`${this.origin}/`);
  }

  button(name: string): Locator {
    return this.camera.getByRole("button", { name, exact: true });
  }

  /** A 32 x 18 grey-level fingerprint of the picture, read through a canvas in the page. */
  async fingerprint(): Promise<number[]> {
    return this.camera.evaluate((element) => {
      const video = element.shadowRoot?.querySelector("video");
      if (!video) return [];
      const canvas = document.createElement("canvas");
      canvas.width = 32;
      canvas.height = 18;
      const context = canvas.getContext("2d", { willReadFrequently: true });
      if (!context) return [];
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const grey: number[] = [];
      for (let i = 0; i < data.length; i += 4)
        grey.push(((data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0)) / 3);
      return grey;
    });
  }

  async violations(): Promise<{ directive: string; blocked: string }[]> {
    return this.page.evaluate(() => (window as unknown as { __violations: never[] }).__violations);
  }

  async events(): Promise<{ type: string; detail: Record<string, unknown> }[]> {
    return this.page.evaluate(() => (window as unknown as { __events: never[] }).__events);
  }
}
