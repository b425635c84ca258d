import type { Locator, Page } from "@playwright/test";
import { PortalPage } from "./portal-page";

/**
 * The live stream page (`/camera/{id}/stream`) and its `vms-stream-player` (roles and names reach
 * into the widget's open shadow root). A page object: actions and locators only, no assertions.
 */
export class StreamPage {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("stream-page");
  }

  async open(cameraId: number): Promise<void> {
    await this.page.goto(`/camera/${cameraId}/stream`);
  }

  /** Closes the page's informational video when it opens on a first visit. */
  async dismissHelp(): Promise<void> {
    await new PortalPage(this.page).closeInformationalVideoIfOpen();
  }

  stage(): Locator {
    return this.root.locator("[part=stage]");
  }

  video(): Locator {
    return this.root.locator("video").first();
  }

  button(name: string | RegExp): Locator {
    return this.root.getByRole("button", { name, exact: typeof name === "string" });
  }

  dialog(name: string): Locator {
    return this.root.getByRole("dialog", { name });
  }

  message(): Locator {
    return this.root.locator("[part=message]");
  }

  /** A snackbar of the page's notification stack. */
  snackbar(text: string | RegExp): Locator {
    return this.page.locator("[part=notification]").filter({ hasText: text });
  }

  /** The transport of the picture: webrtc when the video plays a MediaStream. */
  transport(): Promise<string> {
    return this.video().evaluate((v: HTMLVideoElement) => (v.srcObject instanceof MediaStream ? "webrtc" : "hls"));
  }

  /** A fingerprint of the current frame: mean grey of 16 × 9 points drawn through a canvas. */
  fingerprint(): Promise<number[] | null> {
    return this.video().evaluate((video: HTMLVideoElement) => {
      if (!video.videoWidth) return null;
      const canvas = document.createElement("canvas");
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
      ctx.drawImage(video, 0, 0);
      const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      const out: number[] = [];
      for (let y = 0; y < 9; y++)
        for (let x = 0; x < 16; x++) {
          const o = (Math.floor(((y + 0.5) * height) / 9) * width + Math.floor(((x + 0.5) * width) / 16)) * 4;
          out.push(Math.round((data[o]! + data[o + 1]! + data[o + 2]!) / 3));
        }
      return out;
    });
  }

  /** Frames the browser has decoded so far. */
  decodedFrames(): Promise<number> {
    return this.video().evaluate((v: HTMLVideoElement) => v.getVideoPlaybackQuality().totalVideoFrames);
  }
}
