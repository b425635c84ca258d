export function queryModules(): string[];
export function exportedFunctions(file: string): string[];
export interface CoverageRecord {
  testFile: string;
  ran: Record<string, string[]>;
}
export function readRecords(dir: string): CoverageRecord[];
export function checkCoverage(
  records: CoverageRecord[],
  modules?: string[],
): { missing: string[]; modules: number; functions: number; ranBy: Map<string, string[]> };
