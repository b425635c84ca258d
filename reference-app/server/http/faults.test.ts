import { afterEach, describe, expect, it } from "vitest";
import { recordingSocket, until, type RecordingSocket } from "../../../tests/support/server-socket";
import type { RunningServer } from "../app";
import { caller, signIn } from "../test-support";
import { INJECTED_FAULT_MESSAGE, NO_FAULTS, parseFaults } from "./faults";
import { startTestServer } from "../testing/server-test";
import { testRows } from "../testing/test.queries";

let server: RunningServer | undefined;
const sockets: RecordingSocket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await server?.close();
  server = undefined;
});

describe("FAULTS", () => {
  it("reads the three faults and refuses anything else", () => {
    expect(parseFaults(undefined)).toEqual(NO_FAULTS);
    expect(parseFaults("")).toEqual(NO_FAULTS);
    expect(parseFaults("latency:500,errors:0.1,drops:30")).toEqual({
      latencyMs: 500,
      errorRate: 0.1,
      dropEverySeconds: 30,
    });
    for (const bad of ["latency", "latency:-1", "errors:2", "drops:0", "speed:3", "latency:5:6", "errors:"]) {
      expect(() => parseFaults(bad), bad).toThrow(/FAULTS/);
    }
  });

  it("latency delays every API call, not the test hooks or pages", async () => {
    server = await startTestServer({ alertMedia: false, testHooks: true, faults: "latency:300" });
    const api = caller(server.url, await signIn(server.url, "operator"));
    let start = performance.now();
    expect((await api.get("/api/alerts")).status).toBe(200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(295);
    start = performance.now();
    expect((await api.send("POST", "/api/test/alerts", { media: false })).status).toBe(200);
    expect(performance.now() - start).toBeLessThan(250);
  });

  it("errors answers 500 for that share of API calls; the session token is exempt", async () => {
    server = await startTestServer({ alertMedia: false, faults: "errors:0.3" });
    const api = caller(server.url, await signIn(server.url, "operator"));
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const answer = await api.get("/api/alerts");
      statuses.push(answer.status);
      if (answer.status === 500) expect(answer.body).toMatchObject({ error: INJECTED_FAULT_MESSAGE });
    }
    expect(new Set(statuses)).toEqual(new Set([200, 500]));
    const failed = statuses.filter((s) => s === 500).length;
    expect(failed).toBeGreaterThan(15);
    expect(failed).toBeLessThan(45);
    // Its failure would sign the portal out.
    for (let i = 0; i < 20; i++) expect((await api.get("/api/auth/token")).status).toBe(200);
  });

  it("drops cuts every socket on its period; the sockets reconnect and recover", async () => {
    server = await startTestServer({ alertMedia: false, faults: "drops:0.4" });
    const socket = recordingSocket(server.url, "/security_alerts", await server.issueToken("operator"));
    sockets.push(socket);
    await socket.connected();
    // An event gives the client an offset, which recovery needs.
    const [row] = await testRows<{ id: number }>(
      server.query,
      "SELECT id FROM live_units WHERE client_id = 1 ORDER BY id LIMIT 1",
    );
    const unit = row!.id;
    // The drops started with the server: an event sent while the socket is down before it has an
    // offset is lost (socket.io recovers only from an offset), so raise until one arrives (on a
    // loaded machine, or through PostgreSQL's adapter, the first may come during a drop).
    while (socket.of("alert raised").length === 0) {
      await server.alerts.service.raiseForTest({ liveUnitId: unit, media: false }, null);
      await until(() => socket.of("alert raised").length > 0, 1000, "the alert").catch(() => undefined);
    }
    const received = socket.of("alert raised").length;
    const from = socket.reconnects.length;
    await until(() => socket.reconnects.length >= from + 2, 3000, "two drops");
    expect(socket.reconnects.slice(from, from + 2)).toEqual([{ recovered: true }, { recovered: true }]);
    // Each event once: recovery replays nothing already received.
    expect(socket.of("alert raised").length).toBeGreaterThanOrEqual(received);
    expect(new Set(socket.of("alert raised").map((a) => JSON.stringify(a))).size).toBe(
      socket.of("alert raised").length,
    );
  }, 30_000);
});
