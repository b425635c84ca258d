export declare const root: string;
export declare function widgetDirs(): string[];
export declare function elementFiles(): string[];
export declare function specFiles(): string[];
export declare function libraryEntries(): Record<string, string>;
