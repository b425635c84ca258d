export declare const CHROMIUM_ARGS: string[];
export declare function findChromium(env?: NodeJS.ProcessEnv): string | undefined;
export declare function chromiumPath(): string;
