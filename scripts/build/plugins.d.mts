import type { Plugin } from "rollup";
export declare function minifyCss(css: string): string;
export declare const UNUSED_LEAFLET_RULES: RegExp;
export declare function omitRules(css: string, unused: RegExp): string;
export declare function inlineCss(options?: { minify?: boolean }): Plugin;
export declare function workerUrl(options?: {
  minify?: boolean;
  define?: Record<string, string>;
  emit?: boolean;
}): Plugin;
export declare function collectCss(options?: { fileName?: string; minify?: boolean }): Plugin;
export declare function assetUrl(options?: { emit?: boolean }): Plugin;
