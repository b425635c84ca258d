// Lint: typescript-eslint recommended, React hooks, and the boundaries of STYLE.md principle 5
// (one client per outside world). Run with `npm run lint` (no warnings allowed).
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

function restrictImports(allowed, extraPatterns = []) {
  const paths = [];
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
  { files: ["widgets/core/realtime/**"], allowed: ["realtime"] },
  { files: ["widgets/voice-call/**"], allowed: ["voice"] },
  { files: ["widgets/core/video/hls-transport.ts", "widgets/core/video/hls-light.d.ts"], allowed: ["hls"] },
  { files: ["widgets/requested-videos/panorama-scene.ts"], allowed: ["panorama"] },
  // Tests of the server's sockets connect as a client would.
  { files: ["tests/**", "reference-app/server/**/*.test.ts"], allowed: ["realtime"] },
  { files: ["tests/bench/**"], allowed: ["map", "realtime"] },
];

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
  ...AREAS.map(({ files, ignores, allowed, patterns }) => ({
    files,
    ...(ignores ? { ignores } : {}),
    rules: restrictImports(allowed, patterns),
  })),
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
