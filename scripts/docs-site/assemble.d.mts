export declare function sitePath(file: string): string;
export declare function rewriteLinks(markdown: string, file: string, exists: (file: string) => boolean): string;
export declare function assembleDocs(docsDir: string, outDir: string): string[];
