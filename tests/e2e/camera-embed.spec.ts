import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, test, type DemoUser } from "./fixtures";
import { CameraPartnerPage, startCameraSite } from "./pages/camera-partner-page";

/**
 * A partner pastes the `<vms-camera>` snippet of docs/getting-started/partner-camera.md into a
 * plain page on another origin, under a strict CSP, with a token from its backend.
 */

async function userToken(page: Page): Promise<string> {
  const body = (await (await page.request.get("/api/auth/token")).json()) as { data: { userToken: string } };
  return body.data.userToken;
}

/**
 * An active camera the user may stream, a PTZ one or a fixed one, found through the API (the two
 * tests watch different cameras: a second viewer of a camera is view-only).
 */
async function streamableCamera(request: APIRequestContext, token: string, ptz: boolean): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const get = async (path: string) => {
    const response = await request.get(path, { headers });
    return response.ok() ? ((await response.json()) as { data: Record<string, unknown> }).data : null;
  };
  const units = ((await get("/api/vms/live_units")) ?? []) as unknown as { id: number }[];
  for (const unit of units) {
    const meta = (await get(`/api/vms/live_units/${unit.id}/meta`)) as { cameraList?: { id: number }[] } | null;
    for (const camera of meta?.cameraList ?? []) {
      const caps = await get(`/api/vms/cameras/${camera.id}/capabilities`);
      if (caps?.pan !== ptz) continue;
      const stream = await get(`/api/vms/stream_camera/${camera.id}/meta`);
      if (stream?.cameraActive) return camera.id;
    }
  }
  throw new Error("no camera found");
}

const cells = (a: number[], b: number[]) => a.filter((value, i) => Math.abs(value - (b[i] ?? 0)) > 12).length;

async function openCamera(
  browser: Browser,
  baseURL: string,
  signedInPage: (user: DemoUser, redirectTo: null) => Promise<Page>,
  user: DemoUser,
  ptz: boolean,
) {
  // The session's cookies are all the API calls need: no portal page loads.
  const portal = await signedInPage(user, null);
  const token = await userToken(portal);
  const cameraId = await streamableCamera(portal.request, token, ptz);
  const site = await startCameraSite(baseURL, token, cameraId);
  const context = await browser.newContext();
  const partner = new CameraPartnerPage(await context.newPage(), site.origin);
  await partner.instrument();
  await partner.open();
  return { partner, cameraId, close: async () => (await context.close(), await site.close()) };
}

test.describe("<vms-camera> on a partner page on another origin under a strict CSP", () => {
  // Live video shares two cores with the browser and the server: allow for a loaded machine.
  test.describe.configure({ timeout: 60_000 });
  test("plays over WebRTC, pans the camera, and needs nothing the CSP refuses", async ({
    browser,
    baseURL,
    signedInPage,
  }) => {
    const { partner, cameraId, close } = await openCamera(browser, baseURL ?? "", signedInPage, "operator", true);
    const left = partner.button("Pan left");
    await expect(left).toBeVisible({ timeout: 20_000 });
    const active = (await partner.events()).find((e) => e.type === "vms-stream-status" && e.detail.status === "active");
    expect(active?.detail).toEqual({ cameraId, status: "active", idleReason: null, transport: "webrtc" });
    const before = await partner.fingerprint();
    const sent = partner.page.waitForResponse((r) => r.url().endsWith(`/api/vms/cameras/${cameraId}/ptz`));
    await left.click();
    expect((await sent).status()).toBe(200);
    await expect.poll(async () => cells(before, await partner.fingerprint()), { timeout: 5_000 }).toBeGreaterThan(40);
    expect(await partner.violations()).toEqual([]);
    await close();
  });

  test("plays HLS for a user whose videoPreference is 'html5'", async ({ browser, baseURL, signedInPage }) => {
    const { partner, close } = await openCamera(browser, baseURL ?? "", signedInPage, "html5", false);
    await expect
      .poll(async () => (await partner.events()).find((e) => e.detail.status === "active")?.detail.transport, {
        timeout: 20_000,
      })
      .toBe("hls");
    const first = await partner.fingerprint();
    await expect.poll(async () => cells(first, await partner.fingerprint()), { timeout: 6_000 }).toBeGreaterThan(0);
    expect(await partner.violations()).toEqual([]);
    await close();
  });
});
