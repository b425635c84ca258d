import { expect, test } from "./fixtures";
import { MapPage } from "./pages/map-page";

/**
 * The portal runs under the reference server's Content-Security-Policy. zod probes once whether
 * `new Function` is allowed (CSP `script-src` … `eval`) and falls back when it is not: that report
 * is expected; any other violation means the CSP and the portal disagree.
 */
test("the portal works under its CSP: map, markers and no violation", async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  const page = await context.newPage();
  const answer = await page.goto("/auth/redirect");
  expect(answer?.headers()["content-security-policy"]).toContain("frame-ancestors");
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill("demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/auth/"));
  const portal = await page.request.get("/");
  expect(portal.headers()["content-security-policy"]).toContain("script-src 'self'");
  await new MapPage(page).waitForUnits();
  const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  expect(violations.filter((v) => !/^script-src(-elem)? eval$/.test(v))).toEqual([]);
  await context.close();
});
