// hls.js ships types for its full build only; the light build has the same API (no alternate
// audio, subtitles or DRM, which live camera streams do not use).
declare module "hls.js/light" {
  export * from "hls.js";
  export { default } from "hls.js";
}
