import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error";
import type { Alert } from "../schemas/alerts";
import { createRealtimeClient, type RealtimeClient } from "../realtime";
import { TestSocketServer, until } from "../realtime/test-socket-server";
import { compareNewestFirst } from "./alerts-reducer";
import { createAlertsFeed, type AlertsFeed, type AlertsFeedOptions } from "./alerts-feed";

/** The server's truth: alerts in a table, events on the socket, a slow alerts call. */
class AlertsWorld {
  readonly table = new Map<number, Alert>();
  fetches = 0;
  failNext = 0;
  /** How long the alerts call takes; the snapshot is read halfway. */
  latencyMs = 30;
  private nextId = 1;
  constructor(readonly sockets: TestSocketServer) {}

  raise(minute = this.nextId % 60): Alert {
    const alertId = this.nextId++;
    const alert: Alert = {
      alertId,
      alertType: "intrusion",
      alertSubject: "person",
      alertTimestamp: new Date(Date.UTC(2026, 10, 21, 3, minute, alertId % 60)).toISOString(),
      state: "new",
      cameraId: 1,
      cameraRole: "Primary",
      sensorId: null,
      clientId: 1,
      clientName: "Crescent",
      locationId: 1,
      locationName: "North Lot",
      locationTimezone: "America/Chicago",
      liveUnitId: 1,
      liveUnitName: "LVT-1",
      serial: "S1",
      media: [],
    };
    this.table.set(alertId, alert);
    this.sockets.emit("/security_alerts", "alert raised", alert);
    return alert;
  }
  addMedia(alertId: number): void {
    const alert = this.table.get(alertId);
    if (!alert) return;
    const media = [
      {
        mediaTimestamp: alert.alertTimestamp,
        cameraId: 1,
        mimeType: "image/jpeg" as const,
        url: `/m/${alertId}.jpg`,
        cameraRole: "Left" as const,
      },
    ];
    this.table.set(alertId, { ...alert, media: [...alert.media, ...media] });
    this.sockets.emit("/security_alerts", "media available", { alertId, media });
  }
  resolve(alertId: number): void {
    this.table.delete(alertId);
    this.sockets.emit("/security_alerts", "resolve initiated", { alertId });
  }
  list(): Alert[] {
    return [...this.table.values()].sort(compareNewestFirst);
  }
  readonly fetchAlerts = async (signal: AbortSignal): Promise<Alert[]> => {
    this.fetches += 1;
    await new Promise((resolve) => setTimeout(resolve, this.latencyMs / 2));
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new ApiError("http", "Internal server error", 500, "/api/alerts");
    }
    const snapshot = structuredClone(this.list());
    await new Promise((resolve) => setTimeout(resolve, this.latencyMs / 2));
    if (signal.aborted) throw new ApiError("aborted", "aborted");
    return snapshot;
  };
}

let sockets: TestSocketServer;
let world: AlertsWorld;
let client: RealtimeClient;
const stops: (() => void)[] = [];

function feed(extra: Partial<AlertsFeedOptions> = {}): AlertsFeed {
  return createAlertsFeed({ client, fetchAlerts: world.fetchAlerts, retryDelaysMs: [50], ...extra });
}
function watch(f: AlertsFeed): void {
  stops.push(f.$state.listen(() => undefined));
}
const shown = (f: AlertsFeed) => {
  const state = f.$state.get();
  return state.status === "success" ? state.alerts : undefined;
};
const settled = (f: AlertsFeed) => {
  const state = f.$state.get();
  return state.status === "success" && !state.syncing;
};
async function burst(count: number, perMs: number, during?: (i: number) => Promise<void> | void): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const alert = world.raise();
    if (i % 3 === 0) world.addMedia(alert.alertId);
    if (i % 4 === 1) world.resolve(alert.alertId - 1);
    await during?.(i);
    if (i % perMs === 0) await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

beforeEach(async () => {
  sockets = new TestSocketServer(2000);
  await sockets.start();
  world = new AlertsWorld(sockets);
  client = createRealtimeClient({
    baseUrl: () => sockets.url,
    token: () => "good-token",
    transports: ["websocket"],
    reconnectionDelayMs: 50,
    retryDelaysMs: [50],
    log: { warn: () => undefined, error: () => undefined },
  });
});
afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  await sockets.stop();
});

