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
  /**
   * Gets a token from the host's backend (partners on another site): called before the first call,
   * again shortly before the token expires, and once more after a 401. Answers the token, or
   * `{ token, expiresAt }` (milliseconds since 1970); without `expiresAt` the token's own `exp` is read.
   */
  getToken: z.custom<TokenProvider>((v) => typeof v === "function").optional(),
  /** Base of the real-time socket.io namespaces (default: same origin). */
  realtimeEventsUrl: url.default(""),
  portalUrl: url.default("/"),
  commandCenterUrl: url.default("https://command-center.invalid"),
  vmsUrl: url.default("https://vms.invalid"),
  selfServiceUrl: url.default("https://self-service.invalid"),
  nextAppUrl: url.default("https://next.invalid"),
  /** The sign-in page (default: `/auth/redirect` on the API's origin); widgets link to it when signed out. */
  signInUrl: url.optional(),
  /** A call that has not answered after this many milliseconds fails (`timeout`), so nothing loads forever. */
  requestTimeoutMs: z.number().int().positive().default(20_000),
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
  /**
   * The host's router: widgets' navigation requests (`vms-navigate`, not cancelled) and the
   * portal's redirects go here. Without it a widget opens the page at `portalUrl` in a new tab.
   */
  navigate: z.custom<(path: string) => void>((v) => typeof v === "function").optional(),
  /** Receives analytics events: `(name, properties)`. */
  analytics: z
    .custom<(name: string, properties: Record<string, unknown>) => void>((v) => typeof v === "function")
    .optional(),
});

/** A token, or a token with its expiry (milliseconds since 1970). */
export type TokenGrant = string | { token: string; expiresAt?: number };
/** `configure({ getToken })`: gets a token from the host's backend. */
export type TokenProvider = () => TokenGrant | Promise<TokenGrant>;

export type Config = z.output<typeof ConfigSchema>;
export type ConfigInput = z.input<typeof ConfigSchema>;
