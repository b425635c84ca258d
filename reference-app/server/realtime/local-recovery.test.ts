import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server, type Socket as ServerSocket } from "socket.io";
import { io as connect, type Socket } from "socket.io-client";
import { afterEach, describe, expect, it } from "vitest";
import { OneInstanceAdapter, withLocalRecovery } from "./local-recovery";

/**
 * A one-process socket.io server with the reference server's recovery: a middleware the test holds
 * open on reconnection (as the real one reads the database), and a room for every socket.
 */
async function recoveringServer() {
  const http: HttpServer = createServer();
  const io = new Server(http, {
    adapter: withLocalRecovery((nsp) => new OneInstanceAdapter(nsp)),
    connectionStateRecovery: { maxDisconnectionDuration: 60_000, skipMiddlewares: false },
  });
  let gate: { entered: () => void; verdict: Promise<Error | undefined> } | null = null;
  io.use((socket, next) => {
    void socket.join("client:1");
    if (!socket.recovered || !gate) return next();
    gate.entered();
    void gate.verdict.then(next);
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    io,
    url,
    /** The next reconnection waits in the middleware until `release` (an error refuses it). */
    holdNextReconnection() {
      let release!: (error?: Error) => void;
      let entered!: () => void;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      gate = { entered, verdict: new Promise((resolve) => (release = resolve)) };
      return { inside, release };
    },
    close: () => new Promise<void>((resolve) => void io.close(() => resolve())),
  };
}

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function started() {
  const server = await recoveringServer();
  closers.push(server.close);
  const socket: Socket = connect(server.url, { transports: ["websocket"], reconnectionDelay: 50 });
  closers.push(() => void socket.close());
  const received: string[] = [];
  const argCounts: number[] = [];
  const raw: unknown[] = [];
  socket.on("alert", (text: string, ...rest: unknown[]) => {
    received.push(text);
    // The payload and the packet's offset (socket.io-client passes it on): one of each.
    argCounts.push(1 + rest.length);
  });
  socket.io.on("packet", (packet: { data?: unknown }) => raw.push(packet.data));
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  const [serverSocket] = (await server.io.fetchSockets()) as unknown as ServerSocket[];
  return { server, socket, received, argCounts, raw, serverSocket: serverSocket! };
}

const until = async (check: () => boolean) => {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe("connection state recovery kept in this instance", () => {
  it("delivers what was broadcast during the drop and during the middlewares, once and in order", async () => {
    const { server, socket, received, argCounts, serverSocket } = await started();
    server.io.to("client:1").emit("alert", "before");
    await until(() => received.length === 1);
    const held = server.holdNextReconnection();
    serverSocket.conn.close();
    await until(() => !socket.connected);
    server.io.to("client:1").emit("alert", "during the drop");
    await held.inside;
    // The token is being checked again: socket.io's own adapters lose what is broadcast now.
    server.io.to("client:1").emit("alert", "during the middlewares");
    server.io.to("client:2").emit("alert", "another client's");
    held.release();
    await until(() => socket.connected);
    server.io.to("client:1").emit("alert", "after");
    await until(() => received.length === 4);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(socket.recovered).toBe(true);
    expect(received).toEqual(["before", "during the drop", "during the middlewares", "after"]);
    // Replayed as they were sent, not sent again (which would add a second offset).
    expect(argCounts).toEqual([2, 2, 2, 2]);
  });

  it("sends a refused reconnection nothing of what it missed", async () => {
    const { server, socket, raw, serverSocket } = await started();
    server.io.to("client:1").emit("alert", "before");
    await until(() => raw.length === 2);
    const held = server.holdNextReconnection();
    serverSocket.conn.close();
    await until(() => !socket.connected);
    server.io.to("client:1").emit("alert", "while revoked");
    const refused = new Promise<string>((resolve) => socket.once("connect_error", (error) => resolve(error.message)));
    await held.inside;
    held.release(new Error("unauthorized"));
    expect(await refused).toBe("unauthorized");
    expect(JSON.stringify(raw)).not.toContain("while revoked");
  });
});
