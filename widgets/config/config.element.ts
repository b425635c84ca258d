import { defineElement } from "../ui/element/define-element";
import type { ElementManifest } from "../ui/element/manifest";
import { VmsConfigElement, type VmsConfig } from "./config-element";

export const CONFIG_TAG = "vms-config";

defineElement(CONFIG_TAG, () => class extends VmsConfigElement {});

declare global {
  interface HTMLElementTagNameMap {
    "vms-config": VmsConfig;
  }
}

export const manifest = {
  tag: "vms-config",
  description:
    "Writes the shared configuration every widget reads (the same as `configure()`). Invalid values are logged and leave the configuration unchanged; removing an attribute restores its default. Renders nothing.",
  attributes: [
    {
      name: "api-base-url",
      type: "string",
      fieldName: "apiBaseUrl",
      description: "Base of every API call.",
      default: '"" (same origin)',
    },
    {
      name: "token-url",
      type: "string",
      fieldName: "tokenUrl",
      description: "The token call.",
      default: "/api/auth/token",
    },
    {
      name: "token",
      type: "string",
      description: "A user token given by the host (embedded use); sent as Authorization: Bearer.",
    },
    {
      name: "realtime-events-url",
      type: "string",
      fieldName: "realtimeEventsUrl",
      description: "Base of the socket.io namespaces.",
      default: '"" (same origin)',
    },
    {
      name: "portal-url",
      type: "string",
      fieldName: "portalUrl",
      description: "The portal (Live Units link, profile).",
      default: "/",
    },
    {
      name: "command-center-url",
      type: "string",
      fieldName: "commandCenterUrl",
      description: "The command-center app.",
    },
    { name: "vms-url", type: "string", fieldName: "vmsUrl", description: "The VMS app." },
    { name: "self-service-url", type: "string", fieldName: "selfServiceUrl", description: "The self-service app." },
    {
      name: "next-app-url",
      type: "string",
      fieldName: "nextAppUrl",
      description: "The newer app (alerts, reports, video library, admin).",
    },
    {
      name: "landing-url",
      type: "string",
      fieldName: "landingUrl",
      description: "Where the portal goes when entitlements cannot be read.",
      default: "/auth/redirect",
    },
    {
      name: "help-overlay-script-url",
      type: "string",
      fieldName: "helpOverlayScriptUrl",
      description: "Help-overlay script.",
    },
    {
      name: "error-reporting-dsn",
      type: "string",
      fieldName: "errorReportingDsn",
      description: "Error-reporting DSN.",
    },
    {
      name: "session-recording-org-id",
      type: "string",
      fieldName: "sessionRecordingOrgId",
      description: "Session-recording organisation id.",
    },
    {
      name: "support-email",
      type: "string",
      fieldName: "supportEmail",
      description: "Support email in the Help Center menu.",
    },
    {
      name: "support-phone",
      type: "string",
      fieldName: "supportPhone",
      description: "Support phone in the Help Center menu.",
    },
    {
      name: "knowledge-base-url",
      type: "string",
      fieldName: "knowledgeBaseUrl",
      description: "Knowledge-base link in the Help Center menu.",
    },
    {
      name: "roadmap-tile-url",
      type: "string",
      fieldName: "roadmapTileUrl",
      description: "Roadmap tile URL template.",
    },
    {
      name: "satellite-tile-url",
      type: "string",
      fieldName: "satelliteTileUrl",
      description: "Satellite tile URL template.",
    },
    { name: "language", type: "string", description: "Interface language (en, es).", default: "en" },
  ],
  properties: [
    { name: "navigate", type: "(path: string) => void", description: "The host's router; default location.assign." },
    {
      name: "analytics",
      type: "(name: string, properties: Record<string, unknown>) => void",
      description: "Receives analytics events.",
    },
  ],
  events: [],
  cssParts: [],
  cssProperties: [],
} satisfies ElementManifest;
