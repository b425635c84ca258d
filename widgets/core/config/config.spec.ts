import { defineSpec, descriptions, prop, type PropSpec, type Schema } from "../element/spec";
import { ConfigSchema } from "./config-schema";

type ConfigKey = keyof typeof ConfigSchema.shape;

/** What each configuration value is (English, for developers); a missing key does not compile. */
const DESCRIPTIONS = descriptions<Record<ConfigKey, string>>({
  apiBaseUrl: 'Base of every API call ("" is the page\'s origin).',
  tokenUrl:
    "The token call (same-site pages: it answers the signed-in user's token from the session cookie). A page on another origin of the API's site with no token or getToken trades its cookie for a token here and sends it as Authorization: Bearer on every call.",
  token: "A user token given by the host (partners); sent as Authorization: Bearer.",
  getToken:
    "Gets a token from the host's backend (partners on another site): called before the first call, again shortly before the token expires, and once more after a 401.",
  realtimeEventsUrl: 'Base of the socket.io namespaces ("" is the page\'s origin).',
  portalUrl:
    "The portal: widgets resolve page links against it and, without a navigate hook, open pages there in a new tab.",
  commandCenterUrl: "The command-center app.",
  vmsUrl: "The VMS app.",
  selfServiceUrl: "The self-service app.",
  nextAppUrl: "The newer app (alerts, reports, video library, admin).",
  signInUrl:
    "The sign-in page widgets link to when nobody is signed in (default: /auth/redirect on the API's origin). A token-only page (token or getToken) shows no sign-in link unless this is set; vms-auth-required then has signInUrl null.",
  requestTimeoutMs: "A call that has not answered after this many milliseconds fails, so nothing loads forever.",
  landingUrl: "Where the portal goes when entitlements cannot be read.",
  helpOverlayScriptUrl: "Help-overlay script.",
  errorReportingDsn:
    "Error-reporting DSN (from the specification). The library sends nothing by itself: pass it to your reporter and wire that reporter through onError.",
  sessionRecordingOrgId: "Session-recording organisation id.",
  supportEmail: "Support email in the Help Center menu.",
  supportPhone: "Support phone in the Help Center menu.",
  knowledgeBaseUrl: "Knowledge-base link in the Help Center menu.",
  roadmapTileUrl: "Roadmap tile URL template.",
  satelliteTileUrl: "Satellite tile URL template.",
  roadmapAttribution:
    "The roadmap tiles' credit in the map's corner. Unset: OpenStreetMap's credit while roadmap-tile-url is the default (its usage policy requires it), else none; \"\" shows none.",
  roadmapAttributionUrl:
    "The page the roadmap credit links to (unset with the default tiles and credit: OpenStreetMap's copyright page).",
  satelliteAttribution:
    "The satellite tiles' credit in the map's corner. Unset: Esri's credit while satellite-tile-url is the default, else none; \"\" shows none.",
  satelliteAttributionUrl: "The page the satellite credit links to.",
  language: "Interface language (en, es).",
  theme:
    'Colour theme of every widget: "light", "dark", or "auto" (follows the reader\'s prefers-color-scheme). Tokens set by the host win in both themes.',
  navigate:
    "The host's router: gets the path of every navigation request a widget makes (vms-navigate, not cancelled). Without it the page opens at portal-url in a new tab.",
  analytics: "Receives analytics events: (name, properties).",
  onError:
    "Receives every failure the library logs, with a level and a stable code (VmsErrorReport): wire your error reporter (Sentry or the like) here. Expected states (signed out, no rights, not found) are not reported; a throwing hook breaks nothing.",
});

/** TypeScript text of the function values, for the docs. */
const FUNCTION_TYPES: Partial<Record<ConfigKey, string>> = {
  getToken: "() => string | { token: string; expiresAt?: number } | Promise<…>",
  navigate: "(path: string) => void",
  analytics: "(name: string, properties: Record<string, unknown>) => void",
  onError: "(report: VmsErrorReport) => void",
};

type ConfigProps = { [K in ConfigKey]: PropSpec<(typeof ConfigSchema.shape)[K]> };

function configProps(): ConfigProps {
  const entries = Object.entries(ConfigSchema.shape) as [ConfigKey, Schema][];
  return Object.fromEntries(
    entries.map(([key, schema]) => {
      const type = FUNCTION_TYPES[key];
      return [key, prop(schema, DESCRIPTIONS[key], type === undefined ? {} : { type })];
    }),
  ) as ConfigProps;
}

/**
 * `<vms-config>`: its attributes are the configuration keys (kebab-case), its properties the same
 * keys plus the functions `getToken`, `navigate`, `analytics` and `onError`. Renders nothing.
 */
export const configSpec = defineSpec({
  tag: "vms-config",
  description:
    "Writes the shared configuration every widget reads (the same as `configure()`). Invalid values are logged and leave the configuration unchanged; removing an attribute restores its default. Renders nothing.",
  props: configProps(),
});
