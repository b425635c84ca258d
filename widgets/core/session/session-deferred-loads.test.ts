import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { cleanStores } from "nanostores";
import { configure } from "../config/config-store";
import { clearNotifications } from "../notifications/notifications-store";
import { defaultConfig } from "../testing/fake-api";
import {
  $clients,
  $entitlements,
  $featureFlags,
  $portalSession,
  $userInfo,
  ensureSession,
  initialPortalSession,
} from "./session-store";

/**
 * A real HTTP server that grants a token slowly and records every call: a lazy store listened to
 * while the portal waits for its token must load once the token has arrived.
 */
let server: Server;
const calls: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    calls.push((req.url ?? "").split("?")[0]!);
    const body =
      req.url === "/api/auth/token"
        ? { status: 200, statusMessage: "OK", data: { userId: 1, userToken: "t" } }
        : { status: 401, statusMessage: "Unauthorized", data: null, error: "Sign in" };
    setTimeout(() => {
      res.writeHead(body.status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    }, 20);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  vi.stubGlobal("location", { pathname: "/", search: "", href: "http://portal.test/" });
  vi.stubGlobal("localStorage", { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
});

afterAll(async () => {
  cleanStores($clients, $userInfo, $featureFlags, $entitlements);
  $portalSession.set(initialPortalSession);
  defaultConfig();
  clearNotifications();
  vi.unstubAllGlobals();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it("runs the loads deferred while the token was awaited once the token arrives", async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  configure({ apiBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, navigate: () => undefined });
  const session = ensureSession();
  const stop = $clients.listen(() => undefined);
  expect(calls).not.toContain("/api/clients");
  await session;
  await vi.waitFor(() => expect(calls).toContain("/api/clients"), { timeout: 2000 });
  expect(calls.indexOf("/api/clients")).toBeGreaterThan(calls.indexOf("/api/auth/token"));
  stop();
});
