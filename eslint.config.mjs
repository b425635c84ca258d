// Lint: typescript-eslint recommended, React hooks, and the boundaries of STYLE.md principle 5
// (one client per outside world). Run with `npm run lint` (no warnings allowed).
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Imports allowed in one place only: the package, why, and where it may be imported. */
const OWNED_IMPORTS = {
  map: {
    names: ["leaflet", "supercluster", "leaflet.markercluster"],
    message: "Only widgets/unit-map imports Leaflet and supercluster (STYLE.md principle 5).",
  },
  realtime: {
    names: ["socket.io-client"],
    message: "Only widgets/core/realtime imports socket.io-client; use its stores (STYLE.md principle 5).",
  },
  voice: {
    names: ["@twilio/voice-sdk"],
    message: "Only widgets/voice-call imports the voice SDK (STYLE.md principle 5).",
  },
  panorama: {
    names: ["three"],
    message: "Only widgets/requested-videos/panorama-scene.ts imports three (loaded lazily; STYLE.md principle 5).",
  },
  popup: {
    names: ["@floating-ui/dom", "@floating-ui/core"],
    message: "Only widgets/ui/popup/floating.ts imports Floating UI; use usePopup (STYLE.md principle 5).",
  },
  hls: {
    names: ["hls.js"],
    message: "Only widgets/core/video/hls-transport.ts imports hls.js (loaded lazily; STYLE.md principle 5).",
  },
};

/** hls.js is over 100 KiB gzip: its one module is loaded with a dynamic import() only, never statically. */
const LAZY_ONLY = {
  group: ["**/hls-transport", "./hls-transport", "**/hls-transport.ts"],
  message:
    'Load hls-transport with `await import("./hls-transport")` (see core/video/transports.ts) so hls.js stays out of the entry bundles.',
};

/** three.js (the 360° player) is loaded with import() only, when a dewarped video opens. */
const LAZY_PANORAMA = {
  group: ["**/panorama-scene", "./panorama-scene", "**/panorama-scene.ts"],
  message: 'Load panorama-scene with `import("./panorama-scene")` (see requested-videos/panorama-player.tsx).',
};

/** The portal imports the library as a host would: through its public entry only. */
const PUBLIC_ENTRY_ONLY = {
  group: ["**/widgets/*", "**/widgets/**", "vms-widgets/*"],
  message:
    'The reference app imports the library only through its public entry: `import { … } from "vms-widgets"`. Missing something? Export it from widgets/index.ts.',
};

/**
 * widgets/core is framework-free (docs/guides/writing-a-widget.md, "Where code goes"): no React, no
 * import from widgets/ui (React pieces) nor from a widget's folder (the `layers` rule below checks
 * those by resolved path: core has its own camera/ and mosaic/ folders).
 */
const CORE_MESSAGE =
  "widgets/core is framework-free: no React there. Put the component or hook in widgets/ui (shared) or the widget's folder, and keep its logic in a core store.";
const CORE_PATHS = ["react", "react-dom", "@nanostores/react"].map((name) => ({ name, message: CORE_MESSAGE }));
const CORE_PATTERNS = [
  { group: ["react/*", "react-dom/*", "@nanostores/react/*"], message: CORE_MESSAGE },
  {
    group: ["**/ui", "**/ui/**"],
    message: "widgets/core imports nothing from widgets/ui: move what core needs down into core.",
  },
];

function restrictImports(allowed, extraPatterns = [], extraPaths = []) {
  const paths = [...extraPaths];
  const patterns = [LAZY_ONLY, LAZY_PANORAMA, ...extraPatterns];
  for (const [key, { names, message }] of Object.entries(OWNED_IMPORTS)) {
    if (allowed.includes(key)) continue;
    for (const name of names) {
      paths.push({ name, message });
      patterns.push({ group: [`${name}/*`], message });
    }
  }
  return { "no-restricted-imports": ["error", { paths, patterns }] };
}

