// The docs site (VitePress): the pages of docs/, laid out by ../assemble.mjs into
// .cache/docs-site/ (srcDir), built into dist/docs/ and served by the reference server at /docs/.
// Live examples are the widgets themselves: the CDN autoloader (/cdn/vms-widgets.js, same origin
// as /docs/) defines each vms-* tag a page shows, against the same server's API and session.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitepress";

const repo = (relative: string) => fileURLToPath(new URL(`../../../${relative}`, import.meta.url));

const WIDGETS = [
  "vms-unit-map",
  "vms-unit-search",
  "vms-unit-drawer",
  "vms-unit-header",
  "vms-history-timeline",
  "vms-requested-videos",
  "vms-stream-player",
  "vms-camera",
  "vms-mosaic",
  "vms-alerts-list",
  "vms-resolve-dialog",
  "vms-alert-view",
  "vms-voice-call",
  "vms-portal-nav",
  "vms-informational-video",
  "vms-config",
];

export default defineConfig({
  title: "vms-widgets",
  description: "Embeddable widgets for monitoring remote security-camera units.",
  base: "/docs/",
  srcDir: repo(".cache/docs-site"),
  outDir: repo("dist/docs"),
  cacheDir: repo(".cache/vitepress"),
  lang: "en",
  // The pages' own inline scripts are allowed by hash (the server reads them from the built files).
  head: [
    ["script", { type: "module", src: "/cdn/vms-widgets.js" }],
    // No favicon of its own, as the portal: saves the browser a request that would answer 404.
    ["link", { rel: "icon", href: "data:," }],
  ],
  vue: { template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith("vms-") } } },
  markdown: { theme: { light: "github-light", dark: "github-dark" } },
  themeConfig: {
    nav: [
      { text: "Getting started", link: "/getting-started/" },
      { text: "Widgets", link: "/widgets/" },
      { text: "Theming", link: "/guides/theming" },
      { text: "API", link: "/api/" },
      { text: "Changelog", link: "/changelog" },
    ],
    sidebar: [
      {
        text: "Getting started",
        items: [
          { text: "Overview", link: "/getting-started/" },
          { text: "The portal", link: "/getting-started/portal" },
          { text: "A React app", link: "/getting-started/react" },
          { text: "A plain HTML page", link: "/getting-started/plain-html" },
          { text: "The partner camera", link: "/getting-started/partner-camera" },
        ],
      },
      {
        text: "Widgets",
        items: [
          { text: "All widgets", link: "/widgets/" },
          ...WIDGETS.map((tag) => ({ text: tag, link: `/widgets/${tag}/` })),
        ],
      },
      {
        text: "Guides",
        items: [
          { text: "Theming", link: "/guides/theming" },
          { text: "Content Security Policy", link: "/guides/content-security-policy" },
          { text: "Writing a widget", link: "/guides/writing-a-widget" },
          { text: "Player engine", link: "/guides/player-engine" },
          { text: "Real time", link: "/guides/realtime" },
          { text: "Voice", link: "/guides/voice" },
        ],
      },
      {
        text: "API contract",
        items: [
          { text: "Overview", link: "/api/" },
          { text: "Live video", link: "/api/live-video" },
          { text: "Alerts and real time", link: "/api/alerts-realtime" },
        ],
      },
    ],
    search: { provider: "local" },
    outline: [2, 3],
  },
});
