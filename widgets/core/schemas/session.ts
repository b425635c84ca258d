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

/** GET /api/vms/user_info */
/** The languages of the widgets and the portal (every catalogue has both). */
export const LANGUAGES = ["en", "es"] as const;
export const LanguageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;
/** PUT /api/user/language: the signed-in user's language, kept on the server (issue 21). */
export const LanguageBodySchema = z.strictObject({ language: LanguageSchema });
export const LanguageResponseSchema = envelope(z.object({ language: LanguageSchema }));

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
