import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import {
  PresenceAckSchema,
  presenceRoom,
  REALTIME_EVENTS,
  type PresenceRoom,
  type ViewersEvent,
} from "../../../widgets/core/schemas";
import { recordingSocket, sleep, until, type RecordingSocket } from "../../../tests/support/server-socket";
import { useTestServer } from "../testing/file-server";
import { firstLiveUnitOf, testRows } from "../testing/test.queries";

const file = useTestServer([], { alertMedia: false, recoveryWindowMs: 5000 });
const sockets: RecordingSocket[] = [];
let unit: number;
let foreignUnit: number;
let alertId: number;

async function viewSocket(username: string) {
  const socket = recordingSocket(file.server.url, "/view", await file.server.issueToken(username));
  sockets.push(socket);
  await socket.connected();
  return socket;
}

/** Sends `join room` / `leave room` and answers the acknowledgement. */
async function send(socket: RecordingSocket, event: "join room" | "leave room", room: unknown) {
  const ack = await socket.socket.timeout(2000).emitWithAck(event, room);
  return PresenceAckSchema.parse(ack);
}

/** The last `viewers` report of a room a socket received (parsed with its schema). */
function lastViewers(socket: RecordingSocket, room: PresenceRoom): ViewersEvent["viewers"] | undefined {
  const reports = socket
    .of("viewers")
    .map((p) => REALTIME_EVENTS.viewers.schema.parse(p))
    .filter((r) => r.room === room.room && r.key === room.key);
  return reports.at(-1)?.viewers;
}

const usernames = (socket: RecordingSocket, room: PresenceRoom) =>
  lastViewers(socket, room)?.map((v) => `${v.username}${v.viewOnlyAccess ? "" : "*"}`);

beforeAll(async () => {
  const first = (clientId: number) => firstLiveUnitOf(file.server.query, clientId);
  unit = await first(1);
  foreignUnit = await first(2);
  const alert = await file.server.alerts.service.raiseForTest({ liveUnitId: unit, media: false }, null);
  if (alert === "no-unit") throw new Error("no unit");
  alertId = alert.alertId;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
});

