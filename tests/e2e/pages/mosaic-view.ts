import type { Locator, Page } from "@playwright/test";

/** What a tile's `<video>` shows: its decoded size and a coarse fingerprint of the picture. */
export interface TilePicture {
  cameraId: number;
  width: number;
  height: number;
  /** 32×18 grey levels of the current frame (empty before the first frame). */
  fingerprint: number[];
}

/** The mosaic page (`/mosaic/{id}`): tiles found by role and accessible name. Queries only, no assertions. */
export class MosaicView {
  readonly region: Locator;
  readonly name: Locator;
  readonly back: Locator;
  readonly tiles: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole("region", { name: "Camera streams" });
    this.name = page.getByRole("heading", { level: 2 });
    this.back = page.getByRole("button", { name: "Back", exact: true });
    this.tiles = this.region.getByRole("article");
  }

  async open(mosaicId: number): Promise<void> {
    await this.page.goto(`/mosaic/${mosaicId}`);
  }

  tile(index: number): Locator {
    return this.tiles.nth(index);
  }

  /** The grid's track counts as laid out (rows × columns). */
  async grid(): Promise<{ rows: number; columns: number }> {
    return this.region.evaluate((el) => {
      const style = getComputedStyle(el);
      const count = (value: string) => value.split(" ").filter(Boolean).length;
      return { rows: count(style.gridTemplateRows), columns: count(style.gridTemplateColumns) };
    });
  }

  /** Every visible tile's picture, drawn into a canvas. */
  async pictures(): Promise<TilePicture[]> {
    return this.tiles.evaluateAll((tiles) =>
      tiles
        .filter((tile) => !(tile as HTMLElement).hidden)
        .map((tile) => {
          const video = tile.querySelector("video");
          const cameraId = Number((tile as HTMLElement).dataset.cameraId);
          if (!video || video.videoWidth === 0) return { cameraId, width: 0, height: 0, fingerprint: [] };
          const canvas = document.createElement("canvas");
          canvas.width = 32;
          canvas.height = 18;
          const context = canvas.getContext("2d", { willReadFrequently: true })!;
          context.drawImage(video, 0, 0, 32, 18);
          const data = context.getImageData(0, 0, 32, 18).data;
          const fingerprint: number[] = [];
          for (let i = 0; i < data.length; i += 4) fingerprint.push((data[i]! + data[i + 1]! + data[i + 2]!) / 3);
          return { cameraId, width: video.videoWidth, height: video.videoHeight, fingerprint };
        }),
    );
  }
}
