import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../../reference-app/server/app";
import { $config, configure } from "../config/config-store";
import { ConfigSchema } from "../config/config-schema";
import { $notificationQueue, clearNotifications } from "../notifications/notifications-store";
import { DISCONNECT_NOTICE_MS, REALTIME_GRACE_MS } from "./disconnect-notice";
import { $securityAlertsStatus, realtime } from "./index";
import { until } from "./test-socket-server";
import { startTestServer } from "../../../reference-app/server/testing/server-test";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  $config.set(ConfigSchema.parse({}));
  clearNotifications();
  await server.close();
});

describe("the page's real-time client", () => {
  it(
    "connects to the reference server with the configured token, and raises the reconnect notice (12 s) on a loss after the grace",
    async () => {
      configure({ realtimeEventsUrl: server.url, token: await server.issueToken("operator") });
      const opened = Date.now();
      const release = realtime.retain("/security_alerts");
      try {
        await until(() => $securityAlertsStatus.get() === "connected");
        await new Promise((resolve) =>
          setTimeout(resolve, Math.max(0, REALTIME_GRACE_MS + 100 - (Date.now() - opened))),
        );
        expect($notificationQueue.get()).toEqual([]);
        await server.close();
        await until(() => $securityAlertsStatus.get() === "disconnected");
        expect($notificationQueue.get()).toMatchObject([
          { severity: "error", key: "core:errors.realtimeDisconnected", duration: DISCONNECT_NOTICE_MS },
        ]);
      } finally {
        release();
      }
      expect($securityAlertsStatus.get()).toBe("idle");
    },
    REALTIME_GRACE_MS + 10_000,
  );
});
