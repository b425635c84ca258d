import { atom, computed, task } from "nanostores";
import { ApiError } from "../api/api-error";
import { $providedToken } from "../api/auth-token";
import { dataOf, remoteAtom } from "../api/remote-data";
import { remoteStore, settled } from "../api/remote-store";
import { onAuthError } from "../api/request";
import { $config } from "../config/config-store";
import { redirectHost } from "../navigation/redirect";
import { notify } from "../notifications/notifications-store";
import type { AuthResult, Client, ProductEntitlements, UserInfo } from "../schemas/session";
import {
  browserStorage,
  clearStoredEntitlements,
  readStoredEntitlements,
  writeStoredEntitlements,
} from "./entitlements-cache";
import { SIGN_IN_PATH, withRedirect } from "./sign-in-url";
import {
  fetchClients,
  fetchEntitlements,
  fetchFeatureFlags,
  fetchToken,
  fetchUserInfo,
  postSignOut,
} from "./session-api";
import { reportApiError } from "../api/report-api-error";

export { SIGN_IN_PATH, signInUrl } from "./sign-in-url";
/** How often the portal checks that the session is still valid. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;

/**
 * The portal's side of the session: `portal` once `ensureSession()` ran (the portal redirects on
 * failures; embedded widgets never do); `token` is "awaiting" while the portal fetches its token
 * (the user's loads wait for it); `redirecting` once the browser is being sent away.
 */
export interface PortalSession {
  portal: boolean;
  token: "none" | "awaiting" | "ready";
  redirecting: boolean;
}
export const initialPortalSession: PortalSession = { portal: false, token: "none", redirecting: false };
export const $portalSession = atom<PortalSession>(initialPortalSession);

function update(change: Partial<PortalSession>): void {
  $portalSession.set({ ...$portalSession.get(), ...change });
}

/** The result of the portal's token call (set by `ensureSession` and `recheckSession`). */
export const $authToken = remoteAtom<AuthResult>();

/** True when a call answered 401 or the periodic token check failed: the expired-session modal shows. */
export const $sessionExpired = atom(false);

/** The user token for sockets: the configured one, the one `getToken` gave, or the portal's. */
export const $userToken = computed(
  [$config, $providedToken, $authToken],
  (config, provided, token) => config.token ?? provided ?? dataOf(token)?.userToken,
);

/** The user's loads start once the portal has its token (embedded widgets: at once). */
const $userLoads = computed($portalSession, (session) => (session.token === "awaiting" ? null : true));

export const $userInfo = remoteStore<UserInfo, true>({
  input: $userLoads,
  name: "user info",
  load: (_, signal) => fetchUserInfo(signal),
  onError: () => notify("error", "core:errors.userInfo"),
});

/** Feature flag names; a failed load gives an empty list (document 1 §7), so this never holds an error. */
export const $featureFlags = remoteStore<string[], true>({
  input: $userLoads,
  load: (_, signal) => fetchFeatureFlags(signal),
});

function currentLocation(): string {
  const { pathname, search } = globalThis.location;
  return `${pathname}${search}`;
}

function redirectTo(url: string): void {
  update({ redirecting: true });
  redirectHost(url);
}

/**
 * Product entitlements of the user, cached in local storage per user: the cache answers when the
 * call fails; with neither, the portal goes to the landing page (`landingUrl?redirect_to=`).
 */
