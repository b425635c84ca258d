import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io as connect, type Socket } from "socket.io-client";
import { startTestServer, type TestServer } from "../testing/server-test";
import { NAMESPACES } from "./sockets";

let server: TestServer;
const open: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const socket of open) socket.close();
  await server.close();
});

/** Resolves "connected" or the connect_error message. */
function attempt(namespace: string, auth: Record<string, unknown>): Promise<string> {
  const socket = connect(`${server.url}${namespace}`, {
    auth,
    transports: ["websocket"],
    reconnection: false,
    forceNew: true,
  });
  open.push(socket);
  return new Promise((resolve) => {
    socket.on("connect", () => resolve("connected"));
    socket.on("connect_error", (error) => resolve(error.message));
  });
}

describe("socket.io namespaces", () => {
  it.each(NAMESPACES)("%s accepts a valid user token", async (namespace) => {
    expect(await attempt(namespace, { token: await server.issueToken("operator") })).toBe("connected");
  });

  it.each(NAMESPACES)("%s refuses a missing, forged or foreign token", async (namespace) => {
    expect(await attempt(namespace, {})).toBe("unauthorized");
    expect(await attempt(namespace, { token: `${await server.issueToken("multi")}x` })).toBe("unauthorized");
    expect(await attempt(namespace, { token: "eyJ1c2VySWQiOjEsImV4cCI6OTk5OTk5OTk5OTk5OX0.c2lnbmF0dXJl" })).toBe(
      "unauthorized",
    );
  });

  it("closes connected sockets when the server closes, and close is idempotent", async () => {
    const other = await startTestServer();
    const socket = connect(`${other.url}/view`, {
      auth: { token: await other.issueToken("admin") },
      transports: ["websocket"],
      reconnection: false,
    });
    open.push(socket);
    await new Promise<void>((resolve) => socket.on("connect", () => resolve()));
    const disconnected = new Promise<string>((resolve) => socket.on("disconnect", (reason) => resolve(reason)));
    await Promise.all([other.close(), other.close()]);
    await other.close();
    expect(await disconnected).toBe("io server disconnect");
    await expect(fetch(`${other.url}/api/vms/user_info`)).rejects.toThrow();
  });
});
