import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import {
  AlertsResponseSchema,
  REALTIME_EVENTS,
  TestSocketDropResponseSchema,
  type Alert,
  type AlertMedia,
  type RealtimeEventName,
} from "../../../widgets/core/schemas";
import { recordingSocket, sleep, until, type RecordingSocket } from "../../../tests/support/server-socket";
import type { RunningServer } from "../app";
import { loadAccess } from "../auth";
import { caller, signIn } from "../test-support";
import { startTestServer } from "../testing/server-test";
import { firstLiveUnitOf, testRows } from "../testing/test.queries";

let server: RunningServer;
const sockets: RecordingSocket[] = [];

const unitOf = (s: RunningServer, clientId: number) => firstLiveUnitOf(s.query, clientId);

/** A /security_alerts socket of a demo user, connected. */
async function alertsSocket(s: RunningServer, username: string, options: { reconnection?: boolean } = {}) {
  const socket = recordingSocket(s.url, "/security_alerts", await s.issueToken(username), options);
  sockets.push(socket);
  await socket.connected();
  return socket;
}

/** Every recorded event parsed with its schema from REALTIME_EVENTS (throws on a bad payload). */
function parsedEvents(socket: RecordingSocket) {
  return socket.events.map(([name, payload]) => {
    const event = REALTIME_EVENTS[name as RealtimeEventName];
    if (!event) throw new Error(`unknown event ${name}`);
    expect(event.namespace).toBe("/security_alerts");
    expect(event.direction).toBe("server-to-client");
    return { name, payload: event.schema.parse(payload) as unknown };
  });
}

const raisedIds = (socket: RecordingSocket) => socket.of("alert raised").map((a) => (a as Alert).alertId);

beforeAll(async () => {
  server = await startTestServer({ testHooks: true, alertMedia: false });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
});

describe("alert events on /security_alerts", () => {
  it("reach only users who may read the alert's client, with payloads of REALTIME_EVENTS", async () => {
    const operator = await alertsSocket(server, "operator");
    const multi = await alertsSocket(server, "multi");
    const admin = await alertsSocket(server, "admin");
    const own = await server.alerts.service.raiseForTest({ liveUnitId: await unitOf(server, 1), media: false }, null);
    const foreign = await server.alerts.service.raiseForTest(
      { liveUnitId: await unitOf(server, 2), media: false },
      null,
    );
    if (own === "no-unit" || foreign === "no-unit") throw new Error("no unit");
    await until(() => admin.of("alert raised").length === 2 && multi.of("alert raised").length === 1, 3000, "events");
    await sleep(100);
    expect(raisedIds(operator)).toEqual([own.alertId]);
    expect(raisedIds(multi)).toEqual([foreign.alertId]);
    expect(raisedIds(admin)).toEqual([own.alertId, foreign.alertId]);
    // The event is the alert as GET /api/alerts/{id} answers it (no media yet).
    const cookie = await signIn(server.url, "operator");
    const one = await caller(server.url, cookie).get(`/api/alerts/${own.alertId}`);
    expect(operator.of("alert raised")[0]).toEqual((one.body as { data: unknown }).data);
    expect(own.media).toEqual([]);

    const answer = await caller(server.url, await signIn(server.url, "multi")).send(
      "POST",
      `/api/alerts/${foreign.alertId}/resolve`,
      { alertId: foreign.alertId, tags: ["theft"], note: "" },
    );
    expect(answer.status).toBe(200);
    await until(() => admin.of("resolve initiated").length === 1, 3000, "resolve initiated");
    await sleep(100);
    expect(multi.of("resolve initiated")).toEqual([{ alertId: foreign.alertId }]);
    expect(operator.of("resolve initiated")).toEqual([]);
    for (const socket of [operator, multi, admin]) parsedEvents(socket);
  });

  it("refuse users without the security_alerts flag", async () => {
    for (const username of ["partner", "limited"]) {
      const socket = recordingSocket(server.url, "/security_alerts", await server.issueToken(username), {
        reconnection: false,
      });
      sockets.push(socket);
      await expect(socket.connected()).rejects.toThrow("forbidden");
    }
  });
});

