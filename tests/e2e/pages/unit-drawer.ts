import type { Locator, Page } from "@playwright/test";

/** The unit drawer on the map page, found by its accessible name (the unit's name). No assertions. */
export class UnitDrawerPanel {
  readonly root: Locator;
  readonly title: Locator;
  readonly streamButton: Locator;
  readonly historyButton: Locator;
  readonly notice: Locator;
  readonly client: Locator;
  readonly unitName: Locator;
  readonly cameraLinks: Locator;
  readonly closeButton: Locator;

  constructor(
    readonly page: Page,
    name?: string,
  ) {
    this.root =
      name === undefined ? page.getByRole("complementary") : page.getByRole("complementary", { name, exact: true });
    this.title = this.root.getByRole("heading", { level: 2 });
    this.streamButton = this.root.getByRole("button", { name: "Stream", exact: true });
    this.historyButton = this.root.getByRole("button", { name: "History", exact: true });
    this.notice = this.root.getByRole("note");
    this.client = this.root.getByText(/^Client: /);
    this.unitName = this.root.locator(".unit-name");
    this.cameraLinks = this.root.getByRole("link", { name: /^Open the stream of / });
    this.closeButton = this.root.getByRole("button", { name: "Close details" });
  }

  /** Waits until the unit's details (not the skeleton) are shown. */
  async waitForDetails(): Promise<void> {
    await this.unitName.waitFor();
  }

  async close(): Promise<void> {
    await this.closeButton.click();
  }
}
