// @vitest-environment happy-dom
import { allTasks, cleanStores } from "nanostores";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { $featureFlags } from "vms-widgets";
import { defaultConfig, fakeApi, ok, type FakeApi } from "../../widgets/core/testing/fake-api";
import { $page, $router, appNavigate, isAppRoute, startRouteGuards } from "./router";

/** The flags come from a fake API, as the portal gets them. */
let api: FakeApi;
beforeAll(async () => {
  api = await fakeApi();
});
afterAll(async () => {
  defaultConfig();
  await api.close();
});

describe("routes", () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    cleanStores($page, $featureFlags);
    api.reset();
    vi.restoreAllMocks();
  });

  it("knows every route of the spec and nothing of the server's pages", () => {
    for (const path of [
      "/",
      "/camera/3/stream",
      "/live-unit/4/history",
      "/archive-cabinet/5/history",
      "/live-unit/4/requested-video",
      "/live-unit/4/view",
      "/alerts",
      "/mosaic/9",
      "/profile",
    ]) {
      expect(isAppRoute(path), path).toBe(true);
    }
    for (const path of ["/auth/redirect", "/api/vms/user_info", "/camera/3", "/media/x.svg"])
      expect(isAppRoute(path), path).toBe(false);
  });

  it.each(["/alerts", "/live-unit/4/view"])("redirects %s to / without the security_alerts flag", async (path) => {
    api.reply("/api/feature_flags", ok({ flags: ["next_reports"] }, 30));
    stop = startRouteGuards();
    $router.open(path);
    expect($featureFlags.get().status).toBe("loading");
    expect($page.get()).toBeUndefined();
    await allTasks();
    expect($router.get()?.route).toBe("home");
    expect(location.pathname).toBe("/");
  });

  it("keeps the alert routes with the flag", async () => {
    api.reply("/api/feature_flags", ok({ flags: ["security_alerts"] }));
    stop = startRouteGuards();
    await allTasks();
    $router.open("/live-unit/4/view?contextId=2");
    expect($page.get()?.route).toBe("liveUnitView");
    expect($page.get()?.params).toEqual({ liveUnitId: "4" });
  });

  it("routes app paths through the router and loads every other path", () => {
    const assign = vi.spyOn(location, "assign").mockImplementation(() => {});
    appNavigate("/camera/7/stream");
    expect($router.get()?.route).toBe("stream");
    expect(assign).not.toHaveBeenCalled();
    appNavigate("/auth/redirect?redirect_to=%2F");
    expect(assign).toHaveBeenCalledWith(`${location.origin}/auth/redirect?redirect_to=%2F`);
  });
});
