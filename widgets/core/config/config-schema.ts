// zod/mini (tree-shakable): `<vms-config>` and the CDN entry carry only the few checks used here,
// not all of zod (its budget is 12 KiB gzip with dependencies; see scripts/check-size.mjs).
import * as z from "zod/mini";
import type { ErrorHook } from "../report/report-types";

const url = z.string();

/** The default tile servers (their credits: unit-map/map-attribution.tsx). */
export const DEFAULT_TILE_URLS = {
  roadmap: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  satellite: "https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}",
} as const;
const withDefault = <T extends z.ZodMiniType>(schema: T, value: z.output<T>) => z._default(schema, value as never);

/**
 * Every configuration value of the specification, plus `navigate` and the analytics and error hooks.
 * URLs may be absolute or relative to the page; empty `apiBaseUrl` means same origin.
 */
export const ConfigSchema = z.object({
  /** Base of every API call (default: same origin). */
  apiBaseUrl: withDefault(url, ""),
  /** URL of the token call that answers `{ userId, userToken }`. */
  tokenUrl: withDefault(url, "/api/auth/token"),
  /** A token given by the host page (partners); sent as `Authorization: Bearer`. */
  token: z.optional(z.string()),
  /**
   * Gets a token from the host's backend (partners on another site): called before the first call,
   * again shortly before the token expires, and once more after a 401. Answers the token, or
   * `{ token, expiresAt }` (milliseconds since 1970); without `expiresAt` the token's own `exp` is read.
   */
  getToken: z.optional(z.custom<TokenProvider>((v) => typeof v === "function")),
  /** Base of the real-time socket.io namespaces (default: same origin). */
  realtimeEventsUrl: withDefault(url, ""),
  portalUrl: withDefault(url, "/"),
  commandCenterUrl: withDefault(url, "https://command-center.invalid"),
  vmsUrl: withDefault(url, "https://vms.invalid"),
  selfServiceUrl: withDefault(url, "https://self-service.invalid"),
  nextAppUrl: withDefault(url, "https://next.invalid"),
  /**
   * The sign-in page (default: `/auth/redirect` on the API's origin); widgets link to it when signed
   * out. A token-only page (`token` or `getToken`) shows no sign-in link unless this is set.
   */
  signInUrl: z.optional(url),
  /** A call that has not answered after this many milliseconds fails (`timeout`), so nothing loads forever. */
  requestTimeoutMs: withDefault(z.int().check(z.positive()), 20_000),
  /** Where the browser goes when entitlements cannot be read and nothing is stored. */
  landingUrl: withDefault(url, "/auth/redirect"),
  helpOverlayScriptUrl: z.optional(url),
  // The library sends nothing itself: a host's reporter uses this DSN, wired through `onError`.
  errorReportingDsn: z.optional(z.string()),
  sessionRecordingOrgId: z.optional(z.string()),
  supportEmail: withDefault(z.string(), "support@example.com"),
  supportPhone: withDefault(z.string(), "(800) 555-0100"),
  knowledgeBaseUrl: withDefault(url, "https://help.example.com"),
  /** Tile URL templates for the two map types. */
  roadmapTileUrl: withDefault(url, DEFAULT_TILE_URLS.roadmap),
  satelliteTileUrl: withDefault(url, DEFAULT_TILE_URLS.satellite),
  /**
   * The tiles' credit in the map's corner and the page it links to. Unset: the default tile
   * server's own credit while its tiles are used (OpenStreetMap's tile usage policy, Esri's terms),
   * else none. "" shows none.
   */
  roadmapAttribution: z.optional(z.string()),
  roadmapAttributionUrl: z.optional(url),
  satelliteAttribution: z.optional(z.string()),
  satelliteAttributionUrl: z.optional(url),
  language: withDefault(z.string(), "en"),
  /**
   * Colour theme of every widget: "light", "dark", or "auto" (follows the reader's
   * `prefers-color-scheme`).
   */
  theme: withDefault(z.literal(["light", "dark", "auto"]), "auto"),
  /**
   * The host's router: widgets' navigation requests (`vms-navigate`, not cancelled) and the
   * portal's redirects go here. Without it a widget opens the page at `portalUrl` in a new tab.
   */
  navigate: z.optional(z.custom<(path: string) => void>((v) => typeof v === "function")),
  // Every failure the library logs (`VmsErrorReport`); see core/report. Hosts wire Sentry etc. here.
  onError: z.optional(z.custom<ErrorHook>((v) => typeof v === "function")),
  /** Receives analytics events: `(name, properties)`. */
  analytics: z.optional(
    z.custom<(name: string, properties: Record<string, unknown>) => void>((v) => typeof v === "function"),
  ),
});

/** A token, or a token with its expiry (milliseconds since 1970). */
export type TokenGrant = string | { token: string; expiresAt?: number };
/** `configure({ getToken })`: gets a token from the host's backend. */
export type TokenProvider = () => TokenGrant | Promise<TokenGrant>;

export type Config = z.output<typeof ConfigSchema>;
export type ConfigInput = z.input<typeof ConfigSchema>;
