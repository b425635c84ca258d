// The portal benchmarks' world: the reference server in this process (real synthetic cameras)
// serving the built portal (`npm run build:app`), and a sign-in through its form.
import { existsSync } from "node:fs";
import path from "node:path";
import { cachedDataDir } from "../../../scripts/seed-hash.mjs";

/** Starts the server with the built portal; `close()` stops it. */
export async function startPortal(root) {
  const staticDir = path.join(root, "reference-app/dist");
  if (!existsSync(path.join(staticDir, "index.html"))) throw new Error("build the portal first: npm run build:app");
  const { startServer } = await import(path.join(root, "reference-app/server/app.ts"));
  return startServer({
    port: 0,
    host: "127.0.0.1",
    dbFile: path.join(cachedDataDir("test"), "vms.sqlite"),
    staticDir,
    cdnDir: path.join(root, "dist/cdn"),
    alertMedia: false,
    // As `npm start`: the map lists and search documents built right after listening.
    warm: true,
  });
}

/** Signs `page` in as `username` (password `demo`) and waits until it is back at `redirectTo`. */
export async function signIn(page, url, username, redirectTo) {
  await page.goto(`${url}/auth/redirect?redirect_to=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill("demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((next) => !next.pathname.startsWith("/auth/"));
}
