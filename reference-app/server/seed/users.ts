import { hashPassword } from "../auth/passwords";
import { MULTI_CLIENT_IDS, OPERATOR_CLIENT_ID, type Fleet } from "./fleet";
import { PERSON_NAMES } from "./names";

export const DEMO_PASSWORD = "demo";

const ALL_PERMISSIONS = {
  archives: true,
  cameras: true,
  streamDeactivated: true,
  d3cc: true,
  selfService: true,
  liveUnits: true,
  clients: true,
  locations: true,
  users: true,
  quickConfig: true,
  reportViewAll: true,
};
const NO_PERMISSIONS = Object.fromEntries(Object.keys(ALL_PERMISSIONS).map((k) => [k, false])) as Record<
  keyof typeof ALL_PERMISSIONS,
  boolean
>;
const ALL_FLAGS = [
  "security_alerts",
  "requested_video_share",
  "guard_gate_all_functionality",
  "next_forensic_search",
  "next_reports",
  "next_video_library",
];

export const LIMITED_STREAM_CLIENTS = [10, 11];
export const LIMITED_REQUEST_VIDEO_CLIENTS = [12, 13];
export const PARTNER_CLIENTS = [14, 15, 16];
export const AUDITOR_CLIENT_ID = 17;

export interface DemoUser {
  id: number;
  username: string;
  lvtr: string;
  lvtc: number;
  videoPreference: string;
  timeZone: string;
  permissions: Record<string, boolean>;
  entitlements: { adminAccess: boolean; ccAccess: boolean; vmAccess: boolean };
  flags: string[];
  allClients: boolean;
  streamAll: boolean;
  requestVideoAll: boolean;
  clients: { clientId: number; stream: boolean; requestVideo: boolean }[];
}

const every = (ids: number[]) => ids.map((clientId) => ({ clientId, stream: true, requestVideo: true }));

/**
 * The five demo users of the brief, exactly, then `auditor` (no Live Units), `html5` (HLS playback)
 * and `bilingual` (the language journey's own user).
 */
export const DEMO_USERS: DemoUser[] = [
  {
    id: 1,
    username: "operator",
    lvtr: "account_administrator",
    lvtc: OPERATOR_CLIENT_ID,
    videoPreference: "webrtc",
    timeZone: "America/Phoenix",
    permissions: ALL_PERMISSIONS,
    entitlements: { adminAccess: false, ccAccess: true, vmAccess: true },
    flags: ["security_alerts", "requested_video_share", "next_reports", "next_video_library"],
    allClients: false,
    streamAll: true,
    requestVideoAll: true,
    clients: every([OPERATOR_CLIENT_ID]),
  },
  {
    id: 2,
    username: "multi",
    lvtr: "account_administrator_with_sub_clients",
    lvtc: MULTI_CLIENT_IDS[0]!,
    videoPreference: "webrtc",
    timeZone: "America/Chicago",
    permissions: ALL_PERMISSIONS,
    entitlements: { adminAccess: true, ccAccess: false, vmAccess: true },
    flags: ALL_FLAGS,
    allClients: false,
    streamAll: true,
    requestVideoAll: true,
    clients: every(MULTI_CLIENT_IDS),
  },
  {
    id: 3,
    username: "limited",
    lvtr: "",
    lvtc: LIMITED_STREAM_CLIENTS[0]!,
    videoPreference: "html5",
    timeZone: "America/New_York",
    permissions: { ...NO_PERMISSIONS, cameras: true, archives: true },
    entitlements: { adminAccess: false, ccAccess: false, vmAccess: false },
    flags: [],
    allClients: false,
    streamAll: false,
    requestVideoAll: false,
    clients: [
      ...LIMITED_STREAM_CLIENTS.map((clientId) => ({ clientId, stream: true, requestVideo: false })),
      ...LIMITED_REQUEST_VIDEO_CLIENTS.map((clientId) => ({ clientId, stream: false, requestVideo: true })),
    ],
  },
  {
    id: 4,
    username: "partner",
    lvtr: "partner_with_unit_config",
    lvtc: PARTNER_CLIENTS[0]!,
    videoPreference: "html5",
    timeZone: "America/Denver",
    permissions: { ...NO_PERMISSIONS, cameras: true, archives: true, liveUnits: true },
    entitlements: { adminAccess: false, ccAccess: false, vmAccess: false },
    flags: ["guard_gate_all_functionality", "next_forensic_search"],
    allClients: false,
    streamAll: true,
    requestVideoAll: true,
    clients: every(PARTNER_CLIENTS),
  },
  {
    id: 5,
    username: "admin",
    lvtr: "lvt_system_administrator",
    lvtc: OPERATOR_CLIENT_ID,
    videoPreference: "webrtc",
    timeZone: "America/Los_Angeles",
    permissions: ALL_PERMISSIONS,
    entitlements: { adminAccess: true, ccAccess: true, vmAccess: false },
    flags: ["security_alerts", "next_reports", "next_video_library"],
    allClients: true,
    streamAll: true,
    requestVideoAll: true,
    clients: [],
  },
  {
    // Neither the cameras nor the archives permission: the Live Units link is hidden (document 1 §6).
    id: 6,
    username: "auditor",
    lvtr: "account_administrator",
    lvtc: AUDITOR_CLIENT_ID,
    videoPreference: "webrtc",
    timeZone: "America/Chicago",
    permissions: { ...ALL_PERMISSIONS, cameras: false, archives: false },
    entitlements: { adminAccess: false, ccAccess: false, vmAccess: true },
    flags: ["next_reports"],
    allClients: false,
    streamAll: false,
    requestVideoAll: false,
    clients: [{ clientId: AUDITOR_CLIENT_ID, stream: false, requestVideo: false }],
  },
  {
    // Like operator, but plays video over HTML5 (HLS) rather than WebRTC.
    id: 7,
    username: "html5",
    lvtr: "account_administrator",
    lvtc: OPERATOR_CLIENT_ID,
    videoPreference: "html5",
    timeZone: "America/Phoenix",
    permissions: ALL_PERMISSIONS,
    entitlements: { adminAccess: false, ccAccess: true, vmAccess: true },
    flags: ["security_alerts", "requested_video_share", "next_reports", "next_video_library"],
    allClients: false,
    streamAll: true,
    requestVideoAll: true,
    clients: every([OPERATOR_CLIENT_ID]),
  },
  {
    // Like operator; the language journey (issue 21) switches this user between English and Spanish,
    // so no other test sees its language change.
    id: 8,
    username: "bilingual",
    lvtr: "account_administrator",
    lvtc: OPERATOR_CLIENT_ID,
    videoPreference: "webrtc",
    timeZone: "America/New_York",
    permissions: ALL_PERMISSIONS,
    entitlements: { adminAccess: false, ccAccess: true, vmAccess: true },
    flags: ["security_alerts", "requested_video_share", "next_reports", "next_video_library"],
    allClients: false,
    streamAll: true,
    requestVideoAll: true,
    clients: every([OPERATOR_CLIENT_ID]),
  },
];