describe("rights that change while a socket stays connected", () => {
  /** `multi`'s id and its two clients (the first kept, the second taken away by the tests). */
  async function multiClients() {
    const [userRow] = await testRows<{ id: number }>(server.query, "SELECT id FROM users WHERE username = 'multi'");
    const userId = z.coerce.number().parse(userRow?.id);
    const [kept, lost] = (
      await testRows<{ client_id: number }>(
        server.query,
        "SELECT client_id FROM user_clients WHERE user_id = ? ORDER BY client_id",
        userId,
      )
    ).map((r) => z.coerce.number().parse(r.client_id));
    return { userId, kept: kept!, lost: lost! };
  }
  const raiseOn = async (clientId: number) => {
    const a = await server.alerts.service.raiseForTest(
      { liveUnitId: await unitOf(server, clientId), media: false },
      null,
    );
    if (a === "no-unit") throw new Error("no unit");
    return a.alertId;
  };

  it("a connected socket stops receiving a client's alerts soon after its user loses it, and keeps the others'", async () => {
    const socket = await alertsSocket(server, "multi");
    const { userId, kept, lost } = await multiClients();
    const before = await raiseOn(lost);
    await until(() => raisedIds(socket).includes(before), 3000, "the client's alert while readable");
    const [row] = await testRows(
      server.query,
      "SELECT * FROM user_clients WHERE user_id = ? AND client_id = ?",
      userId,
      lost,
    );
    await testRows(server.query, "DELETE FROM user_clients WHERE user_id = ? AND client_id = ?", userId, lost);
    const removedAt = Date.now();
    try {
      // Rounds of one alert of each client, until one of the lost client's no longer arrives (the
      // readable client's, raised after it, shows the socket got everything sent before).
      for (;;) {
        const foreign = await raiseOn(lost);
        const own = await raiseOn(kept);
        await until(() => raisedIds(socket).includes(own), 3000, "the readable client's alert");
        if (!raisedIds(socket).includes(foreign)) break;
        expect(Date.now() - removedAt, "the lost client's alerts still arrive").toBeLessThan(5000);
        await sleep(100);
      }
      // From then on none arrives; the other client's still do, and the socket stayed connected.
      const afterwards: number[] = [];
      const own: number[] = [];
      for (let i = 0; i < 3; i++) {
        afterwards.push(await raiseOn(lost));
        own.push(await raiseOn(kept));
      }
      await until(() => own.every((id) => raisedIds(socket).includes(id)), 3000, "the readable client's alerts");
      await sleep(100);
      expect(raisedIds(socket).filter((id) => afterwards.includes(id))).toEqual([]);
      expect(socket.reconnects).toEqual([]);
      expect(socket.socket.connected).toBe(true);
    } finally {
      const columns = Object.keys(row!);
      await testRows(
        server.query,
        `INSERT INTO user_clients (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
        ...columns.map((c) => row![c]),
      );
    }
    // The client given back: its alerts reach the connected socket again, soon.
    const givenBackAt = Date.now();
    for (;;) {
      const again = await raiseOn(lost);
      const own = await raiseOn(kept);
      await until(() => raisedIds(socket).includes(own), 3000, "the readable client's alert");
      await sleep(20);
      if (raisedIds(socket).includes(again)) break;
      expect(Date.now() - givenBackAt, "the client given back stays silent").toBeLessThan(5000);
      await sleep(100);
    }
  });
  it("a connected socket whose user loses the security_alerts flag is disconnected, then refused", async () => {
    const socket = await alertsSocket(server, "multi");
    const { userId, kept } = await multiClients();
    const [flagsRow] = await testRows<{ flags: string }>(server.query, "SELECT flags FROM users WHERE id = ?", userId);
    const flags = z.string().parse(flagsRow?.flags);
    const refused = new Promise<string>((resolve) => socket.socket.on("connect_error", (e) => resolve(e.message)));
    const dropped = new Promise<string>((resolve) => socket.socket.once("disconnect", (reason) => resolve(reason)));
    const without = (JSON.parse(flags) as string[]).filter((f) => f !== "security_alerts");
    await testRows(server.query, "UPDATE users SET flags = ? WHERE id = ?", JSON.stringify(without), userId);
    try {
      expect(await dropped).toBe("io server disconnect");
      const foreign = await raiseOn(kept);
      // As the widgets do after a server disconnect: connect again, which the handshake refuses.
      socket.socket.connect();
      expect(await refused).toBe("forbidden");
      expect(raisedIds(socket)).not.toContain(foreign);
    } finally {
      await testRows(server.query, "UPDATE users SET flags = ? WHERE id = ?", flags, userId);
    }
  });
});

describe("alert media from the synthetic cameras", () => {
  it("arrive a few seconds later as 'media available' (Left, Primary, Right; JPEG and MP4) and GET shows the same", async () => {
    const withMedia = await startTestServer({ testHooks: true });
    try {
      const socket = recordingSocket(withMedia.url, "/security_alerts", await withMedia.issueToken("operator"));
      sockets.push(socket);
      await socket.connected();
      const started = Date.now();
      const alert = await withMedia.alerts.service.raiseForTest(
        { liveUnitId: await unitOf(withMedia, 1), alertSubject: "person" },
        null,
      );
      if (alert === "no-unit") throw new Error("no unit");
      const media = () =>
        socket
          .of("media available")
          .flatMap((e) => REALTIME_EVENTS["media available"].schema.parse(e).media) as AlertMedia[];
      await until(() => media().length === 6, 30_000, "six media files");
      const seconds = (Date.now() - started) / 1000;
      expect(seconds).toBeGreaterThan(1);
      expect(new Set(media().map((m) => `${m.cameraRole} ${m.mimeType}`))).toEqual(
        new Set(["Left", "Primary", "Right"].flatMap((r) => [`${r} image/jpeg`, `${r} video/mp4`])),
      );
      expect(media().every((m) => m.mediaTimestamp === alert.alertTimestamp)).toBe(true);
      for (const m of media()) {
        const response = await fetch(`${withMedia.url}${m.url}`);
        expect(response.status, m.url).toBe(200);
        expect(response.headers.get("content-type")).toBe(m.mimeType);
        expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      }
      const cookie = await signIn(withMedia.url, "operator");
      const one = await caller(withMedia.url, cookie).get(`/api/alerts/${alert.alertId}`);
      // The same media; each URL carries the grant of the session it was sent to (the socket's token's, the cookie's).
      const paths = (list: AlertMedia[]) => list.map((m) => ({ ...m, url: m.url.split("?")[0] }));
      expect(paths((one.body as { data: Alert }).data.media)).toEqual(paths(media()));
      let pendingLeft = -1;
      const deadline = Date.now() + 5000;
      while ((pendingLeft = (await withMedia.alerts.service.store.pendingMedia()).length) > 0 && Date.now() < deadline)
        await sleep(50);
      expect(pendingLeft, "media done").toBe(0);
    } finally {
      await withMedia.close();
    }
  }, 45_000);
});

describe("connection state recovery", () => {
  it("delivers the events of a short drop on reconnection, each once and in order", async () => {
    const socket = await alertsSocket(server, "operator");
    const unit = await unitOf(server, 1);
    const raise = async () => {
      const a = await server.alerts.service.raiseForTest({ liveUnitId: unit, media: false }, null);
      if (a === "no-unit") throw new Error("no unit");
      return a.alertId;
    };
    const before = [await raise(), await raise()];
    await until(() => raisedIds(socket).length === 2, 3000, "first events");
    // Cut the transport from the server side (a network failure), then raise while it is down.
    const dropped = await caller(server.url).send("POST", "/api/test/sockets/drop");
    expect(dropped.status).toBe(200);
    expect(TestSocketDropResponseSchema.parse(dropped.body).data.dropped).toBeGreaterThanOrEqual(1);
    const during = [await raise(), await raise(), await raise()];
    const resolved = before[0]!;
    expect(
      await server.alerts.service.resolve(resolved, await admin(), { alertId: resolved, tags: ["theft"], note: "" }),
    ).toBe("resolved");
    await until(
      () =>
        socket.reconnects.length === 1 && raisedIds(socket).length === 5 && socket.of("resolve initiated").length === 1,
      5000,
      "recovery",
    );
    // Nothing arrives twice after a while either.
    await sleep(200);
    expect(socket.reconnects).toEqual([{ recovered: true }]);
    expect(raisedIds(socket)).toEqual([...before, ...during]);
    expect(socket.of("resolve initiated")).toEqual([{ alertId: resolved }]);
    parsedEvents(socket);
  });

  it("a recovered socket leaves the rooms of clients its user may no longer read", async () => {
    const socket = await alertsSocket(server, "multi");
    const [userRow] = await testRows<{ id: number }>(server.query, "SELECT id FROM users WHERE username = 'multi'");
    const userId = userRow!.id;
    const [kept, lost] = (
      await testRows<{ client_id: number }>(
        server.query,
        "SELECT client_id FROM user_clients WHERE user_id = ? ORDER BY client_id",
        userId,
      )
    ).map((r) => r.client_id);
    const [row] = await testRows(
      server.query,
      "SELECT * FROM user_clients WHERE user_id = ? AND client_id = ?",
      userId,
      lost,
    );
    const raiseOn = async (clientId: number) => {
      const a = await server.alerts.service.raiseForTest(
        { liveUnitId: await unitOf(server, clientId!), media: false },
        null,
      );
      if (a === "no-unit") throw new Error("no unit");
      return a.alertId;
    };
    // One event received: the client has an offset to recover from.
    const first = await raiseOn(kept!);
    await until(() => raisedIds(socket).includes(first), 3000, "a first alert");
    await testRows(server.query, "DELETE FROM user_clients WHERE user_id = ? AND client_id = ?", userId, lost);
    try {
      socket.socket.io.engine.close();
      await until(() => socket.reconnects.length === 1, 5000, "reconnection");
      expect(socket.reconnects).toEqual([{ recovered: true }]);
      const foreign = await raiseOn(lost!);
      const own = await raiseOn(kept!);
      await until(() => raisedIds(socket).includes(own), 3000, "the readable client's alert");
      await sleep(100);
      expect(raisedIds(socket)).not.toContain(foreign);
    } finally {
      const columns = Object.keys(row!);
      await testRows(
        server.query,
        `INSERT INTO user_clients (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
        ...columns.map((c) => row![c]),
      );
    }
  });

  it("after a drop longer than the window does not recover; GET /api/alerts then reconciles exactly", async () => {
    const short = await startTestServer({ alertMedia: false, recoveryWindowMs: 200 });
    try {
      const token = await short.issueToken("operator");
      const socket = recordingSocket(short.url, "/security_alerts", token);
      sockets.push(socket);
      await socket.connected();
      const unit = await unitOf(short, 1);
      const service = short.alerts.service;
      const raise = async () => {
        const a = await service.raiseForTest({ liveUnitId: unit, media: false }, null);
        if (a === "no-unit") throw new Error("no unit");
        return a.alertId;
      };
      const resolve = async (id: number) =>
        service.resolve(id, await loadAccessOf(short, "admin"), { alertId: id, tags: ["theft"], note: "" });

      // The client's list: the first answer, then the events.
      const get = async () =>
        AlertsResponseSchema.parse(
          (await fetch(`${short.url}/api/alerts`, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
            r.json(),
          )) as unknown,
        ).data;
      const first = [await raise(), await raise(), await raise()];
      let list = await get();
      expect(list.map((a) => a.alertId)).toEqual([...first].reverse());

      // A long drop: the client stays away past the window, and the list changes meanwhile.
      socket.socket.io.reconnectionDelay(600);
      socket.socket.io.reconnectionDelayMax(600);
      socket.socket.io.engine.close();
      await until(() => !socket.socket.connected, 2000, "disconnected");
      const missed = [await raise(), await raise()];
      await resolve(first[0]!);
      await until(() => socket.reconnects.length === 1, 5000, "reconnection");
      expect(socket.reconnects).toEqual([{ recovered: false }]);
      expect(raisedIds(socket)).not.toContain(missed[0]);

      // Reconcile while alerts keep coming: answer + events received since the request = the truth.
      const seenBefore = socket.events.length;
      let burst = true;
      let burstRaised = 0;
      const raising = (async () => {
        while (burst) {
          await raise();
          burstRaised++;
          await sleep(3);
        }
      })();
      const answer = await get();
      const eventsSince = socket.events.slice(seenBefore);
      list = answer;
      const ids = new Set(list.map((a) => a.alertId));
      expect(ids.size).toBe(list.length);
      for (const [name, payload] of eventsSince) {
        const id = (payload as { alertId: number }).alertId;
        if (name === "alert raised" && !ids.has(id)) {
          ids.add(id);
          list = [payload as Alert, ...list];
        }
        if (name === "resolve initiated") ids.delete(id);
      }
      // Alerts keep coming after the answer too (a fast answer came before the burst's second alert).
      await until(() => burstRaised >= 3, 5000, "three alerts raised during the reconcile");
      burst = false;
      await raising;
      await sleep(200);
      for (const [name, payload] of socket.events.slice(seenBefore + eventsSince.length)) {
        if (name === "alert raised") ids.add((payload as Alert).alertId);
      }
      const truth = (await service.store.listOpen([1])).map((a) => a.alertId);
      expect([...ids].sort((a, b) => a - b)).toEqual([...truth].sort((a, b) => a - b));
      expect(truth).toEqual(expect.arrayContaining(missed));
      expect(truth).not.toContain(first[0]);
      expect(truth.length).toBeGreaterThan(5);
    } finally {
      await short.close();
    }
  });
});

function admin() {
  return loadAccessOf(server, "admin");
}

async function loadAccessOf(s: RunningServer, username: string) {
  const [row] = await testRows(s.query, "SELECT id FROM users WHERE username = ?", username);
  const id = z.object({ id: z.number() }).parse(row).id;
  const access = await loadAccess(s.query, id);
  if (!access) throw new Error("no access");
  return access;
}
