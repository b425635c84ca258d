export declare function findFfmpeg(env?: NodeJS.ProcessEnv): string | undefined;
