import type { Plugin } from "rollup";
export declare function readCoreCatalogue(root: string): Promise<Record<string, Record<string, unknown>>>;
export declare function pickStrings(
  catalogue: Record<string, Record<string, unknown>>,
  keys: string[],
): Record<string, Record<string, unknown>>;
export declare function coreKeysIn(code: string): string[];
export declare function coreStrings(options: { root: string; keys: string[] }): Plugin;
