/**
 * What the CDN entry (`dist/cdn/vms-widgets.js`) exports beside its autoloader: configuration only,
 * so the entry stays small. The whole public API (stores, React components) is `dist/cdn/api.js`,
 * which shares its modules with the widgets the autoloader loads (one copy of every store).
 */
export { configure, $config, ConfigError } from "../config/config-store";
export type { Config, ConfigInput, TokenGrant, TokenProvider } from "../config/config-schema";
export type { VmsErrorReport, VmsErrorCode, ErrorHook } from "../report/report-types";
export { createAutoloader, CONFIG_TAG } from "./autoloader";
export type { Autoloader, TagLoader } from "./autoloader";
