import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { atom } from "nanostores";
import { createRealtimeClient, socketTarget, type RealtimeClient, type RealtimeClientOptions } from "./realtime-client";
import { TestSocketServer, until } from "./test-socket-server";
import type { AlertRaisedEvent } from "../schemas/realtime";

const alert: AlertRaisedEvent = {
  alertId: 9001,
  alertType: "intrusion",
  alertSubject: "person",
  alertTimestamp: "2026-11-21T03:14:00Z",
  state: "new",
  cameraId: 12061,
  cameraRole: "Primary",
  sensorId: null,
  clientId: 1,
  clientName: "Crescent Property Management",
  locationId: 930,
  locationName: "North Lot",
  locationTimezone: "America/Chicago",
  liveUnitId: 4021,
  liveUnitName: "LVT-4021",
  serial: "LVT4021A",
  media: [],
};

let server: TestSocketServer;
const $token = atom<string | undefined>("good-token");
const logged: string[] = [];
const log = { warn: (m: string) => logged.push(`warn ${m}`), error: (m: string) => logged.push(`error ${m}`) };
const cleanups: (() => void)[] = [];

function client(extra: Partial<RealtimeClientOptions> = {}): RealtimeClient {
  return createRealtimeClient({
    baseUrl: () => server.url,
    token: () => $token.get(),
    watchToken: (listener) => $token.listen(listener),
    transports: ["websocket"],
    retryDelaysMs: [50, 100],
    reconnectionDelayMs: 50,
    log,
    ...extra,
  });
}
function keep(unsubscribe: () => void): () => void {
  cleanups.push(unsubscribe);
  return unsubscribe;
}

beforeEach(async () => {
  server = new TestSocketServer(1500);
  await server.start();
  $token.set("good-token");
  logged.length = 0;
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  await server.stop();
});

describe("socketTarget", () => {
  it("keeps the origin for the connection and puts a base path into the namespace, as socket.io does", () => {
    expect(socketTarget("https://rt.example.com", "/view")).toEqual({ origin: "https://rt.example.com", nsp: "/view" });
    expect(socketTarget("https://rt.example.com/events/", "/security_alerts")).toEqual({
      origin: "https://rt.example.com",
      nsp: "/events/security_alerts",
    });
  });
});

