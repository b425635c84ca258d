import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { atom } from "nanostores";
import type { RunningServer } from "../../../reference-app/server/app";
import { createRealtimeClient } from "./realtime-client";
import { until } from "./test-socket-server";
import { startTestServer } from "../../../reference-app/server/testing/server-test";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("a refused namespace", () => {
  it("connects for the next user after every listener left and the token changed", async () => {
    const $token = atom(await server.issueToken("limited"));
    const client = createRealtimeClient({
      baseUrl: () => server.url,
      token: () => $token.get(),
      watchToken: (listener) => $token.listen(listener),
      transports: ["websocket"],
      reconnectionDelayMs: 50,
      log: { warn: () => undefined, error: () => undefined },
    });
    const $status = client.status("/security_alerts");
    const $view = client.status("/view");
    const mount = () => {
      const stops = [client.on("alert raised", () => undefined), client.on("viewers", () => undefined)];
      return () => stops.forEach((s) => s());
    };
    let stop = mount();
    await until(() => $status.get() === "refused" && $view.get() === "connected");
    stop();
    await until(() => $status.get() === "idle");
    $token.set(await server.issueToken("multi"));
    stop = mount();
    await new Promise((r) => setTimeout(r, 30));
    stop();
    $token.set(await server.issueToken("operator"));
    stop = mount();
    await until(() => $status.get() === "connected", 3000);
    expect($status.get()).toBe("connected");
    stop();
  });
});

describe("a namespace closed and opened again", () => {
  it("recovers nothing of the previous session (it may be another user's): listeners are told to reconcile", async () => {
    const $token = atom(await server.issueToken("multi"));
    const client = createRealtimeClient({
      baseUrl: () => server.url,
      token: () => $token.get(),
      watchToken: (listener) => $token.listen(listener),
      transports: ["websocket"],
      reconnectionDelayMs: 50,
      log: { warn: () => undefined, error: () => undefined },
    });
    const infos: { first: boolean; recovered: boolean }[] = [];
    const stopInfo = client.onConnect("/security_alerts", (info) => infos.push(info));
    let stop = client.on("alert raised", () => undefined);
    await until(() => infos.length === 1);
    stop();
    await until(() => client.status("/security_alerts").get() === "idle");
    $token.set(await server.issueToken("operator"));
    stop = client.on("alert raised", () => undefined);
    await until(() => infos.length === 2);
    expect(infos).toEqual([
      { first: true, recovered: false },
      { first: true, recovered: false },
    ]);
    stop();
    stopInfo();
  });
});