/** Rows for users, user_clients and user_entities. `limited` streams a few single cameras of its request-video clients. */
export function userRows(fleet: Fleet) {
  const users = DEMO_USERS.map((u) => {
    const { salt, hash } = hashPassword(DEMO_PASSWORD);
    return { ...u, name: PERSON_NAMES[u.username] ?? u.username, lvtu: 5000 + u.id, salt, hash };
  });
  const clients = DEMO_USERS.flatMap((u) =>
    (u.allClients ? fleet.clients.map((c) => ({ clientId: c.id, stream: true, requestVideo: true })) : u.clients).map(
      (c) => ({ userId: u.id, ...c }),
    ),
  );
  const entityUnits = fleet.liveUnits.filter((u) => u.clientId === LIMITED_REQUEST_VIDEO_CLIENTS[0]).slice(0, 3);
  const entities = entityUnits.map((u) => ({ userId: 3, cameraId: u.primaryCameraId, kind: "stream" as const }));
  return { users, clients, entities };
}

/**
 * The demo partner backend's API key (`npm run examples` uses it): it mints tokens for `partner`.
 * Public like the demo password; a deployment configures its own keys (`PARTNER_API_KEYS`).
 */
export const DEMO_PARTNER_KEYS = [{ username: "partner", key: "demo-partner-key", label: "demo partner backend" }];

export const INFORMATIONAL_VIDEOS = [
  {
    id: 1,
    page: "map",
    header_text: "Find your units fast",
    body_text: "Search by unit name, serial, address or account, and pick a unit on the map to see its cameras.",
    documentation_url: "https://example.com/help/map",
  },
  {
    id: 2,
    page: "stream",
    header_text: "Watch and control cameras",
    body_text: "Use presets, pan, tilt and zoom, lights and speaker sounds from the live stream page.",
    documentation_url: "https://example.com/help/stream",
  },
  {
    id: 3,
    page: "history",
    header_text: null,
    body_text: "Browse recorded images on the timeline and request a video clip of any period.",
    documentation_url: null,
  },
];