describe("the alerts feed against a real socket.io server", () => {
  it("loads, then follows raise, media and resolve events", async () => {
    world.raise(5);
    world.raise(9);
    const f = feed();
    watch(f);
    expect(f.$state.get()).toEqual({ status: "loading" });
    await until(() => settled(f) && client.status("/security_alerts").get() === "connected");
    await until(() => settled(f));
    expect(shown(f)?.map((a) => a.alertId)).toEqual([2, 1]);
    const third = world.raise(30);
    world.addMedia(third.alertId);
    world.resolve(1);
    await until(() => shown(f)?.length === 2 && shown(f)?.[0]?.media.length === 1);
    expect(shown(f)).toEqual(world.list());
  });

  it("a burst during the load: the list equals the server's, nothing lost, nothing twice", async () => {
    world.latencyMs = 200;
    const f = feed();
    watch(f);
    await until(() => client.status("/security_alerts").get() === "connected");
    f.reconcile();
    await burst(300, 20);
    await until(() => settled(f), 5000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shown(f)).toEqual(world.list());
  });

  it("a dropped transport during a burst is recovered without a refetch", async () => {
    const f = feed();
    watch(f);
    await until(() => settled(f) && client.status("/security_alerts").get() === "connected");
    await until(() => settled(f));
    world.raise(); // gives the client an offset to resume from
    await until(() => shown(f)?.length === 1);
    const fetches = world.fetches;
    await burst(300, 10, (i) => {
      if (i === 100) client.connection("/security_alerts").simulateDrop();
    });
    await until(() => client.status("/security_alerts").get() === "connected");
    await until(() => shown(f)?.length === world.list().length, 5000);
    expect(shown(f)).toEqual(world.list());
    expect(world.fetches).toBe(fetches);
  });

  it("a server restart during a burst is reconciled by a refetch", async () => {
    const f = feed();
    watch(f);
    await until(() => settled(f) && client.status("/security_alerts").get() === "connected");
    await until(() => settled(f));
    const fetches = world.fetches;
    await burst(150, 10);
    await sockets.restart(50);
    await burst(150, 10); // raised while this client is still reconnecting: only the refetch brings them
    await until(() => client.status("/security_alerts").get() === "connected", 5000);
    await until(() => settled(f) && world.fetches > fetches, 5000);
    await burst(50, 10);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(shown(f)).toEqual(world.list());
    expect(new Set(shown(f)?.map((a) => a.alertId)).size).toBe(shown(f)?.length);
  });

  it("a failed first load shows the error, retries by itself and on retry()", async () => {
    world.failNext = 2; // the load on mount and the one on connecting
    const f = createAlertsFeed({ client, fetchAlerts: world.fetchAlerts, retryDelaysMs: [60_000] });
    watch(f);
    await until(() => f.$state.get().status === "error" && world.failNext === 0);
    expect(f.$state.get()).toMatchObject({ status: "error", error: { code: "http", status: 500 } });
    f.retry();
    await until(() => settled(f));
    // and by itself
    const g = feed();
    world.failNext = 2;
    watch(g);
    await until(() => settled(g), 3000);
  });

  it("a failed refetch keeps the list, reports, and tries again", async () => {
    const errors: string[] = [];
    world.raise();
    const f = feed({ onRefetchError: (e) => errors.push(e.message) });
    watch(f);
    await until(() => settled(f) && client.status("/security_alerts").get() === "connected");
    await until(() => settled(f));
    world.failNext = 1;
    f.reconcile();
    await until(() => errors.length === 1);
    expect(shown(f)).toHaveLength(1);
    world.raise();
    await until(() => settled(f) && shown(f)?.length === 2);
    expect(shown(f)).toEqual(world.list());
  });

  it("gathers a burst into few updates when asked to, and reports handling times", async () => {
    const times: number[] = [];
    const f = feed({ publish: 40, onEventHandled: (ms) => times.push(ms) });
    let updates = 0;
    stops.push(f.$state.listen(() => (updates += 1)));
    await until(() => settled(f) && client.status("/security_alerts").get() === "connected");
    await until(() => settled(f));
    updates = 0;
    for (let i = 0; i < 100; i += 1) world.raise();
    await until(() => shown(f)?.length === 100);
    expect(updates).toBeLessThan(20);
    expect(times).toHaveLength(100);
  });

  it("closes the socket when unmounted and starts fresh when mounted again", async () => {
    const f = feed();
    const stop = f.$state.listen(() => undefined);
    await until(() => settled(f) && client.status("/security_alerts").get() === "connected");
    stop();
    await until(() => client.status("/security_alerts").get() === "idle", 3000);
    world.raise();
    watch(f);
    await until(() => settled(f) && shown(f)?.length === 1);
  });
});
