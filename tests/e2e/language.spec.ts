import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { SignInPage } from "./pages/sign-in-page";

// Both journeys sign in as `bilingual` and change its language on the server: run at the same time
// (fullyParallel, two workers, or --repeat-each), one's switch shows up in the other's pages (a new
// browser opened in English because the other journey had just chosen English, or the reverse).
test.describe.configure({ lock: "user:bilingual" });

/** Sets the user's language through the API (the journey's clean-up: the e2e database is kept between runs). */
async function keepLanguage(page: Page, language: "en" | "es"): Promise<void> {
  const response = await page.request.put("/api/vms/user_settings", {
    data: { language },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(200);
}

/** Closes the map's introduction dialog, which opens by itself on a user's first visits (modal). */
async function closeIntro(page: Page, close: string): Promise<void> {
  const intro = page
    .locator('[data-vms-widget="vms-informational-video"]')
    .getByRole("dialog", { includeHidden: true });
  await intro.waitFor({ state: "attached", timeout: 30_000 });
  if (await intro.evaluate((dialog: HTMLDialogElement) => dialog.open))
    await intro.getByRole("button", { name: close, exact: true }).click();
}

/**
 * Issue 21's language journey through the portal against the reference server, as `bilingual` (a
 * user no other test signs in as): Español from the account menu switches at once, is kept on the
 * server, and after a reload `/` and `/alerts` render in Spanish from the first paint; the sign-in
 * page follows too; English comes back the same way.
 */
test("choosing Español in the account menu shows Spanish on / and /alerts after a reload, and English comes back", async ({
  signedInPage,
}) => {
  test.setTimeout(120_000);
  // Through the form: the language cookie is the one a sign-in gives now.
  const page = await signedInPage("bilingual", "/", { fresh: true });
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  try {
    await closeIntro(page, "Close");
    await expect(nav.getByRole("link", { name: "Live Units" })).toBeVisible({ timeout: 30_000 });
    await nav.getByRole("button", { name: "My Account" }).click();
    const choice = nav.getByRole("group", { name: "Language" });
    await expect(choice.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
    await choice.getByRole("button", { name: "Español" }).click();
    // At once, without a reload.
    await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");

    await page.reload();
    await closeIntro(page, "Cerrar");
    const navEs = page.getByRole("navigation", { name: "Navegación principal" });
    await expect(navEs.getByRole("link", { name: "Unidades" })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.goto("/alerts");
    await expect(page.getByRole("heading", { name: "Alertas", level: 2 })).toBeVisible({ timeout: 30_000 });

    // Signed out, the sign-in page speaks the language of the cookie.
    const signIn = await page.context().newPage();
    await signIn.goto("/auth/redirect");
    await expect(signIn.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
    await signIn.close();

    // Back to English the same way.
    await navEs.getByRole("button", { name: "Mi cuenta" }).click();
    await navEs.getByRole("group", { name: "Idioma" }).getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { name: "Alerts", level: 2 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Alerts", level: 2 })).toBeVisible({ timeout: 30_000 });
  } finally {
    await keepLanguage(page, "en");
  }
});

test("a new browser of a user who chose Spanish opens in Spanish after signing in", async ({ browser }) => {
  test.setTimeout(120_000);
  const first = await browser.newContext();
  const page = await first.newPage();
  await new SignInPage(page).signIn("bilingual", "demo", "/");
  try {
    await keepLanguage(page, "es");
    const second = await browser.newContext();
    const other = await second.newPage();
    await new SignInPage(other).signIn("bilingual", "demo", "/alerts");
    await expect(other.getByRole("heading", { name: "Alertas", level: 2 })).toBeVisible({ timeout: 30_000 });
    await second.close();
  } finally {
    await keepLanguage(page, "en");
    await first.close();
  }
});
