// `node --import tsx scripts/check-consumer.mjs` (the `consumer` step of `npm test`, after the build):
// the packed tarball as an integrator installs it, in a throwaway app outside the repository.
//
// 1. pack:    `npm pack` (no rebuild: the build step built dist/); `main`, `types`, every `exports`
//             subpath and `customElements` are in the tarball; tests, fixtures and the reference
//             app and server are not.
// 2. install: the tarball with react, react-dom, vite, typescript and React's types (the versions the
//             repository uses, so npm's cache that the repository's install filled serves them).
// 3. node:    every entry imports in plain Node (no DOM) and throws nothing; every exported React
//             component renders with react-dom/server's renderToString; component entries start
//             with "use client".
// 4. types:   a Vite + React 19 + TypeScript app using UnitSearch, UnitMap, StreamPlayer and Camera
//             type-checks under `moduleResolution: bundler` and `nodenext` (the nodenext build also
//             emits the app's JS, which step 6 renders on the "server").
// 5. vite:    `vite build` of the app.
// 6. browser: the reference server on another origin (127.0.0.1, ALLOWED_ORIGINS = the app's origin);
//             the app served from localhost with its HTML rendered by renderToString and a partner
//             backend route (`/token`) that `getToken` calls; Chromium hydrates it with no console
//             error or warning (no hydration mismatch), and the player shows live video.
import { execFileSync, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
/* global document, HTMLVideoElement -- in functions the page runs */
import { chromium } from "playwright";
import { root } from "./build/entries.mjs";
import { chromiumPath } from "./chromium-path.mjs";
import { cachedDataDir } from "./seed-hash.mjs";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const problems = [];
const check = (ok, message) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${message}`);
  if (!ok) problems.push(message);
  return ok;
};
const timings = [];
async function step(name, run) {
  const t0 = Date.now();
  console.log(`\n── ${name}`);
  try {
    return await run();
  } finally {
    const seconds = (Date.now() - t0) / 1000;
    timings.push([name, seconds]);
    console.log(`   ${name}: ${seconds.toFixed(1)} s`);
  }
}
const installedVersion = (name) =>
  JSON.parse(readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")).version;

/** Files of the package folder (dist/lib) that are entries: `index`, `define`, `<folder>`, `<name>.element`. */
function entrySubpaths(packageDir) {
  const lib = path.join(packageDir, "dist/lib");
  return readdirSync(lib)
    .filter((file) => file.endsWith(".js"))
    .map((file) => file.slice(0, -3))
    .map((name) => (name === "index" ? pkg.name : `${pkg.name}/${name}`))
    .sort();
}

// ── 1. pack ───────────────────────────────────────────────────────────────────────────────────────

const work = mkdtempSync(path.join(tmpdir(), "vms-consumer-app-"));
const app = path.join(work, "app");
mkdirSync(path.join(app, "src"), { recursive: true });

const tarball = await step("pack", () => {
  const out = execFileSync(npm, ["pack", "--ignore-scripts", "--json", "--pack-destination", work], {
    cwd: root,
    encoding: "utf8",
  });
  const [packed] = JSON.parse(out);
  const files = new Set(packed.files.map((file) => file.path));
  console.log(`   ${packed.filename}: ${files.size} files, ${(packed.size / 1024 / 1024).toFixed(1)} MB packed`);
  const has = (target) => files.has(target.replace(/^\.\//, ""));
  for (const field of ["main", "module", "types", "customElements"])
    check(has(pkg[field]), `package.json "${field}" (${pkg[field]}) is in the tarball`);
  // Each exports target; a "*" pattern must match at least one packed file.
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    for (const file of typeof target === "string" ? [target] : Object.values(target)) {
      const pattern = new RegExp(
        `^${file
          .replace(/^\.\//, "")
          .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
          .replace("*", "(.+)")}$`,
      );
      const matches = [...files].filter((name) => pattern.test(name));
      check(matches.length > 0, `exports "${subpath}" → ${file}: ${matches.length} file(s) in the tarball`);
    }
  }
  // Every entry (a top-level dist/lib/*.js) has the types its exports subpath names.
  const entries = [...files].filter((name) => /^dist\/lib\/[^/]+\.js$/.test(name));
  const typesOf = (name) =>
    name === "index" || name === "define" || name.endsWith(".element")
      ? `dist/lib/types/${name}.d.ts`
      : `dist/lib/types/${name}/index.d.ts`;
  const untyped = entries.map((file) => path.basename(file, ".js")).filter((name) => !files.has(typesOf(name)));
  check(
    untyped.length === 0,
    `each of the ${entries.length} entries has its types${untyped.length ? `; not: ${untyped.join(", ")}` : ""}`,
  );
  const unwanted = [...files].filter((name) =>
    /(^|\/)(tests?|fixtures?|reference-app|scripts|examples)\/|\.test\.|\.spec\.ts$|^widgets\//.test(name),
  );
  check(
    unwanted.length === 0,
    `no tests, fixtures, sources or reference app/server in the tarball${unwanted.length ? `: ${unwanted.slice(0, 5).join(", ")}` : ""}`,
  );
  return path.join(work, packed.filename);
});

// ── 2. install ────────────────────────────────────────────────────────────────────────────────────

await step("install", () => {
  const appPackage = {
    name: "vms-consumer-app",
    private: true,
    type: "module",
    dependencies: {
      [pkg.name]: `file:${tarball}`,
      react: installedVersion("react"),
      "react-dom": installedVersion("react-dom"),
    },
    devDependencies: Object.fromEntries(
      ["typescript", "vite", "@types/react", "@types/react-dom"].map((name) => [name, installedVersion(name)]),
    ),
  };
  writeFileSync(path.join(app, "package.json"), `${JSON.stringify(appPackage, null, 2)}\n`);
  // From npm's cache (filled by the repository's own install); the registry only for what it lacks.
  const result = spawnSync(npm, ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: app,
    encoding: "utf8",
  });
  if (!check(result.status === 0, `npm install of the tarball with react, react-dom, vite and typescript`))
    throw new Error(`${result.stdout}${result.stderr}`);
  check(!/EBADENGINE/.test(result.stderr), "no engine warnings");
  const lock = JSON.parse(readFileSync(path.join(app, "package-lock.json"), "utf8"));
  // What an integrator's app gets from the package: its own dependency tree (not vite's or typescript's).
  const runtime = Object.entries(lock.packages).filter(([key, entry]) => key && !entry.dev);
  console.log(`   the package and react, react-dom: ${runtime.length} packages installed at run time`);
});

// ── 3. node ───────────────────────────────────────────────────────────────────────────────────────

const NODE_CHECK = `import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
const entries = JSON.parse(process.argv[2]);
const results = [];
// PascalCase functions are components, but for zod schemas and their factories (\`XSchema\`).
const isComponent = (name, value) =>
  /^[A-Z]/.test(name) &&
  !name.endsWith("Schema") &&
  ((typeof value === "function" && !/^class\\b/.test(Function.prototype.toString.call(value))) ||
    (typeof value === "object" && value !== null && typeof value.$$typeof === "symbol"));
for (const entry of entries) {
  let module;
  try {
    module = await import(entry);
    results.push({ ok: true, text: \`import "\${entry}"\` });
  } catch (error) {
    results.push({ ok: false, text: \`import "\${entry}": \${String(error).split("\\n")[0]}\` });
    continue;
  }
  const components = Object.entries(module).filter(([name, value]) => isComponent(name, value));
  if (components.length > 0) {
    const file = new URL(import.meta.resolve(entry)).pathname;
    const first = readFileSync(file, "utf8").split("\\n")[0];
    results.push({ ok: /^["']use client["'];?$/.test(first), text: \`"\${entry}" starts with "use client" (\${first.slice(0, 30)})\` });
  }
  for (const [name, component] of components) {
    try {
      const html = renderToString(createElement(component, {}));
      results.push({ ok: html.length > 0, text: \`renderToString(<\${name} />) from "\${entry}": \${html.slice(0, 60)}\` });
    } catch (error) {
      results.push({ ok: false, text: \`renderToString(<\${name} />) from "\${entry}": \${String(error).split("\\n")[0]}\` });
    }
  }
}
console.log(JSON.stringify(results));
`;

await step("node", () => {
  writeFileSync(path.join(app, "node-check.mjs"), NODE_CHECK);
  const entries = entrySubpaths(path.join(app, "node_modules", pkg.name));
  // Plain Node, no DOM, no tsx: what a server render (Next.js, Remix, Astro) does.
  const result = spawnSync(process.execPath, ["node-check.mjs", JSON.stringify(entries)], {
    cwd: app,
    encoding: "utf8",
    env: { ...process.env, NODE_OPTIONS: "" },
  });
  const line = result.stdout.trim().split("\n").pop() ?? "";
  if (!check(result.status === 0 && line.startsWith("["), `the Node check ran (exit ${result.status})`)) {
    console.log(`${result.stdout}${result.stderr}`);
    return;
  }
  const results = JSON.parse(line);
  for (const { ok, text } of results) check(ok, text);
  check(
    results.filter((r) => r.text.startsWith("import ")).length === entries.length,
    `${entries.length} entries imported`,
  );
  const rendered = results.filter((r) => r.text.startsWith("renderToString") && r.ok).length;
  check(rendered >= 10, `${rendered} component renders`);
  check(
    results.some((r) => r.ok && r.text.startsWith("renderToString(<Camera />)")),
    "Camera renders to a string",
  );
});

// ── 4. types ──────────────────────────────────────────────────────────────────────────────────────

const cameraImport = `import { Camera } from "vms-widgets/camera";\n`;
const cameraJsx = `      <Camera cameraId={props.cameraId} onStreamStatus={(detail) => console.info("camera", detail.status)} />\n`;
const APP_TSX = `import { StreamPlayer, UnitMap, UnitSearch, type UnitSearchProps } from "vms-widgets";
// An element entry: typed (TypeScript 6 checks side-effect imports), and inert on the server.
import "vms-widgets/config.element";
${cameraImport}
export interface AppProps {
  streamCameraId: number;
  cameraId: number;
}

const onNavigate: UnitSearchProps["onNavigate"] = (detail) => {
  console.info("navigate", detail.path);
  return false;
};

/** The page, the same on the server (renderToString) and in the browser (hydrateRoot). */
export function App(props: AppProps) {
  return (
    <main>
      <UnitSearch onNavigate={onNavigate} />
      <UnitMap style={{ height: 300 }} onUnitSelect={(unit) => console.info("unit", unit.id)} />
      <StreamPlayer cameraId={props.streamCameraId} hideLocation />
${cameraJsx}    </main>
  );
}
`;

const MAIN_TSX = `import { configure } from "vms-widgets";
import { hydrateRoot } from "react-dom/client";
import { App } from "./App";

const root = document.getElementById("root") as HTMLElement;
const { api = "", streamCamera = "0", camera = "0" } = root.dataset;
configure({
  apiBaseUrl: api,
  // The map's tiles from the app's origin (the test has no network).
  roadmapTileUrl: "/tiles/{z}/{x}/{y}.png",
  satelliteTileUrl: "/tiles/{z}/{x}/{y}.png",
  // The partner's backend mints the user's token (here: /token on this app's origin).
  getToken: async () => {
    const response = await fetch("/token");
    return ((await response.json()) as { token: string }).token;
  },
});
hydrateRoot(root, <App streamCameraId={Number(streamCamera)} cameraId={Number(camera)} />);
`;

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>vms-widgets consumer</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="root"><!--app--></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;

const compilerOptions = {
  target: "es2022",
  lib: ["es2022", "dom", "dom.iterable"],
  jsx: "react-jsx",
  strict: true,
  skipLibCheck: false,
  types: [],
};

await step("types", () => {
  writeFileSync(path.join(app, "src/App.tsx"), APP_TSX);
  writeFileSync(path.join(app, "src/main.tsx"), MAIN_TSX);
  writeFileSync(path.join(app, "index.html"), INDEX_HTML);
  writeFileSync(
    path.join(app, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        ...compilerOptions,
        module: "esnext",
        moduleResolution: "bundler",
        noEmit: true,
        // The published .d.ts files are checked once, under nodenext.
        skipLibCheck: true,
      },
      include: ["src"],
    }),
  );
  // nodenext: App.tsx only (main.tsx imports "./App" without an extension, as Vite apps do), emitted
  // for the server render of step 6.
  writeFileSync(
    path.join(app, "tsconfig.server.json"),
    JSON.stringify({
      compilerOptions: {
        ...compilerOptions,
        module: "nodenext",
        moduleResolution: "nodenext",
        rootDir: "src",
        outDir: "server",
      },
      files: ["src/App.tsx"],
    }),
  );
  const tsc = path.join(app, "node_modules/typescript/bin/tsc");
  for (const [config, label] of [
    ["tsconfig.json", "bundler"],
    ["tsconfig.server.json", "nodenext"],
  ]) {
    const result = spawnSync(process.execPath, [tsc, "-p", config], { cwd: app, encoding: "utf8" });
    const output = `${result.stdout}${result.stderr}`.trim();
    check(result.status === 0, `the app type-checks under moduleResolution ${label}${output ? `:\n${output}` : ""}`);
  }
});

// ── 5. vite ───────────────────────────────────────────────────────────────────────────────────────

let built = false;
await step("vite", () => {
  writeFileSync(
    path.join(app, "vite.config.mjs"),
    // TSX with React's automatic runtime through Vite's own transform (no plugin needed to build).
    // "use client" means nothing in a browser bundle: the warning that says so is dropped, as
    // @vitejs/plugin-react does; any other warning fails the step.
    `export default {
  oxc: { jsx: { runtime: "automatic" } },
  build: {
    chunkSizeWarningLimit: 4096,
    rollupOptions: {
      onwarn(warning, warn) {
        if (warning.code === "MODULE_LEVEL_DIRECTIVE" && /use client/.test(warning.message)) return;
        warn(warning);
      },
    },
  },
  logLevel: "warn",
};
`,
  );
  const vite = path.join(app, "node_modules/vite/bin/vite.js");
  const result = spawnSync(process.execPath, [vite, "build"], { cwd: app, encoding: "utf8" });
  const output = `${result.stdout}${result.stderr}`.trim();
  check(
    result.status === 0 && existsSync(path.join(app, "dist/index.html")) && output === "",
    `vite build, with no warning${output ? `:\n${output}` : ""}`,
  );
  built = result.status === 0;
});

// ── 6. browser ────────────────────────────────────────────────────────────────────────────────────

/** A camera the user may stream and whose feed is live, found through the API as an integrator would. */
async function liveCameras(apiUrl, token, count) {
  const headers = { Authorization: `Bearer ${token}` };
  const get = async (url) => {
    const response = await fetch(`${apiUrl}${url}`, { headers });
    return response.ok ? (await response.json()).data : null;
  };
  const found = [];
  for (const unit of (await get("/api/vms/live_units")) ?? []) {
    const meta = await get(`/api/vms/live_units/${unit.id}/meta`);
    for (const camera of meta?.cameraList ?? []) {
      const stream = await get(`/api/vms/stream_camera/${camera.id}/meta`);
      if (stream?.cameraActive) found.push(camera.id);
      if (found.length === count) return found;
    }
  }
  throw new Error(`found ${found.length} of ${count} live cameras`);
}

/** A 1×1 grey PNG: every map tile. */
const TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Serves the built app with the server-rendered page (`state.html`, set once the cameras are known)
 * and `/token`, the partner's backend (`state.token()`).
 */
function startAppServer(state) {
  const dist = path.join(app, "dist");
  const types = { ".js": "text/javascript", ".css": "text/css", ".json": "application/json", ".svg": "image/svg+xml" };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (url.pathname === "/token") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ token: await state.token() }));
      return;
    }
    if (url.pathname.startsWith("/tiles/")) {
      response.writeHead(200, { "content-type": "image/png" });
      response.end(TILE);
      return;
    }
    if (url.pathname === "/") {
      response.writeHead(200, { "content-type": "text/html" });
      response.end(state.html);
      return;
    }
    const file = path.join(dist, path.normalize(url.pathname));
    if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream" });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      resolve({ origin: `http://localhost:${port}`, close: () => new Promise((done) => server.close(done)) });
    }),
  );
}

