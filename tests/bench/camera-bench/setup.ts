// Shared by the camera benchmarks: the reference server in this process (in-memory database),
// Chromium signed in as `operator`, and the camera test page at the server's origin.
import { readFileSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright";
import { runningFfmpeg } from "../../../reference-app/server/cameras/live/ffmpeg";
import { startServer, type RunningServer } from "../../../reference-app/server/app";
import { signIn } from "../../../reference-app/server/test-support";
import { pageFile, PAGE_PREFIX } from "../../e2e/camera-page/page-files";
import { waitUntil } from "../wait.mjs";

export interface CameraBench {
  server: RunningServer;
  browser: Browser;
  /** A new page of the camera test page (signed in), not playing yet. */
  page(): Promise<Page>;
  /** Active cameras of the operator's client with WebRTC; `ptz` ones can pan and be controlled. */
  cameras(options: { ptz?: boolean; count: number }): number[];
  close(): Promise<void>;
}

export async function cameraBench(chromiumOptions: { executablePath: string; args: string[] }): Promise<CameraBench> {
  const server = await startServer({ port: 0 });
  const cookie = await signIn(server.url, "operator");
  const browser = await chromium.launch({
    executablePath: chromiumOptions.executablePath,
    args: [...chromiumOptions.args, "--autoplay-policy=no-user-gesture-required"],
  });
  const context = await browser.newContext();
  const [name, value] = cookie.split("=");
  await context.addCookies([{ name: name!, value: value!, url: server.url }]);
  await context.route(`${server.url}${PAGE_PREFIX}**`, (route) => {
    const file = pageFile(new URL(route.request().url()).pathname);
    return file ? route.fulfill({ body: file.body, contentType: file.type }) : route.fulfill({ status: 404 });
  });
  return {
    server,
    browser,
    async page() {
      const page = await context.newPage();
      await page.goto(`${server.url}${PAGE_PREFIX}index.html`);
      return page;
    },
    cameras({ ptz = false, count }) {
      const rows = server.db
        .prepare(
          `SELECT k.id FROM cameras k JOIN live_units u ON u.id = k.live_unit_id WHERE u.client_id IN (1, 2, 3) AND k.active = 1
           AND json_extract(k.capabilities, '$.webrtc') ${ptz ? "AND k.position = 0 AND json_extract(k.capabilities, '$.pan') AND json_extract(k.permissions, '$.controlPtzf') AND json_extract(k.permissions, '$.suspendPatrol')" : ""}
           AND u.client_id = 1 ORDER BY k.id LIMIT ?`,
        )
        .pluck()
        .all(count) as number[];
      if (rows.length < count) throw new Error(`only ${rows.length} cameras`);
      return rows;
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};

/** CPU time (ms) so far of this process (the server; the Playwright client is small) and of its running ffmpegs. */
export function cpuMs(): { server: number; ffmpeg: number } {
  const own = process.cpuUsage();
  let ffmpeg = 0;
  for (const child of runningFfmpeg) {
    try {
      const fields = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ffmpeg += (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime in 10 ms ticks
    } catch {
      // exited
    }
  }
  return { server: (own.user + own.system) / 1000, ffmpeg };
}

/**
 * After the page stopped its playback: waits until no feed has a WebRTC session (the page's WHEP
 * DELETE arrived), then stops the idle feeds (they would linger 10 s): resolves when their ffmpegs
 * exited and no feed runs.
 */
export async function settleFeeds(server: RunningServer): Promise<void> {
  const feeds = server.cameras.feeds;
  await waitUntil(() => feeds.list().every((entry) => entry.sessions === 0), { what: "no WebRTC session left" });
  await feeds.stopIdle();
  if (feeds.list().length > 0) throw new Error(`${feeds.list().length} feed(s) still running after the page stopped`);
}
