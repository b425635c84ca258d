import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../reference-app/server/app";
import { AlertsResponseSchema, type Alert } from "../core/schemas/alerts";
import { presenceRoom } from "../core/schemas/realtime";
import { createPresence, createRealtimeClient, type Presence, type RealtimeClient } from "../core/realtime";
import { until } from "../core/realtime/test-socket-server";
import { otherViewer } from "./alert-item-model";
import { createAlertsFeed, type AlertsFeed } from "../core/alerts/alerts-feed";
import { startTestServer } from "../../reference-app/server/testing/server-test";

/** Two operators of client 1 (operator, admin) against the real reference server. */
let server: RunningServer;
interface User {
  token: string;
  client: RealtimeClient;
  presence: Presence;
  feed: AlertsFeed;
  stop: () => void;
}
const users: User[] = [];

async function api(token: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${server.url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

async function user(username: string): Promise<User> {
  const token = await server.issueToken(username);
  const client = createRealtimeClient({
    baseUrl: () => server.url,
    token: () => token,
    transports: ["websocket"],
    reconnectionDelayMs: 50,
    log: { warn: () => undefined, error: () => undefined },
  });
  const feed = createAlertsFeed({
    client,
    fetchAlerts: async () => AlertsResponseSchema.parse(await api(token, "/api/alerts")).data,
  });
  const u = { token, client, presence: createPresence(client), feed, stop: feed.$state.listen(() => undefined) };
  users.push(u);
  return u;
}
const shown = (u: User): readonly Alert[] => {
  const state = u.feed.$state.get();
  return state.status === "success" ? state.alerts : [];
};

beforeAll(async () => {
  server = await startTestServer({ testHooks: true, alertMedia: false });
});
afterAll(async () => {
  for (const u of users) u.stop();
  await server.close();
});

describe("alerts feed and presence against the reference server", () => {
  it("an alert raised by the test hook appears for both, a viewer collapses it for the other, resolving removes it for both", async () => {
    const operator = await user("operator");
    const admin = await user("admin");
    await until(() => users.every((u) => u.client.status("/security_alerts").get() === "connected"));
    await until(() => users.every((u) => u.feed.$state.get().status === "success"));
    const liveUnitId = server.db
      .prepare("SELECT id FROM live_units WHERE client_id = 1 ORDER BY id LIMIT 1")
      .pluck()
      .get() as number;
    const raised = (await api(operator.token, "/api/test/alerts", { liveUnitId, alertType: "loitering" })) as {
      data: { alertId: number };
    };
    const { alertId } = raised.data;
    await until(() => users.every((u) => shown(u)[0]?.alertId === alertId));
    expect(shown(operator)[0]).toMatchObject({ alertId, alertType: "loitering", liveUnitId, clientId: 1 });

    const room = presenceRoom(liveUnitId, alertId);
    const $seen = operator.presence.viewersOf(room);
    const stopSeen = $seen.listen(() => undefined);
    const leave = admin.presence.join(room);
    await until(() => otherViewer($seen.get(), "operator")?.username === "admin");
    expect($seen.get()).toEqual([expect.objectContaining({ username: "admin", viewOnlyAccess: false })]);
    leave();
    await until(() => $seen.get()?.length === 0);
    stopSeen();

    await api(operator.token, `/api/alerts/${alertId}/resolve`, { alertId, tags: ["other"], note: "test" });
    await until(() => users.every((u) => !shown(u).some((a) => a.alertId === alertId)));
  });
});
