import * as z from "zod/mini";
import {
  ClientsResponseSchema,
  EmptyResponseSchema,
  FeatureFlagsResponseSchema,
  ProductEntitlementsResponseSchema,
  UserInfoResponseSchema,
} from "../schemas/session";
import { byId, call } from "./contract-call";

/**
 * The session calls of document 1 (user, feature flags, entitlements, clients, sign-out) that every
 * widget's session store makes. Apart from the rest of document 1 (`shell-calls.ts`, which lists
 * them too, in its order) so that a small bundle (the partner tag `<vms-camera>`) carries neither
 * the search nor the map lists' schemas.
 */
export const SESSION_CALLS = [
  call({
    id: "clients",
    method: "GET",
    path: "/api/clients",
    query: z.object({ page_type: z.optional(z.literal("streaming")) }),
    response: ClientsResponseSchema,
    doc: 1,
    summary: "Clients the user can stream",
  }),
  call({
    id: "userInfo",
    method: "GET",
    path: "/api/vms/user_info",
    response: UserInfoResponseSchema,
    doc: 1,
    summary: "The signed-in user",
  }),
  call({
    id: "featureFlags",
    method: "GET",
    path: "/api/feature_flags",
    response: FeatureFlagsResponseSchema,
    doc: 1,
    summary: "Feature flag names of the user",
  }),
  call({
    id: "productEntitlements",
    method: "GET",
    path: "/api/user/product-entitlements",
    response: ProductEntitlementsResponseSchema,
    doc: 1,
    summary: "Product entitlements (admin, command center, VMS)",
  }),
  call({
    id: "signOut",
    method: "POST",
    path: "/api/auth/signout",
    response: EmptyResponseSchema,
    doc: 1,
    summary: "End the session",
    chosen: true,
  }),
  call({
    id: "deleteCookies",
    method: "DELETE",
    path: "/api/cookies/delete",
    response: EmptyResponseSchema,
    doc: 1,
    summary: "Clear the session cookies",
  }),
] as const;

/** These calls by id, for `callApi`: `session.<id>` (the same entries as `shell.<id>`). */
export const session = byId(SESSION_CALLS);
