import { cleanStores } from "nanostores";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { RunningServer } from "../../../reference-app/server/app";
import { startTestServer } from "../../../reference-app/server/testing/server-test";
import { $config, configure } from "../config/config-store";
import { $notificationQueue, clearNotifications } from "../notifications/notifications-store";
import { defaultConfig } from "../testing/fake-api";
import { $entitlements, $featureFlags, $sessionStatus, $userInfo, ensureSession } from "./session-store";
import { languageFromCookie } from "./language-cookie";
import { $userSettings, $videoQuality, changeUserSettings } from "./user-settings";

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
const cleanSession = () =>
  cleanStores($videoQuality, $userSettings, $sessionStatus, $userInfo, $featureFlags, $entitlements);

afterEach(() => {
  cleanSession();
  defaultConfig();
  clearNotifications();
});

async function signIn(username: string) {
  configure({ apiBaseUrl: server.url, token: await server.issueToken(username), navigate: () => {} });
  const off = $userSettings.listen(() => {});
  expect(await ensureSession()).toBe(true);
  return off;
}

/** The PUT bodies the page sends (the real server still answers them). */
function watchPuts(answer?: () => Response) {
  const realFetch = globalThis.fetch;
  const bodies: unknown[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method !== "PUT") return realFetch(input, init);
    bodies.push(JSON.parse(String(init.body)));
    return answer ? answer() : realFetch(input, init);
  });
  return { bodies, restore: () => vi.stubGlobal("fetch", realFetch) };
}
const refused = () => new Response("nope", { status: 500 });

describe("$userSettings and changeUserSettings against the reference server", () => {
  it("the quality is 'auto' until chosen, shows a choice at once and reads it back after a reload", async () => {
    const off = await signIn("partner");
    expect($userSettings.get()).toEqual({ language: "en", videoQuality: "auto" });
    const saving = changeUserSettings({ videoQuality: "main" });
    expect($videoQuality.get()).toBe("main");
    expect(await saving).toBe(true);
    off();
    cleanSession();
    // A new page: the user info says what was chosen.
    const again = await signIn("partner");
    expect($videoQuality.get()).toBe("main");
    expect(await changeUserSettings({ videoQuality: "auto" })).toBe(true);
    again();
  });

  it("the language switches the widgets at once and is kept for the user (user info carries it)", async () => {
    const off = await signIn("bilingual");
    const saving = changeUserSettings({ language: "es" });
    expect($config.get().language).toBe("es");
    expect($userSettings.get().language).toBe("es");
    expect(await saving).toBe(true);
    off();
    cleanSession();
    configure({ language: "en" });
    const again = await signIn("bilingual");
    expect($userInfo.get()).toMatchObject({ status: "success", data: { language: "es" } });
    expect(await changeUserSettings({ language: "en" })).toBe(true);
    again();
  });

  it("sends one call with only the keys that change, and none when nothing does", async () => {
    const off = await signIn("operator");
    const puts = watchPuts();
    try {
      expect(await changeUserSettings({ language: "en", videoQuality: "auto" })).toBe(true);
      expect(puts.bodies).toEqual([]);
      expect(await changeUserSettings({ language: "es", videoQuality: "sub" })).toBe(true);
      expect(await changeUserSettings({ language: "es", videoQuality: "main" })).toBe(true);
      expect(puts.bodies).toEqual([{ language: "es", videoQuality: "sub" }, { videoQuality: "main" }]);
      expect(await changeUserSettings({ language: "en", videoQuality: "auto" })).toBe(true);
    } finally {
      puts.restore();
    }
    expect($userSettings.get()).toEqual({ language: "en", videoQuality: "auto" });
    off();
  });

  it("puts both keys back and says so for each when the server refuses", async () => {
    const off = await signIn("admin");
    const puts = watchPuts(refused);
    try {
      const saving = changeUserSettings({ language: "es", videoQuality: "sub" });
      expect($userSettings.get()).toEqual({ language: "es", videoQuality: "sub" });
      expect(await saving).toBe(false);
    } finally {
      puts.restore();
    }
    expect($userSettings.get()).toEqual({ language: "en", videoQuality: "auto" });
    expect($config.get().language).toBe("en");
    expect($notificationQueue.get().map((n) => n.key)).toEqual(["core:errors.language", "core:errors.videoQuality"]);
    off();
  });

  it("a failed change leaves a later change of the same key in place", async () => {
    const off = await signIn("admin");
    const realFetch = globalThis.fetch;
    let refuse!: () => void;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== "PUT") return realFetch(input, init);
      if (JSON.parse(String(init.body)).videoQuality === "sub")
        return new Promise<Response>((resolve) => (refuse = () => resolve(refused())));
      return realFetch(input, init);
    });
    try {
      const first = changeUserSettings({ videoQuality: "sub" });
      await vi.waitFor(() => expect(refuse).toBeTypeOf("function"));
      expect(await changeUserSettings({ videoQuality: "main" })).toBe(true);
      refuse();
      expect(await first).toBe(false);
      expect($videoQuality.get()).toBe("main");
      expect(await changeUserSettings({ videoQuality: "auto" })).toBe(true);
    } finally {
      vi.stubGlobal("fetch", realFetch);
    }
    off();
  });

  it("a quality change before the user info answers changes nothing", async () => {
    expect($userInfo.get().status).not.toBe("success");
    expect(await changeUserSettings({ videoQuality: "main" })).toBe(false);
    expect($videoQuality.get()).toBe("auto");
  });
});

describe("languageFromCookie", () => {
  it("reads our languages from the cookie and nothing else", () => {
    expect(languageFromCookie("a=1; vms_lang=es; b=2")).toBe("es");
    expect(languageFromCookie("vms_lang=fr")).toBeUndefined();
    expect(languageFromCookie("other_vms_lang=es")).toBeUndefined();
    expect(languageFromCookie("")).toBeUndefined();
  });
});