/** `<video>` elements anywhere in the page, shadow roots included, with their playing state. */
const VIDEOS = () => {
  const found = [];
  const walk = (node) => {
    for (const element of node.querySelectorAll("*")) {
      if (element instanceof HTMLVideoElement) found.push(element);
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  walk(document);
  return found.map((video) => ({ readyState: video.readyState, time: video.currentTime, width: video.videoWidth }));
};

await step("browser", async () => {
  if (!built) {
    check(false, "browser check skipped: the app did not build");
    return;
  }
  const dataDir = cachedDataDir("test");
  mkdirSync(dataDir, { recursive: true });
  const { startServer } = await import(pathToFileURL(path.join(root, "reference-app/server/app.ts")).href);
  const cleanUp = [];
  try {
    // The app's origin is known once it listens: the reference server starts after it (allowing
    // that origin), and the page (rendered with the cameras) is set before the browser asks for it.
    const state = { html: "", token: () => "" };
    const appServer = await startAppServer(state);
    cleanUp.push(appServer.close);
    const server = await startServer({
      port: 0,
      host: "127.0.0.1",
      dbFile: path.join(dataDir, "vms.sqlite"),
      cdnDir: path.join(root, "dist/cdn"),
      allowedOrigins: [appServer.origin],
    });
    cleanUp.push(() => server.close());
    state.token = () => server.issueToken("operator");
    const [streamCameraId, cameraId] = await liveCameras(server.url, await server.issueToken("operator"), 2);
    // The server render: the app's own component, compiled by tsc (nodenext), in plain Node.
    const render = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { createElement } from "react"; import { renderToString } from "react-dom/server";
         import { App } from "./server/App.js";
         process.stdout.write(renderToString(createElement(App, ${JSON.stringify({ streamCameraId, cameraId })})));`,
      ],
      { cwd: app, encoding: "utf8", env: { ...process.env, NODE_OPTIONS: "" } },
    );
    if (!check(render.status === 0, "the app renders on the server (renderToString in Node)")) {
      console.log(render.stderr);
      return;
    }
    state.html = readFileSync(path.join(app, "dist/index.html"), "utf8").replace(
      '<div id="root"><!--app--></div>',
      `<div id="root" data-api="${server.url}" data-stream-camera="${streamCameraId}" data-camera="${cameraId}">${render.stdout}</div>`,
    );

    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: ["--autoplay-policy=no-user-gesture-required"],
    });
    cleanUp.push(() => browser.close());
    const tab = await browser.newPage();
    const messages = [];
    tab.on("console", (message) => {
      if (["error", "warning"].includes(message.type()))
        messages.push(`${message.type()}: ${message.text()} (${message.location().url})`);
    });
    tab.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));
    await tab.goto(appServer.origin);
    const search = tab.locator("input").first();
    await search.waitFor({ timeout: 30_000 });
    check(true, "UnitSearch hydrated (its input shows)");
    await tab.waitForFunction(
      () =>
        document.querySelector(".leaflet-container") ||
        [...document.querySelectorAll("*")].some((e) => e.shadowRoot?.querySelector(".leaflet-container")),
      null,
      { timeout: 30_000 },
    );
    check(true, "UnitMap mounted Leaflet (loaded lazily)");
    const started = Date.now();
    let videos = [];
    while (Date.now() - started < 45_000) {
      videos = await tab.evaluate(VIDEOS);
      const playing = videos.filter((video) => video.readyState >= 2 && video.time > 0.5);
      if (playing.length >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const playing = videos.filter((video) => video.readyState >= 2 && video.time > 0.5);
    check(
      playing.length >= 2,
      `live video plays from the server on another origin (${playing.length} playing of ${videos.length}: ${JSON.stringify(videos)})`,
    );
    check(
      messages.length === 0,
      `no console error or warning (hydration included)${messages.length ? `:\n  ${messages.join("\n  ")}` : ""}`,
    );
  } finally {
    for (const close of cleanUp.reverse()) await close().catch(() => undefined);
  }
});

rmSync(work, { recursive: true, force: true });
console.log(`\nsub-steps: ${timings.map(([name, s]) => `${name} ${s.toFixed(1)} s`).join(", ")}`);
if (problems.length > 0) {
  console.error(`\n${problems.length} consumer check(s) failed (build first: npm run build).`);
  process.exit(1);
}
console.log("\nconsumer checks passed");
