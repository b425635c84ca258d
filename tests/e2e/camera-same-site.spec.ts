import { expect, test } from "./fixtures";
import { CameraPartnerPage, startCameraSite } from "./pages/camera-partner-page";

/**
 * A sibling app on another origin of the same site (127.0.0.1, another port; listed in
 * ALLOWED_ORIGINS) embeds `<vms-camera>` with the session cookie and `token-url`, no token of its
 * own. The server takes that cookie from another origin for reads only, so the widgets trade it for
 * a token at `token-url` and send it as Bearer on every call: the stream starts and plays, and is
 * never refused as a missing permission.
 */
test.describe("<vms-camera> on a same-site page of another origin (cookie + token-url)", () => {
  test.describe.configure({ timeout: 60_000 });

  test("plays, sending the token of token-url as Bearer on the stream start", async ({ baseURL, signedInPage }) => {
    const api = baseURL ?? "";
    // The signed-in browser: its session cookie, no portal page loaded (the API calls need only the cookie).
    const portal = await signedInPage("operator", null);
    const token = ((await (await portal.request.get("/api/auth/token")).json()) as { data: { userToken: string } }).data
      .userToken;
    const headers = { Authorization: `Bearer ${token}` };
    // A streamable camera of the operator's first unit that has one, through the API.
    let cameraId = 0;
    const units = (
      (await (await portal.request.get("/api/vms/live_units", { headers })).json()) as {
        data: { id: number }[];
      }
    ).data;
    for (const unit of units) {
      const meta = await portal.request.get(`/api/vms/live_units/${unit.id}/meta`, { headers });
      const cameras = meta.ok()
        ? ((await meta.json()) as { data: { cameraList: { id: number }[] } }).data.cameraList
        : [];
      for (const camera of cameras) {
        const stream = await portal.request.get(`/api/vms/stream_camera/${camera.id}/meta`, { headers });
        if (stream.ok() && ((await stream.json()) as { data: { cameraActive: boolean } }).data.cameraActive) {
          cameraId = camera.id;
          break;
        }
      }
      if (cameraId) break;
    }
    expect(cameraId).toBeGreaterThan(0);

    const site = await startCameraSite(api, { tokenUrl: `${api}/api/auth/token` }, cameraId);
    expect(new URL(site.origin).hostname).toBe(new URL(api).hostname); // same site, another origin
    expect(site.origin).not.toBe(new URL(api).origin);
    // The signed-in browser (its session cookie) opens the sibling page.
    const partner = new CameraPartnerPage(await portal.context().newPage(), site.origin);
    await partner.instrument();
    const start = partner.page.waitForRequest(
      (request) => request.method() === "POST" && request.url().includes(`/api/vms/stream/${cameraId}/start`),
    );
    await partner.open();
    const startRequest = await start;
    expect(startRequest.headers().authorization).toMatch(/^Bearer \S+/);
    expect((await startRequest.response())?.status()).toBe(200);
    await expect
      .poll(
        async () =>
          (await partner.events()).some((e) => e.type === "vms-stream-status" && e.detail.status === "active"),
        {
          timeout: 25_000,
        },
      )
      .toBe(true);
    const events = await partner.events();
    expect(events.filter((e) => e.type === "vms-stream-error")).toEqual([]);
    await expect(partner.camera.locator("[part=message]")).not.toHaveText(/permission/);
    expect(await partner.violations()).toEqual([]);
    await site.close();
  });
});
