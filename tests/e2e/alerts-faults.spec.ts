import path from "node:path";
import { startServer, type RunningServer } from "../../reference-app/server/app";
import { copySeededDatabase } from "../../reference-app/server/testing/seeded-database";
import { INJECTED_FAULT_MESSAGE } from "../../reference-app/server/http/faults";
import { expect, test } from "./fixtures";
import { AlertsListPage } from "./pages/alerts-list-page";
import { SignInPage } from "./pages/sign-in-page";

const root = path.resolve(import.meta.dirname, "../..");
const FAULTS = "latency:500,errors:0.1,drops:30";

/**
 * Issue 10's fault mode journey: a reference server of its own with FAULTS (500 ms on every API
 * call, 10 % of them answering 500, every socket cut every 30 s), the built portal. The operator
 * opens /alerts, alerts raised meanwhile arrive, resolving either completes or stays clearly
 * unresolved with the catalogue's 'Failed to resolve alert: {message}' (and then succeeds on a
 * later try), every error shown is catalogue text, and the list ends equal to the server's.
 */
let server: RunningServer;
let database: ReturnType<typeof copySeededDatabase>;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  // A copy of the seeded database the server tests use (seeded once per seed, kept in .cache).
  database = copySeededDatabase();
  server = await startServer({
    port: 0,
    dbFile: database.file,
    staticDir: path.join(root, "reference-app/dist"),
    cdnDir: path.join(root, "dist/cdn"),
    alertMedia: false,
    testHooks: true,
    faults: FAULTS,
  });
});
test.afterAll(async () => {
  await server?.close();
  database?.remove();
});

test(`in fault mode (${FAULTS}) alerts arrive, resolving completes or says why not, nothing is lost`, async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    const alerts = new AlertsListPage(page);
    // Signing in calls the API too (10 % of calls fail): the portal's own retries and Retry buttons carry it.
    await new SignInPage(page).signIn("operator", "demo", "/alerts");
    const failure = alerts.list.getByRole("button", { name: "Retry" });
    await expect(async () => {
      // A failed feature-flags call reads as "no security_alerts": the portal sends the user to /
      // (noted in issue 10); the user opens /alerts again.
      if (new URL(page.url()).pathname !== "/alerts") await page.goto("/alerts");
      if (await failure.isVisible()) await failure.click();
      await expect(alerts.heading).toBeVisible({ timeout: 5_000 });
      await expect(alerts.list.locator("article").first().or(alerts.list.getByText("Relax"))).toBeVisible({
        timeout: 5_000,
      });
    }).toPass({ timeout: 60_000 });

    const raised: number[] = [];
    for (let i = 0; i < 5; i += 1) raised.push(await alerts.raiseAlert({ alertType: "intrusion" }));
    for (const id of raised) await expect(alerts.item(id)).toBeVisible({ timeout: 20_000 });

    // Resolve the first: each try either completes (toast, gone) or keeps the dialog open with the
    // catalogue's failure text; a later try completes.
    const target = raised[0] as number;
    let failures = 0;
    await alerts.openResolve(target);
    await alerts.toggleTag("Other");
    await alerts.fillNote("Fault mode journey.");
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await alerts.submitResolve();
      const failed = alerts.dialog.getByText(`Failed to resolve alert: ${INJECTED_FAULT_MESSAGE}`);
      await expect(alerts.dialog.or(failed)).toBeVisible();
      await expect(async () => {
        expect((await alerts.dialog.isHidden()) || (await failed.isVisible())).toBe(true);
      }).toPass({ timeout: 15_000 });
      if (await alerts.dialog.isHidden()) break;
      failures += 1;
      await expect(alerts.item(target)).toBeVisible(); // clearly still unresolved
    }
    await expect(alerts.dialog).toBeHidden();
    await expect(page.getByText("Your request to resolve the alert was sent")).toBeVisible();
    await expect(alerts.item(target)).toHaveCount(0, { timeout: 15_000 });
    test.info().annotations.push({ type: "resolve tries that failed", description: String(failures) });

    // Nothing lost, nothing twice: the list equals the server's (ids, order).
    const token = await alerts.userToken();
    const serverIds = async () => {
      for (;;) {
        const response = await page.request.get("/api/alerts", { headers: { Authorization: `Bearer ${token}` } });
        if (response.ok())
          return ((await response.json()) as { data: { alertId: number }[] }).data.map((a) => a.alertId);
      }
    };
    await expect
      .poll(
        async () => {
          const shown = await alerts.list
            .locator("article")
            .evaluateAll((items) => items.map((item) => Number(item.getAttribute("data-alert-id"))));
          const expected = await serverIds();
          return shown.length > 0 && expected.slice(0, shown.length).join() === shown.join();
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    for (const id of raised.slice(1)) await expect(alerts.item(id)).toHaveCount(1);

    // Every error text on the page is catalogue text: no raw codes, stacks or 'undefined'.
    const text = (await page.locator("body").innerText()) + (await alerts.list.innerText());
    expect(text).not.toMatch(/undefined|\[object|TypeError|alertsList:|core:|\{\{/);
  } finally {
    await context.close();
  }
});
