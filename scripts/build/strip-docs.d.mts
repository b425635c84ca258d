import type { Plugin } from "rollup";
import type { SourceMap } from "magic-string";
export declare function stripDocText(
  code: string,
  file: string,
  root: string,
  options?: { requestSchemas?: boolean },
): { code: string; map: SourceMap } | null;
export declare function stripDocs(options: { root: string; requestSchemas?: boolean }): Plugin;
