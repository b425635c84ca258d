export interface BuildTarget {
  /** The file a build writes last (relative to the root). */
  output: string;
  /** Files and folders whose content the output is built from (relative to the root). */
  sources: string[];
}
export declare const TARGETS: Record<"cdn" | "app", BuildTarget>;
export declare const STAMPS: string;
export declare function inputsHash(base: string, sources: string[]): string;
export declare function writeStamp(base: string, name: string, target: BuildTarget, inputs?: string): void;
export declare function needsBuild(base: string, name: string, target: BuildTarget): boolean;
export declare function staleTargets(base?: string, targets?: Record<string, BuildTarget>): string[];
