/**
 * `import workerUrl from "./x.worker.ts?worker-url"`: a `blob:` URL of the worker bundled on its own
 * (see scripts/build/plugins.mjs). Use as `new Worker(workerUrl, { type: "module" })`.
 */
declare module "*?worker-url" {
  const url: string;
  export default url;
}
