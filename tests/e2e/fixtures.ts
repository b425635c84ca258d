import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { SignInPage } from "./pages/sign-in-page";

export type DemoUser = "operator" | "multi" | "limited" | "partner" | "admin" | "auditor" | "html5" | "bilingual";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

interface SignInOptions {
  /**
   * Sign in through the form in this context (a session of its own) instead of reusing the
   * worker's session of the user: for a journey that ends its session (sign out).
   */
  fresh?: boolean;
}

interface Fixtures {
  /**
   * A page in its own browser context, signed in as `username` (password `demo`) and at
   * `redirectTo` (default `/`; `null`: no page loaded, for API calls with the session cookie).
   * The context holds the cookies a sign-in through the form gave (the worker signs each user in
   * once, through the form, and reuses them; its local storage starts empty, as after a sign-in).
   */
  signedInPage: (username: DemoUser, redirectTo?: string | null, options?: SignInOptions) => Promise<Page>;
  signInPage: SignInPage;
}

interface WorkerFixtures {
  /** The cookies of `username`'s session in this worker, signed in through the form on first use. */
  signedInState: (username: DemoUser) => Promise<StorageState>;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  signedInState: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const states = new Map<DemoUser, Promise<StorageState>>();
      await use((username) => {
        let state = states.get(username);
        if (!state) {
          state = (async () => {
            const context = await browser.newContext({ baseURL });
            try {
              // A light page to come back to: the portal's own pages load at each test's goto.
              await new SignInPage(await context.newPage()).signIn(username, "demo", "/profile");
              // Cookies only (session, device, language): each test's local storage starts empty.
              return { cookies: (await context.storageState()).cookies, origins: [] };
            } finally {
              await context.close();
            }
          })();
          states.set(username, state);
          // A failed sign-in is not kept: the next test tries again.
          state.catch(() => states.delete(username));
        }
        return state;
      });
    },
    { scope: "worker" },
  ],
  signedInPage: async ({ browser, signedInState }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (username, redirectTo = "/", { fresh = false } = {}) => {
      const context = await browser.newContext(fresh ? {} : { storageState: await signedInState(username) });
      contexts.push(context);
      const page = await context.newPage();
      if (fresh) await new SignInPage(page).signIn(username, "demo", redirectTo ?? "/profile");
      else if (redirectTo !== null) await page.goto(redirectTo);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  signInPage: async ({ page }, use) => {
    await use(new SignInPage(page));
  },
});

export { expect };
