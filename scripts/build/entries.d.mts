export declare const root: string;
export declare function elementFiles(): string[];
export declare function libraryEntries(): Record<string, string>;
