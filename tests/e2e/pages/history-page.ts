import type { Locator, Page } from "@playwright/test";

/** The history page of a unit: the unit header and `<vms-history-timeline>`. Actions and queries only. */
export class HistoryPage {
  readonly header: Locator;
  readonly timeline: Locator;
  readonly thumbnails: Locator;
  readonly selectVideoButton: Locator;
  readonly selection: Locator;
  readonly requestDialog: Locator;
  readonly note: Locator;
  readonly clips: Locator;

  constructor(readonly page: Page) {
    this.header = page.locator('[data-vms-widget="vms-unit-header"]');
    const widget = page.locator('[data-vms-widget="vms-history-timeline"]');
    this.timeline = widget.getByRole("slider", { name: "Timeline" });
    this.thumbnails = widget.locator("[part=thumbnail]");
    this.selectVideoButton = widget.getByRole("button", { name: "Select Video" });
    this.selection = widget.getByRole("group", { name: "Video selection" });
    this.requestDialog = widget.getByRole("dialog", { name: "Confirm Video Request" });
    this.note = widget.locator("[part=note]");
    this.clips = widget.getByRole("region", { name: "Requested clips" });
  }

  /** The timeline start in epoch seconds (the slider's value). */
  async timelineStart(): Promise<number> {
    return Number(await this.timeline.getAttribute("aria-valuenow"));
  }

  /** The accessible names of the thumbnails shown (preset and time). */
  async thumbnailLabels(): Promise<string[]> {
    return this.thumbnails.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("aria-label") ?? ""));
  }

  /** Waits until a thumbnail's picture has been decoded. */
  async waitForPicture(): Promise<void> {
    await this.thumbnails.first().waitFor();
    await this.page.waitForFunction(() => {
      const widget = document.querySelector('[data-vms-widget="vms-history-timeline"]');
      const images = [...(widget?.shadowRoot?.querySelectorAll("[part=thumbnail] img") ?? [])] as HTMLImageElement[];
      return images.some((image) => image.complete && image.naturalWidth > 0);
    });
  }

  async scrub(key: string): Promise<void> {
    await this.timeline.focus();
    await this.page.keyboard.press(key);
  }

  /** Request Video in the selection bar, then in the dialog only the first camera checked; answers its name. */
  async requestFromFirstCamera(): Promise<string> {
    await this.selection.getByRole("button", { name: "Request Video" }).click();
    await this.requestDialog.getByRole("checkbox", { name: "All Live Unit Cameras" }).uncheck();
    const camera = this.requestDialog.getByRole("checkbox").nth(1);
    await camera.check();
    const name = (await camera.evaluate((box) => box.parentElement?.textContent ?? "")).trim();
    await this.requestDialog.getByRole("button", { name: "Request Video" }).click();
    return name;
  }
}
