import { callApi } from "../api/call-api";
import { request } from "../api/request";
import { $config } from "../config/config-store";
import * as shell from "../contract/shell-calls";
import {
  AuthResultResponseSchema,
  type AuthResult,
  type Client,
  type ProductEntitlements,
  type UserInfo,
} from "../schemas/session";
import { reportApiError } from "../api/report-api-error";

const isAbsolute = (url: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(url);

/** The token call: `$config.tokenUrl`, absolute or relative to the API base (the contract's `token` by default). */
export async function fetchToken(signal?: AbortSignal): Promise<AuthResult> {
  const { tokenUrl } = $config.get();
  const response = await request(tokenUrl, AuthResultResponseSchema, { signal, absolute: isAbsolute(tokenUrl) });
  return response.data;
}

/** GET /api/vms/user_info */
export async function fetchUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return (await callApi(shell.userInfo, { signal })).data;
}

/** GET /api/feature_flags. A failure is logged and an empty list used (document 1 §7). */
export async function fetchFeatureFlags(signal?: AbortSignal): Promise<string[]> {
  try {
    return (await callApi(shell.featureFlags, { signal })).data.flags;
  } catch (error) {
    reportApiError(error, "feature flags could not be loaded; using none");
    return [];
  }
}

/** GET /api/user/product-entitlements */
export async function fetchEntitlements(signal?: AbortSignal): Promise<ProductEntitlements> {
  return (await callApi(shell.productEntitlements, { signal })).data;
}

/** GET /api/clients?page_type=streaming */
export async function fetchClients(signal?: AbortSignal): Promise<Client[]> {
  return (await callApi(shell.clients, { query: { page_type: "streaming" }, signal })).data;
}

/** POST /api/auth/signout, then DELETE /api/cookies/delete. Each step runs even if the other fails. */
export async function postSignOut(): Promise<void> {
  await callApi(shell.signOut, {}).catch((error: unknown) => {
    reportApiError(error, "the sign-out call failed");
  });
  await callApi(shell.deleteCookies, {}).catch((error: unknown) => {
    reportApiError(error, "the cookie deletion failed");
  });
}
