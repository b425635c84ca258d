// The docs site (/docs/, VitePress, built by `npm run build` and served by the reference server):
// it lists every element, and each element's page runs its live example signed in, with the code
// shown being the code that runs, and no console error.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ConsoleMessage } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DocsPage } from "./pages/docs-page";

const root = path.resolve(import.meta.dirname, "../..");
const manifest = JSON.parse(readFileSync(path.join(root, "custom-elements.json"), "utf8")) as {
  modules: { declarations: { tagName: string }[] }[];
};
const TAGS = manifest.modules.flatMap((module) => module.declarations.map((declaration) => declaration.tagName));

/** A console error of ours: not a resource of another host (map tiles cannot load offline here). */
function isOurs(message: ConsoleMessage, origin: string): boolean {
  if (message.type() !== "error") return false;
  const url = message.location().url;
  return !(message.text().startsWith("Failed to load resource") && url !== "" && !url.startsWith(origin));
}

test("the docs list every element", async ({ signedInPage, baseURL }) => {
  const page = await signedInPage("operator");
  const docs = new DocsPage(page);
  await docs.openWidgetIndex();
  expect(TAGS.length).toBeGreaterThanOrEqual(16);
  for (const tag of TAGS) {
    await expect(page.locator(`main a[href$="/docs/widgets/${tag}/"]`).first()).toBeVisible();
  }
  expect(baseURL).toBeTruthy();
});

for (const tag of TAGS) {
  test(`${tag}'s page runs its live example`, async ({ signedInPage, baseURL }) => {
    const page = await signedInPage("operator");
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
          // <vms-config> shows nothing; every other element renders into its shadow root.
          return state.present && state.defined && (tag === "vms-config" || state.shadowChildren > 0);
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(errors).toEqual([]);
  });
}
