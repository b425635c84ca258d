export declare const MAX_SLEEP_MS: number;
export interface FixedSleep {
  line: number;
  text: string;
  ms: number;
}
export declare function findFixedSleeps(text: string, fileName?: string, limit?: number): FixedSleep[];
export declare function testFiles(dir: string): string[];
export declare function scanDir(dir: string, limit?: number): string[];
