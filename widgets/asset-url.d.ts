/**
 * `import url from "some-package/data.json?asset-url"`: the URL of the file the build emits as-is
 * beside the bundle (see scripts/build/plugins.mjs), to fetch at runtime instead of bundling it;
 * null where there is none (unit tests).
 */
declare module "*?asset-url" {
  const url: string | null;
  export default url;
}
