// Element tests: tests/browser/**/*.test.js in Chromium (Playwright) against the BUILT CDN bundle
// (/dist/cdn/vms-widgets.js, what partners load; `npm test` builds first). Run with
// `npm run test:browser` (node --import tsx, so the reference server's TypeScript loads here).
//
// The reference server starts in this process on a free port (data cached in .cache/test-data/<seed hash>);
// each test page gets `window.__VMS_TEST__ = { apiBaseUrl, tokens: { operator, multi, limited,
// partner, admin } }` (see tests/browser/helpers/env.js).
import { existsSync } from "node:fs";
import { playwrightLauncher } from "@web/test-runner-playwright";
import { chromiumPath, CHROMIUM_ARGS } from "./scripts/chromium-path.mjs";
import { startReferenceServer } from "./tests/browser/helpers/reference-server.mjs";

if (!existsSync(new URL("./dist/cdn/vms-widgets.js", import.meta.url))) {
  throw new Error("dist/cdn/vms-widgets.js is missing: run `npm run build:cdn` first");
}

const injected = { apiBaseUrl: null, tokens: {}, serverError: null };
let server;

const referenceServer = {
  name: "vms-reference-server",
  async serverStart({ config }) {
    try {
      // The test pages come from this runner's own server: the one origin allowed to call the API.
      server = await startReferenceServer({ allowedOrigins: [`http://${config.hostname}:${config.port}`] });
      injected.apiBaseUrl = server.url;
      injected.tokens = server.tokens;
    } catch (error) {
      injected.serverError = error instanceof Error ? error.message : String(error);
      console.warn(`[browser] reference server not started: ${injected.serverError}`);
    }
  },
  async serverStop() {
    await server?.close();
  },
};

/** What one test page gets: fresh tokens, so a sign-out in one test file ends no other file's session. */
const pageEnv = () => (server ? { ...injected, ...server.nextPageTokens() } : injected);

export default {
  files: ["tests/browser/**/*.test.js"],
  nodeResolve: true,
  concurrency: 2,
  browserStartTimeout: 60_000,
  testsFinishTimeout: 180_000,
  plugins: [referenceServer],
  browsers: [
    playwrightLauncher({
      product: "chromium",
      launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true },
    }),
  ],
  testFramework: { config: { timeout: 15_000 } },
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>vms-widgets element test</title>
    <script>window.__VMS_TEST__ = ${JSON.stringify(pageEnv()).replace(/</g, "\\u003c")};</script>
  </head>
  <body>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`,
};
