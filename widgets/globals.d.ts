/** Replaced at build time with the package version. */
declare const __VMS_VERSION__: string;
/** Replaced at build time with the build that made the file: "esm", "cdn" or "app" ("test" in unit tests). */
declare const __VMS_BUILD__: string;
