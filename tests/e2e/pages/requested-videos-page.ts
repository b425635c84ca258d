import type { Locator, Page } from "@playwright/test";

/** The portal's Previously Requested Videos page, found by roles and names. No assertions. */
export class RequestedVideosPage {
  readonly root: Locator;
  readonly heading: Locator;
  readonly rows: Locator;
  readonly empty: Locator;
  readonly preview: Locator;
  readonly previewVideo: Locator;
  readonly panorama: Locator;
  readonly panoramaBanner: Locator;
  readonly copiedText: Locator;
  readonly shareLinkField: Locator;
  readonly clipProgress: Locator;
  readonly shareLinks: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('[data-vms-widget="vms-requested-videos"]');
    this.heading = this.root.getByRole("heading", { name: "Previously Requested Videos" });
    this.rows = this.root
      .getByRole("table")
      .getByRole("row")
      .filter({ has: page.getByRole("cell") });
    this.empty = this.root.getByText("No videos found");
    this.shareLinks = this.root.getByRole("dialog", { name: /^Share links/ });
    this.preview = this.root.getByRole("dialog").and(this.root.locator("dialog:not(.share-links)"));
    this.previewVideo = this.preview.locator("video.preview-video");
    this.panorama = this.preview.getByRole("application");
    this.panoramaBanner = this.preview.getByText("Panoramic 360° View: Click and drag the video to change the view.");
    this.copiedText = this.root.getByText("Link Copied — It will expire in 30 days");
    this.shareLinkField = this.root.getByRole("textbox", { name: "Share link" });
    this.clipProgress = this.root.getByRole("region", { name: "Videos being prepared" });
  }

  async goto(liveUnitId: number, search = ""): Promise<void> {
    await this.page.goto(`/live-unit/${liveUnitId}/requested-video${search}`);
  }

  /**
   * Waits, without reloading, until the list shows rows, or the `wanted` ones: the unit's seeded
   * clips render on the server first, and the list follows their progress and reloads itself.
   */
  async waitForRows(timeoutMs: number, wanted: Locator = this.rows): Promise<void> {
    await this.heading.waitFor();
    await wanted.first().waitFor({ timeout: timeoutMs });
  }

  row(name: RegExp | string): Locator {
    return this.rows.filter({ hasText: name });
  }

  /** The labels of a row's version: the dewarped rows carry 'Pano Dewarped'. */
  dewarpedRows(): Locator {
    return this.rows.filter({ hasText: "Pano Dewarped" });
  }
  plainRows(): Locator {
    return this.rows.filter({ hasNotText: "Pano Dewarped" });
  }

  async open(row: Locator): Promise<void> {
    await row.getByRole("button", { name: /^Preview / }).click();
  }

  shareButton(row: Locator): Locator {
    return row.getByRole("button", { name: "Copy share link" });
  }
  shareLinksButton(row: Locator): Locator {
    return row.getByRole("button", { name: /^Share links of / });
  }
  /** The rows of the share links dialog (one per link, newest first). */
  shareLinkRows(): Locator {
    return this.shareLinks.getByRole("row").filter({ has: this.page.getByRole("cell") });
  }
  downloadButton(row: Locator): Locator {
    return row.getByRole("button", { name: "Download" });
  }
  async closePreview(): Promise<void> {
    await this.preview.getByRole("button", { name: "Close" }).click();
  }
}
