import type { Page } from "@playwright/test";
import { pageFile, PAGE_PREFIX } from "../camera-page/page-files";

/** What the camera test page measured (`window.cameraTest`). */
export interface CameraTestState {
  state: string;
  error: string | null;
  firstFrameMs: number | null;
  lastClock: number | null;
  latencies: number[];
  frames: number;
  fingerprint: number[] | null;
}

/**
 * The camera test page (tests/e2e/camera-page), served at the reference server's origin through
 * page.route so it calls the API with the signed-in cookie. A page object: actions only.
 */
export class CameraTestPage {
  constructor(readonly page: Page) {}

  async open(cameraId: number, transport: "whep" | "hls", profile: "main" | "sub" = "main"): Promise<void> {
    await this.load(`?camera=${cameraId}&transport=${transport}&profile=${profile}`);
  }

  /** Opens the page without playing a camera (for its API calls and `decodeClip`). */
  async openIdle(): Promise<void> {
    await this.load("");
  }

  private async load(query: string): Promise<void> {
    await this.page.route(`**${PAGE_PREFIX}**`, (route) => {
      const file = pageFile(new URL(route.request().url()).pathname);
      return file ? route.fulfill({ body: file.body, contentType: file.type }) : route.fulfill({ status: 404 });
    });
    await this.page.goto(`${PAGE_PREFIX}index.html${query}`);
  }

  state(): Promise<CameraTestState> {
    return this.page.evaluate(() => (window as unknown as { cameraTest: CameraTestState }).cameraTest);
  }

  /** Sends a PTZ command from the page. */
  ptz(body: Record<string, string>): Promise<number> {
    return this.page.evaluate((b) => (window as unknown as { ptz(x: unknown): Promise<number> }).ptz(b), body);
  }

  /** Calls the API from the page (with the page's cookie); answers the status and body. */
  api(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    return this.page.evaluate(
      async ({ method, path, body }) => {
        const response = await fetch(path, {
          method,
          headers: body ? { "content-type": "application/json" } : {},
          body: body ? JSON.stringify(body) : undefined,
        });
        return { status: response.status, body: await response.json().catch(() => null) };
      },
      { method, path, body },
    );
  }

  /** Loads an MP4 in a <video>, and reads its size, duration and the clock code of its first frame. */
  decodeClip(url: string): Promise<{ width: number; height: number; duration: number; firstClock: number | null }> {
    return this.page.evaluate(async (src) => {
      const video = document.createElement("video");
      video.muted = true;
      video.src = src;
      await new Promise<void>((resolve, reject) => {
        video.onloadeddata = () => resolve();
        video.onerror = () => reject(new Error(`the clip did not decode: ${video.error?.message ?? "?"}`));
      });
      // The first frame, decoded and presented: a seek to the start settles it (with byte ranges the
      // element may report its data loaded before a frame can be drawn).
      await new Promise<void>((resolve) => {
        video.onseeked = () => resolve();
        video.currentTime = 0;
      });
      const canvas = document.createElement("canvas");
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      const ctx = canvas.getContext("2d")!;
      ctx.drawImage(video, 0, 0);
      const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      const { readClock } = (await import("/camera-test/camera-page.js" as string)) as {
        readClock(d: Uint8ClampedArray, w: number, h: number, now: number): number | null;
      };
      return {
        width: video.videoWidth,
        height: video.videoHeight,
        duration: video.duration,
        firstClock: readClock(data, canvas.width, canvas.height, Date.now()),
      };
    }, url);
  }
}
