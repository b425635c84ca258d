import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { RunningServer } from "../../../reference-app/server/app";
import { cleanStores } from "nanostores";
import { configure } from "../config/config-store";
import { defaultConfig } from "../testing/fake-api";
import { $notificationQueue, clearNotifications } from "../notifications/notifications-store";
import { ENTITLEMENTS_STORAGE_KEY } from "./entitlements-cache";
import {
  $entitlements,
  $featureFlags,
  $sessionExpired,
  $sessionStatus,
  $userInfo,
  $authToken,
  $clients,
  $portalSession,
  ensureSession,
  initialPortalSession,
  recheckSession,
  stopSessionCheck,
  signInUrl,
  signOut,
  startSessionCheck,
} from "./session-store";
import { startTestServer } from "../../../reference-app/server/testing/server-test";

/** Only the browser's storage and location are stood in for; every call goes to the real server. */
const items = new Map<string, string>();
const storage = {
  getItem: (key: string) => items.get(key) ?? null,
  setItem: (key: string, value: string) => void items.set(key, value),
  removeItem: (key: string) => void items.delete(key),
};
let server: RunningServer;
const visited: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  vi.stubGlobal("localStorage", storage);
  vi.stubGlobal("location", { pathname: "/alerts", search: "?x=1", href: "http://portal.test/alerts?x=1" });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});
afterEach(() => {
  cleanStores($sessionStatus, $userInfo, $featureFlags, $entitlements, $clients);
  stopSessionCheck();
  $portalSession.set(initialPortalSession);
  $authToken.set({ status: "notAsked" });
  $sessionExpired.set(false);
  defaultConfig();
  clearNotifications();
  items.clear();
  visited.length = 0;
});

function use(token?: string) {
  configure({ apiBaseUrl: server.url, token, navigate: (path: string) => visited.push(path) });
}

describe("session against the reference server", () => {
  it("loads user info, flags and entitlements with a configured token, and caches the entitlements", async () => {
    use(await server.issueToken("operator"));
    expect(await ensureSession()).toBe(true);
    expect($sessionStatus.get()).toBe("ready");
    const user = $userInfo.get();
    expect(user.status === "success" && user.data.username).toBe("operator");
    const flags = $featureFlags.get();
    expect(flags.status === "success" && flags.data).toContain("security_alerts");
    expect($entitlements.get()).toEqual({
      status: "success",
      data: { adminAccess: false, ccAccess: true, vmAccess: true },
    });
    const stored: unknown = JSON.parse(items.get(ENTITLEMENTS_STORAGE_KEY) ?? "null");
    expect(stored).toEqual({
      userId: user.status === "success" ? user.data.id : -1,
      entitlements: { adminAccess: false, ccAccess: true, vmAccess: true },
    });
    expect(visited).toEqual([]);
  });

  it("asks for the entitlements beside user info, not after its answer", async () => {
    const realFetch = globalThis.fetch;
    const order: string[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      order.push(`asked ${path}`);
      const response = await realFetch(input, init);
      order.push(`answered ${path}`);
      return response;
    });
    use(await server.issueToken("operator"));
    try {
      expect(await ensureSession()).toBe(true);
    } finally {
      vi.stubGlobal("fetch", realFetch);
    }
    expect(order.indexOf("asked /api/user/product-entitlements")).toBeLessThan(
      order.indexOf("answered /api/vms/user_info"),
    );
  });

  it("replaces entitlements cached for another user", async () => {
    items.set(
      ENTITLEMENTS_STORAGE_KEY,
      JSON.stringify({ userId: 999_999, entitlements: { adminAccess: true, ccAccess: true, vmAccess: true } }),
    );
    use(await server.issueToken("limited"));
    expect(await ensureSession()).toBe(true);
    expect($entitlements.get()).toEqual({
      status: "success",
      data: { adminAccess: false, ccAccess: false, vmAccess: false },
    });
    expect(items.get(ENTITLEMENTS_STORAGE_KEY)).not.toContain("999999");
  });

  it("sends the browser to sign in with redirect_to when the token call fails", async () => {
    use();
    expect(await ensureSession()).toBe(false);
    expect(visited).toEqual(["/auth/redirect?redirect_to=%2Falerts%3Fx%3D1"]);
    expect($sessionExpired.get()).toBe(false);
  });

  it("marks the session expired and reports user info on a 401", async () => {
    use("not-a-valid-token");
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await ensureSession()).toBe(false);
    expect($sessionStatus.get()).toBe("error");
    expect($sessionExpired.get()).toBe(true);
    expect($notificationQueue.get().map((n) => n.key)).toContain("core:errors.userInfo");
    expect(await recheckSession()).toBe(false);
    expect($sessionExpired.get()).toBe(true);
    vi.restoreAllMocks();
  });

  it("signs out: clears the entitlement cache; where to go next is the caller's", async () => {
    use(await server.issueToken("operator"));
    await ensureSession();
    expect(items.has(ENTITLEMENTS_STORAGE_KEY)).toBe(true);
    await signOut();
    expect(items.has(ENTITLEMENTS_STORAGE_KEY)).toBe(false);
    expect(visited).toEqual([]);
    expect(signInUrl()).toBe(`${server.url}/auth/redirect`);
  });

  it("a failed periodic token check marks the session expired", async () => {
    use(await server.issueToken("operator"));
    expect(await ensureSession()).toBe(true);
    expect($sessionExpired.get()).toBe(false);
    // Node's fetch sends no session cookie, so the token call answers 401 as after an expiry.
    startSessionCheck(20);
    await vi.waitFor(() => expect($sessionExpired.get()).toBe(true), { timeout: 2000 });
  });
});
