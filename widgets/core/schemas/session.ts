import * as z from "zod/mini";
import { envelope, IdSchema } from "./base";

/** Roles carried in `lvtr` (document 1 §6). Unknown roles are kept as plain strings. */
export const KNOWN_ROLES = [
  "lvt_system_administrator",
  "account_administrator",
  "account_administrator_with_sub_clients",
  "partner_with_unit_config",
] as const;
export type KnownRole = (typeof KNOWN_ROLES)[number];

export const PermissionsSchema = z.object({
  archives: z.boolean(),
  cameras: z.boolean(),
  streamDeactivated: z.boolean(),
  d3cc: z.boolean(),
  selfService: z.boolean(),
  liveUnits: z.boolean(),
  clients: z.boolean(),
  locations: z.boolean(),
  users: z.boolean(),
  quickConfig: z.boolean(),
  reportViewAll: z.boolean(),
});
export type Permissions = z.infer<typeof PermissionsSchema>;

/** The user's stream quality choices (the player's `QualityChoice`). */
export const VIDEO_QUALITIES = ["auto", "main", "sub"] as const;

/** The languages of the widgets and the portal (every catalogue has both). */
export const LANGUAGES = ["en", "es"] as const;
export const LanguageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;

/**
 * The user's own settings (issue 21), kept on the server with the user: the language of the
 * widgets and the portal, and which stream plays ('auto': the substream in grids, the main stream
 * when large; 'main'; 'sub').
 */
export const UserSettingsSchema = z.object({ language: LanguageSchema, videoQuality: z.enum(VIDEO_QUALITIES) });
export type UserSettings = z.infer<typeof UserSettingsSchema>;
/** PUT /api/vms/user_settings: the settings that change (each optional; absent ones stay; no others). */
export const UserSettingsWriteSchema = z.strictObject({
  language: z.optional(LanguageSchema),
  videoQuality: z.optional(z.enum(VIDEO_QUALITIES)),
});
export type UserSettingsWrite = z.infer<typeof UserSettingsWriteSchema>;
/** PUT /api/vms/user_settings answers the user's settings after the change. */
export const UserSettingsResponseSchema = envelope(UserSettingsSchema);

/** GET /api/vms/user_info */
export const UserInfoSchema = z.object({
  id: IdSchema,
  /** The user's primary client id. */
  lvtc: z.int(),
  /** The user's id in the legacy system. */
  lvtu: z.int(),
  /** Role name (see KNOWN_ROLES); may be empty. */
  lvtr: z.string(),
  name: z.string(),
  username: z.string(),
  /** 'html5' selects HTML5 video; anything else means WebRTC. */
  videoPreference: z.string(),
  /**
   * Which stream plays (issue 21): 'auto' (the substream in grids, the main stream when large),
   * 'main' or 'sub'. Absent from servers that keep no such setting: read as 'auto'.
   */
  videoQuality: z.optional(z.catch(z.enum(VIDEO_QUALITIES), "auto")),
  timeZone: z.string(),
  permissions: PermissionsSchema,
  /** The user's language (beyond the spec: the portal's Language choice); absent from older servers. */
  language: z.optional(LanguageSchema),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;
export const UserInfoResponseSchema = envelope(UserInfoSchema);

/** The current user as analytics sees it. */
export type AnalyticsUser = Pick<UserInfo, "id" | "name" | "username">;

/** The token URL's answer. */
export const AuthResultSchema = z.object({
  userId: IdSchema,
  userToken: z.string().check(z.minLength(1)),
});
export type AuthResult = z.infer<typeof AuthResultSchema>;
export const AuthResultResponseSchema = envelope(AuthResultSchema);

/** GET /api/user/product-entitlements */
export const ProductEntitlementsSchema = z.object({
  adminAccess: z.boolean(),
  ccAccess: z.boolean(),
  vmAccess: z.boolean(),
});
export type ProductEntitlements = z.infer<typeof ProductEntitlementsSchema>;
export const ProductEntitlementsResponseSchema = envelope(ProductEntitlementsSchema);

/** What is kept in local storage: entitlements tagged with the user they belong to. */
export const StoredEntitlementsSchema = z.object({
  userId: IdSchema,
  entitlements: ProductEntitlementsSchema,
});
export type StoredEntitlements = z.infer<typeof StoredEntitlementsSchema>;

/** Feature flag names this product reads. Other names are kept and ignored. */
export const KNOWN_FEATURE_FLAGS = [
  "security_alerts",
  "requested_video_share",
  "guard_gate_all_functionality",
  "next_forensic_search",
  "next_reports",
  "next_video_library",
] as const;
export type KnownFeatureFlag = (typeof KNOWN_FEATURE_FLAGS)[number];

/** GET /api/feature_flags */
export const FeatureFlagsSchema = z.object({ flags: z.array(z.string()) });
export const FeatureFlagsResponseSchema = envelope(FeatureFlagsSchema);

/** GET /api/clients?page_type=streaming */
export const ClientSchema = z.object({ id: IdSchema, name: z.string() });
export type Client = z.infer<typeof ClientSchema>;
export const ClientsResponseSchema = envelope(z.array(ClientSchema));

/** POST /api/auth/signout and DELETE /api/cookies/delete */
export const EmptyResponseSchema = envelope(z.null());

/** GET /api/informational_videos?page={page} */
export const INFORMATIONAL_VIDEO_PAGES = ["map", "stream", "history"] as const;
export const InformationalVideoPageSchema = z.enum(INFORMATIONAL_VIDEO_PAGES);
export type InformationalVideoPage = z.infer<typeof InformationalVideoPageSchema>;
export const InformationalVideoSchema = z.object({
  id: IdSchema,
  video_url: z.string(),
  thumbnail_url: z.nullable(z.string()),
  header_text: z.nullable(z.string()),
  body_text: z.string(),
  documentation_url: z.nullable(z.string()),
  /** Whether this user has already closed it once. */
  viewed: z.boolean(),
});
export type InformationalVideo = z.infer<typeof InformationalVideoSchema>;
export const InformationalVideosResponseSchema = envelope(z.array(InformationalVideoSchema));
/** POST /api/informational_videos/{id} */
export const InformationalVideoViewResponseSchema = envelope(z.object({ id: IdSchema, viewed: z.literal(true) }));
