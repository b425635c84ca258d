import type { Plugin } from "rollup";
import type { SourceMap } from "magic-string";
export declare function markPure(code: string, file: string): { code: string; map: SourceMap } | null;
export declare function pureSchemas(options: { root: string }): Plugin;