/** Where each owned import is allowed. Later entries win for files matching several. */
const AREAS = [
  { files: ["**/*.{ts,tsx,js,mjs}"], allowed: [] },
  // (Its unit tests may use the library's test support, widgets/core/testing.)
  { files: ["reference-app/src/**"], ignores: ["**/*.test.ts"], allowed: [], patterns: [PUBLIC_ENTRY_ONLY] },
  { files: ["widgets/unit-map/**"], allowed: ["map"] },
  { files: ["widgets/core/**"], allowed: [] },
  { files: ["widgets/core/realtime/**"], allowed: ["realtime"] },
  { files: ["widgets/voice-call/**"], allowed: ["voice"] },
  { files: ["widgets/core/video/hls-transport.ts", "widgets/core/video/hls-light.d.ts"], allowed: ["hls"] },
  { files: ["widgets/requested-videos/panorama-scene.ts"], allowed: ["panorama"] },
  { files: ["widgets/ui/popup/floating.ts"], allowed: ["popup"] },
  // Tests of the server's sockets connect as a client would.
  { files: ["tests/**", "reference-app/server/**/*.test.ts"], allowed: ["realtime"] },
  { files: ["tests/bench/**"], allowed: ["map", "realtime"] },
];

const WIDGETS_DIR = path.join(import.meta.dirname, "widgets");
/** widgets/<folder>/ that are widgets (not the shared core and ui). */
const WIDGET_FOLDERS = new Set(
  readdirSync(WIDGETS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "core" && entry.name !== "ui")
    .map((entry) => entry.name),
);

/** The file a relative import names (`./x` → x.ts, x.tsx, x/index.ts), or its path as written. */
function resolveImport(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/\?.*$/, ""));
  const candidates = [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx"), base];
  return candidates.find((file) => existsSync(file)) ?? base;
}