describe("realtime client against a real socket.io server", () => {
  it("opens a namespace lazily, shares one socket between listeners and closes when the last leaves", async () => {
    const rt = client();
    const status = rt.status("/security_alerts");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(status.get()).toBe("idle");
    expect(server.sockets("/security_alerts")).toHaveLength(0);

    const first = rt.on("alert raised", () => undefined);
    const second = rt.on("resolve initiated", () => undefined);
    await until(() => status.get() === "connected");
    expect(server.sockets("/security_alerts")).toHaveLength(1);
    expect(server.sockets("/view")).toHaveLength(0);
    expect(server.handshakes).toEqual(["good-token"]);

    first();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.sockets("/security_alerts")).toHaveLength(1);
    second();
    expect(status.get()).toBe("idle");
    await until(() => server.sockets("/security_alerts").length === 0, 2000, "server-side disconnect");
  });

  it("parses every payload: a bad one is dropped and logged, a throwing handler does not stop the others", async () => {
    const rt = client();
    const seen: number[] = [];
    keep(
      rt.on("alert raised", () => {
        throw new Error("handler bug");
      }),
    );
    keep(rt.on("alert raised", (a) => seen.push(a.alertId)));
    await until(() => rt.status("/security_alerts").get() === "connected");
    server.emit("/security_alerts", "alert raised", { ...alert, liveUnitId: "not a number" });
    server.emit("/security_alerts", "alert raised", { nonsense: true });
    server.emit("/security_alerts", "made up event", { x: 1 });
    server.emit("/security_alerts", "alert raised", alert);
    await until(() => seen.length === 1);
    expect(seen).toEqual([9001]);
    expect(rt.connection("/security_alerts").dropped).toBe(3);
    expect(logged.filter((l) => l.includes("dropped an invalid 'alert raised'"))).toHaveLength(2);
    expect(logged.some((l) => l.includes("unknown event 'made up event'"))).toBe(true);
    expect(logged.some((l) => l.includes("'alert raised' handler failed"))).toBe(true);
  });

  it("refuses to send a client event its schema rejects, and sends a valid one", async () => {
    const rt = client();
    keep(rt.retain("/view"));
    await until(() => rt.status("/view").get() === "connected");
    expect(rt.emit("join room", { room: "alert", key: "12" })).toBe(false);
    expect(rt.emit("join room", { room: "alert", key: "12.7" })).toBe(true);
    await until(() => server.received.length === 1);
    expect(server.received).toEqual([["/view", "join room", { room: "alert", key: "12.7" }]]);
  });

  it("waits for a token, and retries a refused handshake with the new token", async () => {
    $token.set(undefined);
    const rt = client();
    const status = rt.status("/view");
    keep(rt.retain("/view"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(status.get()).toBe("connecting");
    expect(server.handshakes).toEqual([]);

    $token.set("expired-token");
    await until(() => status.get() === "disconnected");
    expect(server.handshakes[0]).toBe("expired-token");
    server.tokens.add("fresh-token");
    $token.set("fresh-token");
    await until(() => status.get() === "connected");
    expect(server.handshakes.at(-1)).toBe("fresh-token");
  });

  it("takes the token from an async provider, and retries when it fails", async () => {
    let calls = 0;
    const rt = client({
      token: async () => {
        calls += 1;
        if (calls === 1) throw new Error("provider down");
        await new Promise((resolve) => setTimeout(resolve, 20));
        return "good-token";
      },
    });
    keep(rt.retain("/view"));
    await until(() => rt.status("/view").get() === "connected");
    expect(logged.some((l) => l.includes("no token for /view"))).toBe(true);
    expect(server.handshakes).toEqual(["good-token"]);
  });

  it("a namespace the server refuses this user is 'refused': no retries, no notice, until the token changes", async () => {
    let notices = 0;
    $token.set("no-flag-token");
    const rt = client({ graceMs: 100, onDisconnectNotice: () => (notices += 1) });
    keep(rt.retain("/security_alerts"));
    await until(() => rt.status("/security_alerts").get() === "refused");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.handshakes).toEqual(["no-flag-token"]);
    expect(notices).toBe(0);
    $token.set("good-token");
    await until(() => rt.status("/security_alerts").get() === "connected");
  });

  it("reads the token again on every reconnection", async () => {
    // A provider that does not announce changes: the new token is read at the next handshake.
    const rt = client({ watchToken: () => () => undefined });
    const connects: boolean[] = [];
    keep(rt.onConnect("/security_alerts", (info) => connects.push(info.first)));
    keep(rt.retain("/security_alerts"));
    await until(() => connects.length === 1);
    server.tokens.add("second-token");
    $token.set("second-token");
    server.dropTransports();
    await until(() => connects.length === 2);
    expect(connects).toEqual([true, false]);
    expect(server.handshakes).toEqual(["good-token", "second-token"]);
  });

  it("reconnects with a changed token at once: the socket does not keep its first user's identity", async () => {
    const rt = client();
    const infos: { first: boolean; recovered: boolean }[] = [];
    keep(rt.onConnect("/security_alerts", (info) => infos.push(info)));
    keep(rt.retain("/security_alerts"));
    await until(() => infos.length === 1);
    const firstSocket = server.sockets("/security_alerts")[0]?.id;

    server.tokens.add("other-user-token");
    $token.set("other-user-token");
    await until(() => infos.length === 2, 5000, "a reconnection with the new token");
    expect(infos[1]).toEqual({ first: false, recovered: false }); // listeners reconcile
    expect(server.handshakes).toEqual(["good-token", "other-user-token"]);
    const sockets = server.sockets("/security_alerts");
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.id).not.toBe(firstSocket);
    expect((sockets[0]?.handshake.auth as { token: string }).token).toBe("other-user-token");

    // The same token again (a store re-announcing it) is no reason to reconnect.
    $token.set("other-user-token");
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(infos).toHaveLength(2);
  });

  it("a token removed while connected closes the old identity's socket and waits", async () => {
    const rt = client();
    keep(rt.retain("/security_alerts"));
    await until(() => rt.status("/security_alerts").get() === "connected");
    $token.set(undefined);
    await until(() => server.sockets("/security_alerts").length === 0, 5000, "the old socket to close");
    expect(rt.status("/security_alerts").get()).toBe("connecting");
    $token.set("good-token");
    await until(() => rt.status("/security_alerts").get() === "connected");
    expect(server.handshakes).toEqual(["good-token", "good-token"]);
  });

  it("after a short drop the session is recovered and the events sent meanwhile arrive, once", async () => {
    const rt = client();
    const ids: number[] = [];
    const infos: { first: boolean; recovered: boolean }[] = [];
    keep(rt.onConnect("/security_alerts", (info) => infos.push(info)));
    keep(rt.on("alert raised", (a) => ids.push(a.alertId)));
    await until(() => infos.length === 1);
    server.emit("/security_alerts", "alert raised", { ...alert, alertId: 1 });
    await until(() => ids.length === 1);

    rt.connection("/security_alerts").simulateDrop();
    await until(() => rt.status("/security_alerts").get() === "disconnected");
    server.emit("/security_alerts", "alert raised", { ...alert, alertId: 2 });
    server.emit("/security_alerts", "alert raised", { ...alert, alertId: 3 });
    await until(() => infos.length === 2);
    await until(() => ids.length === 3);
    expect(infos).toEqual([
      { first: true, recovered: false },
      { first: false, recovered: true },
    ]);
    expect(ids).toEqual([1, 2, 3]);
  });

  it("after a server restart nothing is recovered: listeners are told to reconcile", async () => {
    const rt = client();
    const infos: { first: boolean; recovered: boolean }[] = [];
    keep(rt.onConnect("/security_alerts", (info) => infos.push(info)));
    keep(rt.on("alert raised", () => undefined));
    await until(() => infos.length === 1);
    await server.restart(200);
    await until(() => infos.length === 2, 8000, "reconnection after restart");
    expect(infos[1]).toEqual({ first: false, recovered: false });
  });

  it("reconnects by itself after the server disconnects it (socket.io would not)", async () => {
    const rt = client();
    const status = rt.status("/view");
    keep(rt.retain("/view"));
    await until(() => status.get() === "connected");
    for (const socket of server.sockets("/view")) socket.disconnect(true);
    await until(() => status.get() === "disconnected");
    await until(() => status.get() === "connected");
    expect(server.sockets("/view")).toHaveLength(1);
  });

  it("raises the disconnect notice only after the initial grace, and on each later loss", async () => {
    let notices = 0;
    await server.stop();
    const rt = client({ graceMs: 300, onDisconnectNotice: () => (notices += 1) });
    keep(rt.retain("/security_alerts"));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(notices).toBe(0); // not connected yet, still within the grace
    await until(() => notices === 1, 2000, "the notice at the end of the grace");
    await server.start(server.port);
    await until(() => rt.status("/security_alerts").get() === "connected", 8000);
    expect(notices).toBe(1);
    server.dropTransports();
    await until(() => notices === 2, 2000, "the notice on a later loss");
  });

  it("a connection made and lost within the grace raises nothing", async () => {
    let notices = 0;
    const rt = client({ graceMs: 400, onDisconnectNotice: () => (notices += 1) });
    keep(rt.retain("/security_alerts"));
    await until(() => rt.status("/security_alerts").get() === "connected");
    server.dropTransports();
    await until(() => rt.status("/security_alerts").get() === "connected");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(notices).toBe(0);
  });

  it("moves to a new base URL while open", async () => {
    const other = new TestSocketServer();
    await other.start();
    const $base = atom(server.url);
    const rt = client({ baseUrl: () => $base.get(), watchBaseUrl: (l) => $base.listen(l) });
    keep(rt.retain("/view"));
    await until(() => server.sockets("/view").length === 1);
    $base.set(other.url);
    await until(() => other.sockets("/view").length === 1);
    await until(() => server.sockets("/view").length === 0);
    expect(rt.status("/view").get()).toBe("connected");
    cleanups.push(() => void other.stop());
  });
});
