/** Replaced at build time with the package version. */
declare const __VMS_VERSION__: string;
