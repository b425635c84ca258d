import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALERT_SUBJECTS, ALERT_TYPES, AlertSchema, type Alert } from "../../../widgets/core/schemas";
import { recordingSocket, until } from "../../../tests/support/server-socket";
import type { QueryDb } from "../db/query-layer";
import type { AlertEmitter } from "./alert-events";
import { createAlertService } from "./alert-service";
import { DEMO_ALERT_TARGETS, seedDemoAlerts } from "./demo-alerts";
import { openTestQueryDb } from "../testing/test-database";
import { testRows } from "../testing/test.queries";
import { startTestServer } from "../testing/server-test";

let query: QueryDb;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ query, close } = await openTestQueryDb());
});
afterAll(async () => {
  await close();
});

const quiet: AlertEmitter = { raised: () => {}, media: () => {}, resolved: () => {} };

const service = async (seed: number) => {
  const emitted: Alert[] = [];
  const emitter: AlertEmitter = { raised: (a) => void emitted.push(a), media: () => {}, resolved: () => {} };
  return {
    s: await createAlertService({ query, emitter, media: null, seed, now: () => Date.UTC(2026, 10, 1) }),
    emitted,
  };
};

const shape = (a: Alert) => [a.liveUnitId, a.alertType, a.alertSubject, a.cameraRole, a.cameraId, a.sensorId];

describe("alert service", () => {
  it("raises the same alerts for the same seed, others for another seed", async () => {
    const a = await service(11);
    const b = await service(11);
    const c = await service(12);
    const run = async (x: typeof a) => {
      const raised = [];
      for (let i = 0; i < 300; i += 1) raised.push((await x.s.raiseGenerated())!);
      return raised;
    };
    const [ra, rb, rc] = [await run(a), await run(b), await run(c)];
    expect(ra.map(shape)).toEqual(rb.map(shape));
    expect(ra.map(shape)).not.toEqual(rc.map(shape));
    expect(a.emitted).toEqual(ra);
    for (const alert of ra) AlertSchema.parse(alert);
    expect(new Set(ra.map((x) => x.alertType))).toEqual(new Set(ALERT_TYPES));
    expect(new Set(ra.map((x) => x.alertSubject))).toEqual(new Set(ALERT_SUBJECTS));
    const sensor = ra.find((x) => x.cameraRole === "None")!;
    expect(sensor.sensorId).toMatch(/-(power|battery|tilt)$/);
    expect(ra.find((x) => x.cameraRole === "Radar")!.sensorId).toMatch(/-radar$/);
    expect(
      ra.filter((x) => x.sensorId === null).every((x) => ["Left", "Primary", "Right"].includes(x.cameraRole)),
    ).toBe(true);
  }, 60_000); // 900 raises: a few seconds on SQLite, more on PostgreSQL on a loaded machine

  it("leaves a client alone once it has the most unresolved alerts", async () => {
    const capped = await createAlertService({ query, emitter: quiet, media: null, maxOpenPerClient: 0 });
    expect(await capped.raiseGenerated()).toBeNull();
  });

  it("seeds the demo alerts that are missing, and only those", async () => {
    const { s } = await service(13);
    await testRows(query, "UPDATE alerts SET state = 'resolved'");
    const first = await seedDemoAlerts(s, Date.now(), 13);
    expect(first).toBe(DEMO_ALERT_TARGETS.reduce((n, t) => n + t.count, 0));
    expect(await seedDemoAlerts(s, Date.now(), 13)).toBe(0);
    for (const target of DEMO_ALERT_TARGETS) {
      let open = 0;
      for (const id of target.clients) open += await s.store.openCount(id);
      expect(open).toBeGreaterThanOrEqual(target.count);
    }
  });
});

describe("ALERT_RATE on a running server", () => {
  it("raises that many alerts a minute to the sockets", async () => {
    const server = await startTestServer({ alertMedia: false, alertRate: 1200 });
    const socket = recordingSocket(server.url, "/security_alerts", await server.issueToken("admin"));
    try {
      await socket.connected();
      const from = socket.events.length;
      const start = Date.now();
      await until(() => Date.now() - start >= 1000, 2000);
      const count = socket.events.length - from;
      // 20 a second, give or take the edges of the window.
      expect(count).toBeGreaterThanOrEqual(17);
      expect(count).toBeLessThanOrEqual(23);
      expect(server.alerts.generator.ratePerMinute).toBe(1200);
    } finally {
      socket.close();
      await server.close();
    }
  });
});
