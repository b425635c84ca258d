import { test as base, expect, type Page } from "@playwright/test";
import { SignInPage } from "./pages/sign-in-page";

export type DemoUser = "operator" | "multi" | "limited" | "partner" | "admin" | "auditor" | "html5" | "bilingual";

interface Fixtures {
  /** A page in its own browser context, signed in as `username` (password `demo`) and back at `redirectTo` (default `/`). */
  signedInPage: (username: DemoUser, redirectTo?: string) => Promise<Page>;
  signInPage: SignInPage;
}

export const test = base.extend<Fixtures>({
  signedInPage: async ({ browser }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async (username, redirectTo = "/") => {
      const context = await browser.newContext();
      contexts.push(context);
      const page = await context.newPage();
      await new SignInPage(page).signIn(username, "demo", redirectTo);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  signInPage: async ({ page }, use) => {
    await use(new SignInPage(page));
  },
});

export { expect };
