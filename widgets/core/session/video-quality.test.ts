import { cleanStores } from "nanostores";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { RunningServer } from "../../../reference-app/server/app";
import { startTestServer } from "../../../reference-app/server/testing/server-test";
import { configure } from "../config/config-store";
import { $notificationQueue, clearNotifications } from "../notifications/notifications-store";
import { defaultConfig } from "../testing/fake-api";
import { $entitlements, $featureFlags, $sessionStatus, $userInfo, ensureSession } from "./session-store";
import { $videoQuality, chooseVideoQuality } from "./video-quality";

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
const cleanSession = () => cleanStores($videoQuality, $sessionStatus, $userInfo, $featureFlags, $entitlements);

afterEach(() => {
  cleanSession();
  defaultConfig();
  clearNotifications();
});

async function signIn(username: string) {
  configure({ apiBaseUrl: server.url, token: await server.issueToken(username), navigate: () => {} });
  const off = $videoQuality.listen(() => {});
  expect(await ensureSession()).toBe(true);
  return off;
}

describe("$videoQuality against the reference server", () => {
  it("is 'auto' until chosen, shows a choice at once and reads it back after a reload", async () => {
    const off = await signIn("partner");
    expect($videoQuality.get()).toBe("auto");
    const saving = chooseVideoQuality("main");
    expect($videoQuality.get()).toBe("main");
    expect(await saving).toBe(true);
    off();
    cleanSession();
    // A new page: the user info says what was chosen.
    const again = await signIn("partner");
    expect($videoQuality.get()).toBe("main");
    expect(await chooseVideoQuality("auto")).toBe(true);
    again();
  });

  it("puts the previous choice back and says so when the server refuses", async () => {
    const off = await signIn("admin");
    const realFetch = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === "PUT" ? new Response("nope", { status: 500 }) : realFetch(input, init),
    );
    try {
      expect(await chooseVideoQuality("sub")).toBe(false);
    } finally {
      vi.stubGlobal("fetch", realFetch);
    }
    expect($videoQuality.get()).toBe("auto");
    expect($notificationQueue.get().map((n) => n.key)).toContain("core:errors.videoQuality");
    off();
  });
});
