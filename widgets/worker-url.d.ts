/**
 * `import workerUrl from "./x.worker.ts?worker-url"`: the URL of the worker file the build emits
 * beside the bundle (see scripts/build/plugins.mjs), or null where there is none (unit tests).
 * Use as `new Worker(workerUrl, { type: "module" })`; it must be on the page's origin.
 */
declare module "*?worker-url" {
  const url: string | null;
  export default url;
}
