export function findPostgresBin(): string | undefined;
export function ensurePostgres(onMissing: (lines: string[]) => never): string;
export interface Cluster {
  url: string;
  port: number;
  dir: string;
  stop(): void;
}
export function startCluster(options?: { bin?: string; maxConnections?: number }): Promise<Cluster>;
