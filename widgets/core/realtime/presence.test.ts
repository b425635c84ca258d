import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createPresence, roomId } from "./presence";
import { createRealtimeClient, type RealtimeClient } from "./realtime-client";
import { TestSocketServer, until } from "./test-socket-server";
import { presenceRoom } from "../schemas/realtime";

let server: TestSocketServer;
let rt: RealtimeClient;
const cleanups: (() => void)[] = [];
const joins = () => server.received.filter(([, event]) => event === "join room").map(([, , p]) => p);
const leaves = () => server.received.filter(([, event]) => event === "leave room").map(([, , p]) => p);
const viewer = (username: string, viewOnlyAccess: boolean) => ({
  name: username.toUpperCase(),
  username,
  joined: "2026-11-21T03:14:00Z",
  viewOnlyAccess,
});

beforeEach(async () => {
  server = new TestSocketServer(1500);
  await server.start();
  rt = createRealtimeClient({
    baseUrl: () => server.url,
    token: () => "good-token",
    transports: ["websocket"],
    reconnectionDelayMs: 50,
    retryDelaysMs: [50],
    log: { warn: () => undefined, error: () => undefined },
  });
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  await server.stop();
});

describe("presence on /view", () => {
  const room = presenceRoom(4021, 9001);

  it("keys rooms as the stores do", () => {
    expect(roomId(room)).toBe("alert:4021.9001");
    expect(roomId(presenceRoom(4021))).toBe("live-unit:4021");
  });

  it("sends one 'join room' for two joiners, and 'leave room' when the last leaves", async () => {
    const presence = createPresence(rt);
    const leaveA = presence.join(room);
    const leaveB = presence.join(room);
    await until(() => joins().length === 1);
    leaveA();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(leaves()).toEqual([]);
    leaveB();
    leaveB();
    expect(rt.status("/view").get()).toBe("idle"); // nobody needs /view any more
    expect(joins()).toEqual([{ room: "alert", key: "4021.9001" }]);
  });

  it("leaves while keeping /view open for another room", async () => {
    const presence = createPresence(rt);
    cleanups.push(presence.join(presenceRoom(4021)));
    const leave = presence.join(room);
    await until(() => joins().length === 2);
    leave();
    await until(() => leaves().length === 1);
    expect(leaves()).toEqual([{ room: "alert", key: "4021.9001" }]);
  });

  it("reports viewers per room and drops a malformed report", async () => {
    const presence = createPresence(rt);
    const seen: unknown[] = [];
    cleanups.push(presence.viewersOf(room).subscribe((viewers) => seen.push(viewers)));
    cleanups.push(presence.join(room));
    await until(() => joins().length === 1);
    server.emit("/view", "viewers", { ...room, viewers: [{ username: "broken" }] });
    server.emit("/view", "viewers", { ...room, viewers: [viewer("operator", false), viewer("multi", true)] });
    server.emit("/view", "viewers", { room: "live-unit", key: "4021", viewers: [viewer("admin", false)] });
    await until(() => presence.$viewers.get().size === 2);
    expect(seen).toEqual([undefined, [viewer("operator", false), viewer("multi", true)]]);
    expect(rt.connection("/view").dropped).toBe(1);
  });

  it("re-joins after a reconnection the server did not recover, not after one it did", async () => {
    const presence = createPresence(rt);
    cleanups.push(presence.join(room));
    cleanups.push(presence.viewersOf(room).listen(() => undefined));
    await until(() => joins().length === 1);
    // socket.io recovers a session only once the client has received an event (it resumes from its offset).
    server.emit("/view", "viewers", { ...room, viewers: [viewer("operator", false)] });
    await until(() => presence.viewersOf(room).get() !== undefined);
    rt.connection("/view").simulateDrop();
    await until(() => rt.status("/view").get() === "disconnected");
    await until(() => rt.status("/view").get() === "connected");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(joins()).toHaveLength(1); // recovered: the server kept our rooms

    expect(presence.viewersOf(room).get()).toHaveLength(1); // kept: nothing was lost

    await server.restart(100);
    await until(() => joins().length === 2, 5000, "the join after the restart");
    expect(joins()[1]).toEqual({ room: "alert", key: "4021.9001" });
    expect(presence.viewersOf(room).get()).toBeUndefined(); // stale reports are dropped until the server reports again
  });

  it("a joined-viewers store joins while mounted and leaves after it is unmounted", async () => {
    const presence = createPresence(rt);
    const $viewers = presence.joinedViewersOf(room);
    const stop = $viewers.listen(() => undefined);
    await until(() => joins().length === 1);
    server.emit("/view", "viewers", { ...room, viewers: [viewer("operator", false)] });
    await until(() => $viewers.get()?.length === 1);
    stop();
    await until(() => leaves().length === 1, 3000, "the leave after nanostores' unmount delay");
  });
});
