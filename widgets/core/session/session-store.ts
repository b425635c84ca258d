import { atom, computed, onMount } from "nanostores";
import { onAuthError } from "../api/request";
import { createLoader, dataOf, remoteAtom, type RemoteData, type RemoteStore } from "../api/remote-data";
import { ApiError } from "../api/api-error";
import { $config } from "../config/config-store";
import { redirectHost } from "../navigation/redirect";
import { joinUrl } from "../navigation/routes";
import { notify } from "../notifications/notifications-store";
import type { AuthResult, Client, ProductEntitlements, UserInfo } from "../schemas/session";
import {
  browserStorage,
  clearStoredEntitlements,
  readStoredEntitlements,
  writeStoredEntitlements,
} from "./entitlements-cache";
import {
  fetchClients,
  fetchEntitlements,
  fetchFeatureFlags,
  fetchToken,
  fetchUserInfo,
  postSignOut,
} from "./session-api";

/** Where the browser signs in (the reference server serves it; a deployment proxies it). */
export const SIGN_IN_PATH = "/auth/redirect";
/** How often the portal checks that the session is still valid. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;

export const $authToken = remoteAtom<AuthResult>();
export const $userInfo = remoteAtom<UserInfo>();
/** Feature flag names; a failed load gives an empty list, so this store never holds an error. */
export const $featureFlags = remoteAtom<string[]>();
export const $entitlements = remoteAtom<ProductEntitlements>();
/** Clients of the streaming page type. */
export const $clients = remoteAtom<Client[]>();
/** True when a call answered 401 or the periodic token check failed: the expired-session modal shows. */
export const $sessionExpired = atom(false);

/** The user token for sockets: the configured one (embedded) or the fetched one (portal). */
export const $userToken = computed([$config, $authToken], (config, token) => config.token ?? dataOf(token)?.userToken);

let portalMode = false;
let redirecting = false;
/** In the portal, lazy loads wait until the token call has succeeded (ensureSession starts them). */
let awaitingToken = false;
const deferredLoads = new Set<() => unknown>();

function currentLocation(): string {
  const { pathname, search } = globalThis.location;
  return `${pathname}${search}`;
}

function withRedirect(url: string, target: string): string {
  return `${url}${url.includes("?") ? "&" : "?"}redirect_to=${encodeURIComponent(target)}`;
}

function redirectTo(url: string): void {
  redirecting = true;
  redirectHost(url);
}

/**
 * The sign-in page: `signInUrl` when configured, else `/auth/redirect` on the API's origin; with
 * `returnTo`, the page to come back to (`redirect_to`).
 */
export function signInUrl(returnTo?: string): string {
  const { signInUrl: configured, apiBaseUrl } = $config.get();
  const base = configured ?? (apiBaseUrl ? joinUrl(apiBaseUrl, SIGN_IN_PATH) : SIGN_IN_PATH);
  return returnTo === undefined ? base : withRedirect(base, returnTo);
}

/** A loader that joins the load in flight and skips the call when the store already has data. */
function ensureLoaded<T>(store: RemoteStore<T>, load: (signal: AbortSignal) => Promise<T>, { lazy = true } = {}) {
  const run = createLoader(store, load);
  let pending: Promise<RemoteData<T>> | undefined;
  const ensure = (): Promise<RemoteData<T>> => {
    const current = store.get();
    if (current.status === "success") return Promise.resolve(current);
    pending ??= run().finally(() => (pending = undefined));
    return pending;
  };
  const reload = (): Promise<RemoteData<T>> => {
    pending = run().finally(() => (pending = undefined));
    return pending;
  };
  onMount(store, () => {
    if (!lazy || store.get().status !== "notAsked") return;
    if (awaitingToken) deferredLoads.add(ensure);
    else void ensure();
  });
  return { ensure, reload };
}

const token = ensureLoaded($authToken, fetchToken, { lazy: false });

export const userInfo = ensureLoaded($userInfo, async (signal) => {
  try {
    return await fetchUserInfo(signal);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === "aborted")) notify("error", "core:errors.userInfo");
    throw error;
  }
});

export const featureFlags = ensureLoaded($featureFlags, fetchFeatureFlags);

export const entitlements = ensureLoaded($entitlements, async (signal) => {
  const user = await userInfo.ensure();
  if (user.status !== "success") throw user.status === "error" ? user.error : new ApiError("aborted", "aborted");
  const storage = browserStorage();
  const cached = readStoredEntitlements(storage, user.data.id);
  try {
    const fresh = await fetchEntitlements(signal);
    writeStoredEntitlements(storage, user.data.id, fresh);
    return fresh;
  } catch (error) {
    if (cached) return cached;
    if (portalMode && !(error instanceof ApiError && error.code === "aborted")) {
      redirectTo(withRedirect($config.get().landingUrl, globalThis.location.href));
    }
    throw error;
  }
});

export const clients = ensureLoaded($clients, async (signal) => {
  try {
    return await fetchClients(signal);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === "aborted")) notify("error", "core:errors.clients");
    throw error;
  }
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
 * (on failure the browser goes to /auth/redirect with `redirect_to`), then loads user info, flags,
 * entitlements (search rights load with the widgets that read them: `$unitSearchRights`), and starts the periodic check. Resolves true when the session is
 * ready.
 */
export async function ensureSession(): Promise<boolean> {
  portalMode = true;
  if (!$config.get().token) {
    awaitingToken = true;
    const result = await token.ensure();
    if (result.status === "success") {
      awaitingToken = false;
      for (const load of deferredLoads) void load();
      deferredLoads.clear();
    }
    if (result.status !== "success") {
      if (result.status === "error") redirectTo(withRedirect(SIGN_IN_PATH, currentLocation()));
      return false;
    }
    startSessionCheck();
  }
  const [user, flags, rights] = await Promise.all([userInfo.ensure(), featureFlags.ensure(), entitlements.ensure()]);
  return user.status === "success" && flags.status === "success" && rights.status === "success";
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

/** Sends the browser to sign in, coming back to the current page. */
export function signIn(): void {
  redirectTo(withRedirect(SIGN_IN_PATH, currentLocation()));
}

/**
 * Signs out: server sign-out, cookies deleted, entitlement cache cleared. Where the browser goes
 * next is the caller's (the navigation asks for the sign-in page with `vms-navigate`).
 */
export async function signOut(): Promise<void> {
  stopSessionCheck();
  redirecting = true;
  await postSignOut();
  clearStoredEntitlements(browserStorage());
}

onAuthError(() => {
  // The first token call of the portal answers 401 when nobody is signed in: that is a redirect to
  // the sign-in page, not an expired session.
  if (!redirecting && !awaitingToken) $sessionExpired.set(true);
});

/** Back to the initial state (tests). */
export function resetSession(): void {
  stopSessionCheck();
  portalMode = false;
  redirecting = false;
  awaitingToken = false;
  deferredLoads.clear();
  for (const store of [$authToken, $userInfo, $featureFlags, $entitlements, $clients] as RemoteStore<unknown>[]) {
    store.set({ status: "notAsked" });
  }
  $sessionExpired.set(false);
}
