import * as z from "zod/mini";
import {
  AuthResultResponseSchema,
  ClientsResponseSchema,
  EmptyResponseSchema,
  FeatureFlagsResponseSchema,
  INFORMATIONAL_VIDEO_PAGES,
  InformationalVideosResponseSchema,
  InformationalVideoViewResponseSchema,
  ProductEntitlementsResponseSchema,
  UserInfoResponseSchema,
  UserSettingsResponseSchema,
  UserSettingsWriteSchema,
} from "../schemas/session";
import { call, PathIdSchema } from "./contract-call";

/*
 * The calls of document 1 that every page makes before its content (the session: user, flags,
 * entitlements, clients, settings, sign-out, token) and the pages' informational videos. Apart from
 * the rest of document 1 (`shell-calls.ts`, which exports them too and lists them in SHELL_CALLS, in
 * its order) so that the portal's entry and a widget's first task build only these calls' schemas:
 * the map, search, unit and favourites schemas (some 200 zod schemas) come with the code that
 * calls them, not before the first paint.
 */
export const clients = call({
  id: "clients",
  method: "GET",
  path: "/api/clients",
  query: z.object({ page_type: z.optional(z.literal("streaming")) }),
  response: ClientsResponseSchema,
  doc: 1,
  summary: "Clients the user can stream",
});

export const userInfo = call({
  id: "userInfo",
  method: "GET",
  path: "/api/vms/user_info",
  response: UserInfoResponseSchema,
  doc: 1,
  summary: "The signed-in user",
});

export const userSettingsUpdate = call({
  id: "userSettingsUpdate",
  method: "PUT",
  path: "/api/vms/user_settings",
  body: UserSettingsWriteSchema,
  response: UserSettingsResponseSchema,
  doc: 1,
  summary:
    "Change the signed-in user's settings: language (also its cookie, read before the portal's first render) and stream quality",
  chosen: true,
});

export const featureFlags = call({
  id: "featureFlags",
  method: "GET",
  path: "/api/feature_flags",
  response: FeatureFlagsResponseSchema,
  doc: 1,
  summary: "Feature flag names of the user",
});

export const productEntitlements = call({
  id: "productEntitlements",
  method: "GET",
  path: "/api/user/product-entitlements",
  response: ProductEntitlementsResponseSchema,
  doc: 1,
  summary: "Product entitlements (admin, command center, VMS)",
});

export const signOut = call({
  id: "signOut",
  method: "POST",
  path: "/api/auth/signout",
  response: EmptyResponseSchema,
  doc: 1,
  summary: "End the session",
  chosen: true,
});

export const deleteCookies = call({
  id: "deleteCookies",
  method: "DELETE",
  path: "/api/cookies/delete",
  response: EmptyResponseSchema,
  doc: 1,
  summary: "Clear the session cookies",
});

export const token = call({
  id: "token",
  method: "GET",
  path: "/api/auth/token",
  response: AuthResultResponseSchema,
  doc: 1,
  summary: "The user token (default token URL)",
  chosen: true,
});

export const informationalVideos = call({
  id: "informationalVideos",
  method: "GET",
  path: "/api/informational_videos",
  query: z.object({ page: z.enum(INFORMATIONAL_VIDEO_PAGES) }),
  response: InformationalVideosResponseSchema,
  doc: 1,
  summary: "Informational videos of a page",
});

export const informationalVideoView = call({
  id: "informationalVideoView",
  method: "POST",
  path: "/api/informational_videos/:videoId",
  params: z.object({ videoId: PathIdSchema }),
  response: InformationalVideoViewResponseSchema,
  doc: 1,
  summary: "Record that the user saw an informational video",
});
