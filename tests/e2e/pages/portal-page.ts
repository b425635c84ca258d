import type { Locator, Page } from "@playwright/test";

/** The reference portal's shell: navigation, footer menus, modals. Actions and queries only, no assertions. */
export class PortalPage {
  readonly nav: Locator;
  readonly main: Locator;
  readonly sessionExpiredDialog: Locator;
  readonly informationalVideoDialog: Locator;
  readonly informationalVideoButton: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole("navigation", { name: "Main navigation" });
    this.main = page.getByRole("main");
    this.sessionExpiredDialog = page.getByRole("dialog", { name: "Your session has expired" });
    // The help button's widget holds the dialog (open or not).
    this.informationalVideoDialog = page
      .locator('[data-vms-widget="vms-informational-video"]')
      .getByRole("dialog", { includeHidden: true });
    this.informationalVideoButton = page.getByRole("button", { name: "Show the introduction video" });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }

  /** Waits until the navigation shows its links (the session data has loaded). */
  async waitForNavigation(): Promise<void> {
    await this.navLinks().first().waitFor();
  }

  /** The navigation's links (the menus' links are in closed panels, so not counted). */
  navLinks(): Locator {
    return this.nav.getByRole("list").getByRole("link");
  }

  /** The navigation links' labels as written in the DOM (no CSS text-transform), in order. */
  async linkLabels(): Promise<string[]> {
    await this.waitForNavigation();
    // The label only: Command Center may also hold the unresolved-alert count.
    return this.navLinks().evaluateAll((links) =>
      links.map((link) => (link.querySelector(".label") ?? link).textContent?.trim() ?? ""),
    );
  }

  /** A navigation link by its label (Command Center's name may end with its unresolved-alert count). */
  link(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return this.nav.getByRole("link", { name: new RegExp(`^${escaped}( (\\d+|99\\+) unresolved)?$`) });
  }

  /** The unresolved-alert count on Command Center (document 3, beyond the spec). */
  get alertCount(): Locator {
    return this.nav.locator('[part="alert-count"]');
  }

  /** On a page with an informational video: waits for it to load and closes the modal if it opened. */
  async closeInformationalVideoIfOpen(): Promise<void> {
    await this.informationalVideoButton.waitFor();
    // The button shows with the video's data; the modal opens in an effect after that render.
    await this.page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
    );
    if (await this.informationalVideoDialog.evaluate((dialog: HTMLDialogElement) => dialog.open)) {
      await this.informationalVideoDialog.getByRole("button", { name: "Close" }).click();
      await this.informationalVideoDialog.waitFor({ state: "hidden" });
    }
  }

  /** Opens a footer menu; returns the panel its button controls (`aria-controls`). */
  async openMenu(name: "Help Center" | "My Account"): Promise<Locator> {
    const button = this.nav.getByRole("button", { name });
    await button.click();
    return this.nav.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
  }

  async openHelpCenter(): Promise<Locator> {
    return this.openMenu("Help Center");
  }

  async openMyAccount(): Promise<Locator> {
    return this.openMenu("My Account");
  }

  async signOut(): Promise<void> {
    const menu = await this.openMyAccount();
    await menu.getByRole("button", { name: "Sign Out" }).click();
  }

  /** Calls the API from the page with the page's cookies; resolves with the status and parsed body. */
  async fetchJson(path: string): Promise<{ status: number; body: unknown }> {
    return this.page.evaluate(async (url) => {
      const response = await fetch(url, { credentials: "include" });
      const text = await response.text();
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      return { status: response.status, body };
    }, path);
  }

  /** Ends the browser session the way an expiry does: the session cookie disappears. */
  async dropSessionCookie(): Promise<void> {
    await this.page.context().clearCookies();
  }
}
