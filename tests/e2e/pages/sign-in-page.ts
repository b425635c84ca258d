import type { Page } from "@playwright/test";

/** The reference server's sign-in form at /auth/redirect. A page object: actions only, no assertions. */
export class SignInPage {
  constructor(readonly page: Page) {}

  /** Opens the form; `redirectTo` is where a successful sign-in returns to. */
  async goto(redirectTo?: string): Promise<void> {
    const query = redirectTo === undefined ? "" : `?redirect_to=${encodeURIComponent(redirectTo)}`;
    await this.page.goto(`/auth/redirect${query}`);
  }

  /** Fills the form and submits it; does not wait for the outcome (use for wrong passwords). */
  async submit(username: string, password: string): Promise<void> {
    await this.page.getByLabel("Username").fill(username);
    await this.page.getByLabel("Password").fill(password);
    await this.page.getByRole("button", { name: "Sign in" }).click();
  }

  /** Opens the form, signs in and waits until the browser has left the sign-in page. */
  async signIn(username: string, password = "demo", redirectTo?: string): Promise<void> {
    await this.goto(redirectTo);
    await this.submit(username, password);
    await this.page.waitForURL((url) => !url.pathname.startsWith("/auth/"));
  }

  /** The form's error message, if one is shown. */
  errorMessage() {
    return this.page.getByRole("alert");
  }
}