export const $entitlements = remoteStore<ProductEntitlements, true>({
  input: $userLoads,
  // Reported in `load`: its own call's failure only (a failure of user info is that store's report).
  report: false,
  load: async (_, signal) => {
    // The call goes beside user info (not after it): only the cache needs the user's id.
    const fresh = fetchEntitlements(signal).then(
      (data) => ({ ok: true as const, data }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    const user = await settled($userInfo);
    if (user.status !== "success") throw user.status === "error" ? user.error : new ApiError("aborted", "aborted");
    const storage = browserStorage();
    const answer = await fresh;
    if (answer.ok) {
      writeStoredEntitlements(storage, user.data.id, answer.data);
      return answer.data;
    }
    const cached = readStoredEntitlements(storage, user.data.id);
    if (cached) return cached;
    const { error } = answer;
    reportApiError(error, "product entitlements could not be loaded");
    if ($portalSession.get().portal && !(error instanceof ApiError && error.code === "aborted")) {
      redirectTo(withRedirect($config.get().landingUrl, globalThis.location.href));
    }
    throw error;
  },
});

/** Clients of the streaming page type. */
export const $clients = remoteStore<Client[], true>({
  input: $userLoads,
  name: "clients",
  load: (_, signal) => fetchClients(signal),
  onError: () => notify("error", "core:errors.clients"),
});

/** What the portal waits for before it renders a page. */
export type SessionStatus = "loading" | "ready" | "error";
export const $sessionStatus = computed(
  [$userInfo, $featureFlags, $entitlements],
  (user, flags, rights): SessionStatus => {
    if (user.status === "error" || rights.status === "error") return "error";
    return user.status === "success" && flags.status === "success" && rights.status === "success" ? "ready" : "loading";
  },
);

let checkTimer: ReturnType<typeof setInterval> | undefined;

/** Starts the periodic token check (every 60 s). */
export function startSessionCheck(intervalMs = SESSION_CHECK_INTERVAL_MS): void {
  stopSessionCheck();
  checkTimer = setInterval(() => {
    if ($sessionExpired.get()) return;
    fetchToken().catch((error: unknown) => {
      if (!(error instanceof ApiError && error.code === "aborted")) $sessionExpired.set(true);
    });
  }, intervalMs);
}

export function stopSessionCheck(): void {
  clearInterval(checkTimer);
  checkTimer = undefined;
}

/**
 * Used by the portal (not by embedded widgets): fetches the token unless the host configured one
 * (on failure the browser goes to /auth/redirect with `redirect_to`), then waits for user info,
 * flags and entitlements (other stores load with the widgets that read them), and starts the
 * periodic check. Resolves true when the session is ready.
 */
export function ensureSession(): Promise<boolean> {
  return task(async () => {
    const { token, getToken } = $config.get();
    update({ portal: true });
    if (!token && !getToken) {
      update({ token: "awaiting" });
      $authToken.set({ status: "loading" });
      try {
        const data = await fetchToken();
        $authToken.set({ status: "success", data });
        update({ token: "ready" });
      } catch (error) {
        const apiError = error instanceof ApiError ? error : new ApiError("network", String(error));
        $authToken.set({ status: "error", error: apiError });
        if (apiError.code !== "aborted") redirectTo(withRedirect(SIGN_IN_PATH, currentLocation()));
        return false;
      }
      startSessionCheck();
    }
    const [user, flags, rights] = await Promise.all([
      settled($userInfo),
      settled($featureFlags),
      settled($entitlements),
    ]);
    return user.status === "success" && flags.status === "success" && rights.status === "success";
  });
}

/** The re-check of the expired-session modal: clears the flag when the token call succeeds. */
export async function recheckSession(): Promise<boolean> {
  try {
    const result = await fetchToken();
    $authToken.set({ status: "success", data: result });
    $sessionExpired.set(false);
    return true;
  } catch {
    return false;
  }
}

/** The portal's 'Sign in' (expired-session modal): sends the browser to sign in, coming back here. */
export function signIn(): void {
  redirectTo(withRedirect(SIGN_IN_PATH, currentLocation()));
}

/**
 * Signs out: server sign-out, cookies deleted, entitlement cache cleared. Where the browser goes
 * next is the caller's (the navigation asks for the sign-in page with `vms-navigate`).
 */
export async function signOut(): Promise<void> {
  stopSessionCheck();
  update({ redirecting: true });
  await postSignOut();
  clearStoredEntitlements(browserStorage());
}

onAuthError(() => {
  // The first token call of the portal answers 401 when nobody is signed in: that is a redirect to
  // the sign-in page, not an expired session.
  const { redirecting, token } = $portalSession.get();
  if (!redirecting && token !== "awaiting") $sessionExpired.set(true);
});
