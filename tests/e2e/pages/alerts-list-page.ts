import type { Locator, Page } from "@playwright/test";

/** The /alerts page and its `<vms-alerts-list>` (and the resolve dialog it opens). Actions only, no assertions. */
export class AlertsListPage {
  readonly list: Locator;
  readonly heading: Locator;
  readonly dialog: Locator;
  readonly toasts: Locator;
  /** The list's polite live region: what a screen reader hears when the keys move the focus. */
  readonly announcer: Locator;

  constructor(readonly page: Page) {
    this.list = page.locator("[data-testid=alerts-page]");
    this.heading = this.list.getByRole("heading", { name: "Alerts", level: 2 });
    this.dialog = page.getByRole("dialog", { name: "Resolve Alert" });
    this.toasts = page.locator(".vms-notification, [role=status], [role=alert]");
    this.announcer = this.list.locator("[data-announcer]");
  }

  async goto(): Promise<void> {
    await this.page.goto("/alerts");
  }

  /** The item of one alert (expanded or collapsed). */
  item(alertId: number): Locator {
    return this.list.locator(`article[data-alert-id="${alertId}"]`);
  }

  /** The clips of an item that have their video. */
  videoClips(alertId: number): Locator {
    return this.item(alertId).locator('figure[data-ready="video"]');
  }

  async openResolve(alertId: number): Promise<void> {
    await this.item(alertId).getByRole("button", { name: "Resolve", exact: true }).click();
  }

  async toggleTag(name: string): Promise<void> {
    await this.dialog.getByRole("checkbox", { name, exact: true }).click();
  }

  async fillNote(text: string): Promise<void> {
    await this.dialog.getByRole("textbox", { name: "Note" }).fill(text);
  }

  async submitResolve(): Promise<void> {
    await this.dialog.getByRole("button", { name: "Resolve Alert" }).click();
  }

  /** Raises an alert for a unit of the signed-in user's clients through the reference server's test hook (VMS_TEST_HOOKS=1); answers its id. */
  async raiseAlert(body: { liveUnitId?: number; alertType?: string; alertSubject?: string } = {}): Promise<number> {
    const headers = { Authorization: `Bearer ${await this.userToken()}` };
    const response = await this.page.request.post("/api/test/alerts", { data: body, headers });
    if (!response.ok()) throw new Error(`test hook: ${response.status()}`);
    return ((await response.json()) as { data: { alertId: number } }).data.alertId;
  }

  /** The signed-in user's token (for a second operator's own socket). */
  async userToken(): Promise<string> {
    const body = (await (await this.page.request.get("/api/auth/token")).json()) as { data: { userToken: string } };
    return body.data.userToken;
  }
}
