export declare function seedHash(): string;
export declare function cachedDataDir(tier: string): string;
