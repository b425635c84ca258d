import * as z from "zod";

const url = z.string();

/**
 * Every configuration value of the specification, plus `navigate` and the analytics hook.
 * URLs may be absolute or relative to the page; empty `apiBaseUrl` means same origin.
 */
export const ConfigSchema = z.object({
  /** Base of every API call (default: same origin). */
  apiBaseUrl: url.default(""),
  /** URL of the token call that answers `{ userId, userToken }`. */
  tokenUrl: url.default("/api/auth/token"),
  /** A token given by the host page (partners); sent as `Authorization: Bearer`. */
  token: z.string().optional(),
  /** Base of the real-time socket.io namespaces (default: same origin). */
  realtimeEventsUrl: url.default(""),
  portalUrl: url.default("/"),
  commandCenterUrl: url.default("https://command-center.invalid"),
  vmsUrl: url.default("https://vms.invalid"),
  selfServiceUrl: url.default("https://self-service.invalid"),
  nextAppUrl: url.default("https://next.invalid"),
  /** Where the browser goes when entitlements cannot be read and nothing is stored. */
  landingUrl: url.default("/auth/redirect"),
  helpOverlayScriptUrl: url.optional(),
  errorReportingDsn: z.string().optional(),
  sessionRecordingOrgId: z.string().optional(),
  supportEmail: z.string().default("support@example.com"),
  supportPhone: z.string().default("(800) 555-0100"),
  knowledgeBaseUrl: url.default("https://help.example.com"),
  /** Tile URL templates for the two map types. */
  roadmapTileUrl: url.default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  satelliteTileUrl: url.default(
    "https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}",
  ),
  language: z.string().default("en"),
  /** The host's router. Default: `location.assign`. */
  navigate: z.custom<(path: string) => void>((v) => typeof v === "function").optional(),
  /** Receives analytics events: `(name, properties)`. */
  analytics: z
    .custom<(name: string, properties: Record<string, unknown>) => void>((v) => typeof v === "function")
    .optional(),
});

export type Config = z.output<typeof ConfigSchema>;
export type ConfigInput = z.input<typeof ConfigSchema>;
