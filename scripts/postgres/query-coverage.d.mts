export function queryModules(): string[];
export function exportedFunctions(file: string): string[];
export interface CoverageRecord {
  testFile: string;
  ran: Record<string, string[]>;
}
export function readRecords(dir: string): CoverageRecord[];
export const RUN_BY_NO_TEST: Record<string, string>;
export function checkCoverage(
  records: CoverageRecord[],
  modules?: string[],
  exempt?: Record<string, string>,
): { missing: string[]; listedButRan: string[]; modules: number; functions: number; ranBy: Map<string, string[]> };
