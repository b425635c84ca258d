// The docs site (/docs/, VitePress, built by `npm run build` and served by the reference server):
// it lists every element, and each element's page runs its live example signed in, with the code
// shown being the code that runs, and no console error.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ConsoleMessage } from "@playwright/test";
import { specFiles } from "../../scripts/build/entries.mjs";
import { expect, test } from "./fixtures";
import { DocsPage } from "./pages/docs-page";

const root = path.resolve(import.meta.dirname, "../..");
/** Every element's tag, read from the widgets' specs (the one declaration of each). */
const TAGS = (specFiles() as string[]).map((file) => {
  const tag = /\btag:\s*"(vms-[a-z-]+)"/.exec(readFileSync(path.join(root, file), "utf8"))?.[1];
  if (!tag) throw new Error(`${file} names no tag`);
  return tag;
});

/** Elements that show nothing until used: the configuration, and the drawer until a unit is chosen. */
const SHOWS_NOTHING_YET = new Set(["vms-config", "vms-unit-drawer"]);

/** A console error of ours: not a resource of another host (map tiles cannot load offline here). */
function isOurs(message: ConsoleMessage, origin: string): boolean {
  if (message.type() !== "error") return false;
  const url = message.location().url;
  return !(message.text().startsWith("Failed to load resource") && url !== "" && !url.startsWith(origin));
}

test("the docs list every element", async ({ signedInPage }) => {
  const page = await signedInPage("operator", null);
  const docs = new DocsPage(page);
  await docs.openWidgetIndex();
  expect(TAGS.length).toBeGreaterThanOrEqual(16);
  await expect(page.locator("main h1")).toHaveText("Widgets");
  const linked = await page
    .locator("main a")
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  for (const tag of TAGS) expect(linked).toContain(`/docs/widgets/${tag}/`);
});

for (const tag of TAGS) {
  test(`${tag}'s page runs its live example`, async ({ signedInPage, baseURL }) => {
    test.setTimeout(60_000);
    const page = await signedInPage("operator", null);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (isOurs(message, baseURL!)) errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const docs = new DocsPage(page);
    await docs.openWidget(tag);
    await expect(page.locator("h1")).toContainText(`<${tag}>`);
    const source = readFileSync(path.join(root, "docs/examples/widgets", `${tag}.html`), "utf8").trim();
    await expect(docs.exampleSource()).toHaveText(source);
    await expect
      .poll(
        async () => {
          const state = await docs.exampleState(tag);
          return state.present && state.defined && (SHOWS_NOTHING_YET.has(tag) || state.shadowChildren > 0);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(errors).toEqual([]);
  });
}