/** `core`, `ui`, a widget's folder name, or null (widgets/index.ts, define.ts, outside widgets/). */
function layerOf(file) {
  const relative = path.relative(WIDGETS_DIR, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  const [top, ...rest] = relative.split(path.sep);
  if (rest.length === 0) return null;
  return top === "core" || top === "ui" || WIDGET_FOLDERS.has(top) ? top : null;
}

/**
 * vms/layers: in widgets/core, no `.tsx` file and no import of widgets/ui, a widget's folder or a
 * `.tsx` module; in a widget's folder, no import of another widget's files other than its folder
 * entry (`../resolve-dialog`, which is widgets/resolve-dialog/index.ts).
 */
const LAYERS_RULE = {
  meta: {
    type: "problem",
    messages: {
      coreTsx: "widgets/core holds no React: move this component to widgets/ui or the widget's folder.",
      coreUp: "widgets/core imports nothing from {{target}}: move what core needs down into widgets/core.",
      coreTsxImport: "widgets/core imports no React module ({{target}}).",
      reachIn:
        "A widget composes another only through its entry ({{entry}}, its index.ts), not its file {{target}}. Code two widgets share lives in widgets/core (or widgets/ui for React pieces).",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const layer = layerOf(file);
    if (!layer) return {};
    const check = (node, source) => {
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const target = resolveImport(file, source);
      const targetLayer = layerOf(target);
      const shown = path.relative(WIDGETS_DIR, target);
      if (layer === "core") {
        if (targetLayer === "ui" || (targetLayer && WIDGET_FOLDERS.has(targetLayer)))
          context.report({ node, messageId: "coreUp", data: { target: `widgets/${shown}` } });
        else if (target.endsWith(".tsx")) context.report({ node, messageId: "coreTsxImport", data: { target: shown } });
        return;
      }
      if (!WIDGET_FOLDERS.has(layer) || !targetLayer || !WIDGET_FOLDERS.has(targetLayer) || targetLayer === layer)
        return;
      const entry = path.join(WIDGETS_DIR, targetLayer, "index.ts");
      if (target !== entry)
        context.report({
          node,
          messageId: "reachIn",
          data: { target: `widgets/${shown}`, entry: path.relative(path.dirname(file), path.dirname(entry)) },
        });
    };
    const literal = (node) => (node?.type === "Literal" ? node.value : undefined);
    return {
      Program(node) {
        if (layer === "core" && file.endsWith(".tsx")) context.report({ node, messageId: "coreTsx" });
      },
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, literal(node.source)),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "node_modules/**",
      ".cache/**",
      "reference-app/dist/**",
      "coverage/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["widgets/**/*.{ts,tsx}", "reference-app/src/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    languageOptions: { ecmaVersion: 2022, sourceType: "module" },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      eqeqeq: ["error", "always", { null: "ignore" }],
    },
  },
  // Browser code: the library and the app.
  { files: ["widgets/**", "reference-app/src/**"], languageOptions: { globals: { ...globals.browser } } },
  // Failures go through the one reporter (widgets/core/report), which alone writes to the console;
  // the duplicate-library warning stays direct (it runs while the configuration store loads).
  {
    files: ["widgets/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "widgets/core/report/report.ts", "widgets/core/library-marker.ts"],
    rules: { "no-console": "error" },
  },
  // The partner examples run in the browser.
  { files: ["docs/examples/**"], languageOptions: { globals: { ...globals.browser } } },
  { files: ["widgets/**/*.worker.ts"], languageOptions: { globals: { ...globals.worker } } },
  // Node code: the server, scripts, configs, e2e and benchmarks.
  {
    files: ["reference-app/server/**", "scripts/**", "*.{js,mjs,ts}", "tests/e2e/**", "tests/bench/**"],
    languageOptions: { globals: { ...globals.node } },
  },
  // e2e and benchmarks also hold functions that run in the page (page.evaluate).
  { files: ["tests/e2e/**", "tests/bench/**"], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  // TypeScript checks names itself (typescript-eslint's advice). An element file adds its types
  // to the global maps with `interface X extends Y {}`.
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "no-undef": "off",
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
      // `declare module "react" { namespace JSX { … } }` is how React's JSX typings are extended.
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
    },
  },
  // Element tests run in the browser under mocha.
  { files: ["tests/browser/**"], languageOptions: { globals: { ...globals.browser, ...globals.mocha } } },
  { files: ["tests/browser/helpers/reference-server.mjs"], languageOptions: { globals: { ...globals.node } } },
  ...AREAS.map(({ files, ignores, allowed, patterns = [] }) => {
    const inCore = files.every((file) => file.startsWith("widgets/core/"));
    return {
      files,
      ...(ignores ? { ignores } : {}),
      rules: inCore
        ? restrictImports(allowed, [...patterns, ...CORE_PATTERNS], CORE_PATHS)
        : restrictImports(allowed, patterns),
    };
  }),
  // The layers of widgets/: core below ui below the widgets; a widget reaches another only
  // through its folder's entry (index.ts).
  {
    files: ["widgets/**/*.{ts,tsx}"],
    plugins: { vms: { rules: { layers: LAYERS_RULE } } },
    rules: { "vms/layers": "error" },
  },
  // Long functions are split into named parts (issues 19 and 21): each under 80 lines, no exemption.
  {
    files: ["widgets/**/*.{ts,tsx}"],
    ignores: ["widgets/**/*.test.{ts,tsx}"],
    rules: { "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  // Only the API client calls fetch (STYLE.md principle 5).
  {
    files: ["widgets/**/*.{ts,tsx}"],
    ignores: ["widgets/core/api/**", "widgets/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: "Only widgets/core/api calls fetch; use callApi() (STYLE.md principle 5)." },
      ],
      "no-restricted-properties": [
        "error",
        { object: "window", property: "fetch", message: "Only widgets/core/api calls fetch; use callApi()." },
        { object: "globalThis", property: "fetch", message: "Only widgets/core/api calls fetch; use callApi()." },
        { object: "self", property: "fetch", message: "Only widgets/core/api calls fetch; use callApi()." },
      ],
    },
  },
);