describe("presence rooms on /view", () => {
  it("list viewers in joining order; the first has control and hands it to the next oldest on leaving", async () => {
    const room = presenceRoom(unit, alertId);
    const operator = await viewSocket("operator");
    const admin = await viewSocket("admin");
    expect(await send(operator, "join room", room)).toEqual({ ok: true });
    await until(() => usernames(admin, room)?.length === 1, 2000, "first report");
    await sleep(5);
    expect(await send(admin, "join room", room)).toEqual({ ok: true });
    await until(() => usernames(operator, room)?.length === 2, 2000, "second viewer");
    expect(usernames(operator, room)).toEqual(["operator*", "admin"]);
    expect(usernames(admin, room)).toEqual(["operator*", "admin"]);
    const viewers = lastViewers(operator, room)!;
    expect(viewers[0]).toMatchObject({ name: expect.any(String), username: "operator", viewOnlyAccess: false });
    expect(Date.parse(viewers[0]!.joined)).toBeLessThanOrEqual(Date.parse(viewers[1]!.joined));

    expect(await send(operator, "leave room", room)).toEqual({ ok: true });
    await until(() => usernames(admin, room)?.length === 1, 2000, "hand-over");
    expect(usernames(admin, room)).toEqual(["admin*"]);
    expect(await send(admin, "leave room", room)).toEqual({ ok: true });
    await until(() => usernames(operator, room)?.length === 0, 2000, "empty room");
  });

  it("count a user once however many sockets they join with, and tell observers who did not join", async () => {
    const room = presenceRoom(unit);
    const [tabA, tabB, observer] = [
      await viewSocket("operator"),
      await viewSocket("operator"),
      await viewSocket("admin"),
    ];
    await send(tabA, "join room", room);
    await send(tabB, "join room", room);
    await until(() => usernames(observer, room)?.length === 1, 2000, "one viewer");
    await sleep(100);
    expect(usernames(observer, room)).toEqual(["operator*"]);
    await send(tabA, "leave room", room);
    await sleep(100);
    expect(usernames(observer, room)).toEqual(["operator*"]);
    tabB.close();
    await until(() => usernames(observer, room)?.length === 0, 2000, "disconnect leaves");
  });

  it("refuse rooms of units the user may not read, unknown alerts and users without the flag", async () => {
    const operator = await viewSocket("operator");
    expect(await send(operator, "join room", presenceRoom(foreignUnit))).toEqual({ ok: false, error: "not_found" });
    expect(await send(operator, "join room", presenceRoom(unit, 999_999))).toEqual({ ok: false, error: "not_found" });
    expect(await send(operator, "join room", presenceRoom(foreignUnit, alertId))).toEqual({
      ok: false,
      error: "not_found",
    });
    expect(await send(operator, "join room", { room: "alert", key: "1" })).toEqual({ ok: false, error: "bad_room" });
    expect(await send(operator, "join room", "live-unit:1")).toEqual({ ok: false, error: "bad_room" });
    const partner = await viewSocket("partner");
    const [partnerRow] = await testRows(
      file.server.query,
      "SELECT id FROM live_units WHERE client_id = 14 ORDER BY id LIMIT 1",
    );
    const partnerUnit = z.object({ id: z.number() }).parse(partnerRow).id;
    expect(await send(partner, "join room", presenceRoom(partnerUnit))).toEqual({ ok: false, error: "forbidden" });
    // A multi-client user hears nothing of client 1's rooms.
    const multi = await viewSocket("multi");
    await send(operator, "join room", presenceRoom(unit));
    await sleep(200);
    expect(multi.of("viewers")).toEqual([]);
    expect(await file.server.alerts.presence.viewers(presenceRoom(foreignUnit))).toEqual([]);
    await send(operator, "leave room", presenceRoom(unit));
  });

  it("report occupied rooms to a socket that connects later", async () => {
    const room = presenceRoom(unit, alertId);
    const viewer = await viewSocket("operator");
    await send(viewer, "join room", room);
    const late = await viewSocket("admin");
    await until(() => usernames(late, room) !== undefined, 2000, "snapshot");
    expect(usernames(late, room)).toEqual(["operator*"]);
    await send(viewer, "leave room", room);
  });

  it("a connected viewer whose user loses the unit's client leaves its seat and hears no more of its rooms", async () => {
    const room = presenceRoom(unit);
    const operator = await viewSocket("operator");
    const observer = await viewSocket("admin");
    expect(await send(operator, "join room", room)).toEqual({ ok: true });
    await until(() => usernames(observer, room)?.join() === "operator*", 2000, "seated");
    const userId = await file.server.idOf("SELECT id FROM users WHERE username = 'operator'");
    const [row] = await testRows(
      file.server.query,
      "SELECT * FROM user_clients WHERE user_id = ? AND client_id = 1",
      userId,
    );
    await testRows(file.server.query, "DELETE FROM user_clients WHERE user_id = ? AND client_id = 1", userId);
    try {
      // The sockets' re-check of rights (every 2 s): the seat goes, as on a disconnect.
      await until(() => usernames(observer, room)?.length === 0, 5000, "the seat left");
      const heard = operator.of("viewers").length;
      expect(await send(observer, "join room", room)).toEqual({ ok: true });
      await until(() => usernames(observer, room)?.join() === "admin*", 2000, "the observer seated");
      expect(await send(operator, "join room", room)).toEqual({ ok: false, error: "not_found" });
      await sleep(100);
      expect(operator.of("viewers").length).toBe(heard);
      expect(operator.socket.connected).toBe(true);
      expect(await send(observer, "leave room", room)).toEqual({ ok: true });
    } finally {
      const columns = Object.keys(row!);
      await testRows(
        file.server.query,
        `INSERT INTO user_clients (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
        ...columns.map((c) => row![c]),
      );
    }
  });

  it("a recovered socket keeps its rooms and its place; an unrecovered one has left them", async () => {
    const room = presenceRoom(unit);
    const first = await viewSocket("operator");
    const second = await viewSocket("admin");
    const observer = await viewSocket("admin");
    await send(first, "join room", room);
    await sleep(5);
    await send(second, "join room", room);
    await until(() => usernames(observer, room)?.length === 2, 5000, "two viewers");
    // A short network failure of the first viewer's connection.
    first.socket.io.engine.close();
    await until(() => usernames(observer, room)?.join() === "admin*", 5000, "left on disconnect");
    await until(() => first.reconnects.length === 1, 5000, "reconnected");
    expect(first.reconnects).toEqual([{ recovered: true }]);
    await until(() => usernames(observer, room)?.length === 2, 5000, "back");
    expect(usernames(observer, room)).toEqual(["operator*", "admin"]);
    // Closing for good: gone.
    first.close();
    await until(() => usernames(observer, room)?.join() === "admin*", 5000, "closed");
    await send(second, "leave room", room);
  });
});
