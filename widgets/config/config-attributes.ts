import type { Config } from "../core/config/config-schema";

/** Every string value of the configuration, as `<vms-config>` attributes (kebab-case). */
export const CONFIG_STRING_KEYS = [
  "apiBaseUrl",
  "tokenUrl",
  "token",
  "realtimeEventsUrl",
  "portalUrl",
  "commandCenterUrl",
  "vmsUrl",
  "selfServiceUrl",
  "nextAppUrl",
  "landingUrl",
  "helpOverlayScriptUrl",
  "errorReportingDsn",
  "sessionRecordingOrgId",
  "supportEmail",
  "supportPhone",
  "knowledgeBaseUrl",
  "roadmapTileUrl",
  "satelliteTileUrl",
  "language",
] as const satisfies readonly (keyof Config)[];
export type ConfigStringKey = (typeof CONFIG_STRING_KEYS)[number];

/** Function values, settable as properties only. */
export const CONFIG_FUNCTION_KEYS = ["navigate", "analytics"] as const satisfies readonly (keyof Config)[];

export function attributeName(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
}

export const KEY_OF_ATTRIBUTE: ReadonlyMap<string, ConfigStringKey> = new Map(
  CONFIG_STRING_KEYS.map((key) => [attributeName(key), key]),
);
