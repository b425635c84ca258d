// A voice call that really carries audio: a signed-in operator calls a live unit from a plain page
// with <vms-voice-call>, Chromium's fake microphone reaches the reference server's voice gateway
// (its test hook counts the packets), and the unit's camera, playing beside it in <vms-camera>,
// shows the speaker indicator in its picture until the call ends.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const PAGE = "/voice-test/index.html";

/** The speaker indicator's box and colour as the server draws it (cameras/scene/overlays.ts). */
const indicatorBox = (height: number) => {
  const size = Math.max(8, Math.round(height / 26));
  return { x: 0, y: Math.round(size * 3.2), w: Math.round(size * 5.2), h: Math.round(size * 2.2) };
};

function pageHtml(token: string, liveUnitId: number, cameraId: number): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Voice call test page</title>
    <script type="module" src="/cdn/vms-widgets.js"></script>
  </head>
  <body>
    <main>
      <h1>Call the unit</h1>
      <vms-config token="${token}"></vms-config>
      <vms-voice-call live-unit-id="${liveUnitId}"></vms-voice-call>
      <vms-camera camera-id="${cameraId}" style="display:block;width:640px"></vms-camera>
    </main>
  </body>
</html>`;
}

/** Pixels of the indicator's colour in its box, on the camera's current frame (-1 before a frame). */
async function indicatorPixels(page: Page): Promise<number> {
  const box = await page.evaluate(() => {
    const find = (root: Document | ShadowRoot): HTMLVideoElement | null => {
      const direct = root.querySelector("video");
      if (direct) return direct;
      for (const el of root.querySelectorAll("*")) {
        const inner = el.shadowRoot && find(el.shadowRoot);
        if (inner) return inner;
      }
      return null;
    };
    const video = find(document);
    return video && video.videoWidth > 0 ? { w: video.videoWidth, h: video.videoHeight } : null;
  });
  if (!box) return -1;
  const region = indicatorBox(box.h);
  return page.evaluate(
    ({ region, size }) => {
      const find = (root: Document | ShadowRoot): HTMLVideoElement | null => {
        const direct = root.querySelector("video");
        if (direct) return direct;
        for (const el of root.querySelectorAll("*")) {
          const inner = el.shadowRoot && find(el.shadowRoot);
          if (inner) return inner;
        }
        return null;
      };
      const video = find(document)!;
      const canvas = document.createElement("canvas");
      canvas.width = size.w;
      canvas.height = size.h;
      const context = canvas.getContext("2d", { willReadFrequently: true })!;
      context.drawImage(video, 0, 0, size.w, size.h);
      const data = context.getImageData(region.x, region.y, region.w, region.h).data;
      let count = 0;
      // #00c8ff after video compression: little red, much green, full blue.
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 90 && data[i + 1]! > 140 && data[i + 2]! > 200) count++;
      return count;
    },
    { region, size: box },
  );
}

test.describe("voice call", () => {
  test.describe.configure({ timeout: 90_000 });

  test("Call Unit connects, the server receives the microphone's audio, the unit's picture shows the indicator, End Call ends it", async ({
    signedInPage,
  }) => {
    const page = await signedInPage("operator", null);
    const token = ((await (await page.request.get("/api/auth/token")).json()) as { data: { userToken: string } }).data
      .userToken;
    const mosaic = (await (await page.request.get("/api/vms/mosaic/3")).json()) as {
      data: { data: { cameras: { cameraId: number; liveUnitId: number }[] } };
    };
    const { cameraId, liveUnitId } = mosaic.data.data.cameras[0]!;
    const stats = async () =>
      (
        (await (await page.request.get(`/api/test/voice/${liveUnitId}`)).json()) as {
          data: { sessions: number; packets: number; receiving: boolean; level: number };
        }
      ).data;

    await page.route(`**${PAGE}`, (route) =>
      route.fulfill({ body: pageHtml(token, liveUnitId, cameraId), contentType: "text/html; charset=utf-8" }),
    );
    await page.goto(PAGE);
    const call = page.locator("vms-voice-call");
    const callButton = call.getByRole("button", { name: "Call Unit" });
    await expect(callButton).toBeVisible({ timeout: 15_000 });

    // The unit's picture before the call: no indicator.
    await expect.poll(() => indicatorPixels(page), { timeout: 30_000, intervals: [500] }).toBeGreaterThanOrEqual(0);
    const quiet = await indicatorPixels(page);
    const before = await stats();

    await callButton.click();
    await expect(call.getByRole("status")).toHaveText("Connected", { timeout: 15_000 });
    await expect
      .poll(
        async () => {
          const now = await stats();
          return now.receiving && now.packets > before.packets + 50;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await expect.poll(() => indicatorPixels(page), { timeout: 20_000, intervals: [500] }).toBeGreaterThan(quiet + 40);

    await call.getByRole("button", { name: "End Call" }).click();
    await expect(call.getByRole("status")).toHaveText("Call ended");
    await expect.poll(async () => (await stats()).sessions, { timeout: 10_000 }).toBe(before.sessions);
    await expect
      .poll(() => indicatorPixels(page), { timeout: 20_000, intervals: [500] })
      .toBeLessThanOrEqual(quiet + 10);
  });
});
