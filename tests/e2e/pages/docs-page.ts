import type { Page } from "@playwright/test";

/** The docs site at /docs/ (served by the reference server). A page object: actions only, no assertions. */
export class DocsPage {
  constructor(readonly page: Page) {}

  /** Opens an element's page, /docs/widgets/<tag>/. */
  async openWidget(tag: string): Promise<void> {
    await this.page.goto(`/docs/widgets/${tag}/`);
  }

  /** Opens the index of the widgets, /docs/widgets/. */
  async openWidgetIndex(): Promise<void> {
    await this.page.goto("/docs/widgets/");
  }

  /** The live example's frame. */
  liveExample() {
    return this.page.locator(".vms-live-example");
  }

  /** The example's element of `tag`: defined, and what its shadow root holds (element count; -1 when it has none). */
  exampleState(tag: string) {
    return this.page.evaluate((name) => {
      const element = document.querySelector(`.vms-live-example ${name}`);
      return {
        present: element !== null,
        defined: customElements.get(name) !== undefined,
        shadowChildren: element?.shadowRoot ? element.shadowRoot.querySelectorAll("*").length : -1,
      };
    }, tag);
  }

  /** The code shown beside the example. */
  exampleSource() {
    return this.page.locator(".vms-live-example + div[class*='language-html'] pre");
  }
}
