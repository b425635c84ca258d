import { describe, expect, it } from "vitest";
import * as z from "zod";
import { contractCall, fillPath, type ContractCallId } from "../../../widgets/core/contract";
import { ErrorBodySchema, RESOLVE_NOTE_MAX } from "../../../widgets/core/schemas";
import { caller, type Caller } from "../test-support";
import { NO_ALERTS_FLAG_MESSAGE, RESOLVE_MESSAGES } from "./alert-routes";
import { useTestServer } from "../testing/file-server";
import { startTestServer } from "../testing/server-test";
import { firstLiveUnitOf } from "../testing/test.queries";

const file = useTestServer(["operator", "multi", "admin", "partner"], { testHooks: true, alertMedia: false });
const { operator, multi, admin, partner, anonymous } = file;

/** Calls a contract call; a 200 answer is parsed with its response schema, an error with ErrorBodySchema. */
async function call(who: Caller, id: ContractCallId, params: Record<string, number> = {}, body?: unknown) {
  const c = contractCall(id);
  const path = fillPath(c.path, params);
  const answer = c.method === "GET" ? await who.get(path) : await who.send(c.method, path, body);
  if (answer.status === 200) return { status: 200, data: c.response.parse(answer.body).data as unknown };
  return { status: answer.status, error: ErrorBodySchema.parse(answer.body).error };
}

const raise = async (body: Record<string, unknown> = {}, who = anonymous) => {
  const answer = await call(who, "testRaiseAlert", {}, { media: false, ...body });
  expect(answer.status, JSON.stringify(answer)).toBe(200);
  return z.object({ alertId: z.number() }).parse(answer.data).alertId;
};

const unitOf = (clientId: number) => firstLiveUnitOf(file.server.query, clientId);

describe("alerts calls", () => {
  it("list the caller's unresolved alerts, newest first, only of clients they may read", async () => {
    const own = [await raise({ liveUnitId: await unitOf(1) }), await raise({ liveUnitId: await unitOf(1) })];
    const foreign = await raise({ liveUnitId: await unitOf(2) });
    const list = await call(operator, "alerts");
    expect(list.status).toBe(200);
    const alerts = z
      .array(z.object({ alertId: z.number(), clientId: z.number(), alertTimestamp: z.string() }))
      .parse(list.data);
    expect(alerts.every((a) => a.clientId === 1)).toBe(true);
    const ids = alerts.map((a) => a.alertId);
    expect(ids).toEqual(expect.arrayContaining(own));
    expect(ids).not.toContain(foreign);
    const sorted = [...alerts].sort(
      (a, b) => Date.parse(b.alertTimestamp) - Date.parse(a.alertTimestamp) || b.alertId - a.alertId,
    );
    expect(alerts).toEqual(sorted);
    const forMulti = z.array(z.object({ alertId: z.number() })).parse((await call(multi, "alerts")).data);
    expect(forMulti.map((a) => a.alertId)).toContain(foreign);
    const forAdmin = z.array(z.object({ alertId: z.number() })).parse((await call(admin, "alerts")).data);
    expect(forAdmin.map((a) => a.alertId)).toEqual(expect.arrayContaining([...own, foreign]));
  });

  it("answer one alert with every field; another client's alert is 404", async () => {
    const id = await raise({ liveUnitId: await unitOf(1), alertType: "gunshot", alertSubject: "vehicle" });
    const one = await call(operator, "alert", { alertId: id });
    expect(one.status).toBe(200);
    expect(one.data).toMatchObject({
      alertId: id,
      alertType: "gunshot",
      alertSubject: "vehicle",
      state: "new",
      clientId: 1,
    });
    expect((one.data as { clientName: string }).clientName).toBe("Crescent Property Management");
    const foreign = await raise({ liveUnitId: await unitOf(2) });
    expect(await call(operator, "alert", { alertId: foreign })).toEqual({ status: 404, error: "Alert not found" });
    expect((await call(operator, "alert", { alertId: 999_999 })).status).toBe(404);
  });

  it("need a signed-in user with the security_alerts flag", async () => {
    const id = await raise({ liveUnitId: await unitOf(14) });
    for (const [who, status] of [
      [anonymous, 401],
      [partner, 403],
    ] as const) {
      expect((await call(who, "alerts")).status).toBe(status);
      expect((await call(who, "alert", { alertId: id })).status).toBe(status);
      const resolve = await call(who, "resolveAlert", { alertId: id }, { alertId: id, tags: ["theft"], note: "" });
      expect(resolve.status).toBe(status);
    }
    expect((await call(partner, "alerts")).error).toBe(NO_ALERTS_FLAG_MESSAGE);
  });
});

describe("resolve", () => {
  const resolve = (who: Caller, alertId: number, body: unknown) => call(who, "resolveAlert", { alertId }, body);

  it("refuses a body breaking the rules, with the spec's messages", async () => {
    const id = await raise({ liveUnitId: await unitOf(1) });
    const cases: [unknown, string][] = [
      [{ alertId: id, tags: [], note: "" }, RESOLVE_MESSAGES.tag_required!],
      [{ alertId: id, note: "x" }, RESOLVE_MESSAGES.tag_required!],
      [{ alertId: id, tags: ["other"], note: "   " }, RESOLVE_MESSAGES.note_required!],
      [{ alertId: id, tags: ["theft"], note: "x".repeat(RESOLVE_NOTE_MAX + 1) }, RESOLVE_MESSAGES.note_too_long!],
      [{ alertId: id, tags: ["burglary"], note: "" }, "Unknown tag at tags.0"],
      [{ alertId: id + 1, tags: ["theft"], note: "" }, "alertId in the body differs from the alert in the path"],
    ];
    expect(RESOLVE_MESSAGES.tag_required).toBe("A tag is required");
    expect(RESOLVE_MESSAGES.note_required).toBe("A note is required if 'Other' is selected");
    for (const [body, message] of cases) {
      expect(await resolve(operator, id, body), JSON.stringify(body)).toEqual({ status: 400, error: message });
    }
    expect((await call(operator, "alert", { alertId: id })).data).toMatchObject({ state: "new" });
  });

  it("resolves, records who, when, tags and note, and drops the alert from the list", async () => {
    const id = await raise({ liveUnitId: await unitOf(1) });
    const note = "x".repeat(RESOLVE_NOTE_MAX);
    const before = Date.now();
    const answer = await resolve(operator, id, { alertId: id, tags: ["other", "animal"], note });
    expect(answer).toEqual({ status: 200, data: { alertId: id, state: "resolved" } });
    expect(await file.server.alerts.service.store.resolution(id)).toEqual({
      userId: 1,
      atMs: expect.any(Number),
      tags: ["other", "animal"],
      note,
    });
    expect((await file.server.alerts.service.store.resolution(id))!.atMs).toBeGreaterThanOrEqual(before);
    const list = z.array(z.object({ alertId: z.number() })).parse((await call(operator, "alerts")).data);
    expect(list.map((a) => a.alertId)).not.toContain(id);
    expect((await call(operator, "alert", { alertId: id })).data).toMatchObject({ state: "resolved" });
    expect(await resolve(operator, id, { alertId: id, tags: ["theft"], note: "" })).toEqual({
      status: 409,
      error: "This alert is already resolved",
    });
  });

  it("is 404 for another client's alert, which stays unresolved", async () => {
    const foreign = await raise({ liveUnitId: await unitOf(2) });
    expect(await resolve(operator, foreign, { alertId: foreign, tags: ["theft"], note: "" })).toEqual({
      status: 404,
      error: "Alert not found",
    });
    expect((await call(multi, "alert", { alertId: foreign })).data).toMatchObject({ state: "new" });
  });
});

describe("test hook", () => {
  it("raises an alert of the given unit, type and subject, or of the caller's clients", async () => {
    const unit = await unitOf(3);
    const id = await raise({ liveUnitId: unit, alertType: "not-a-known-type", alertSubject: "object" });
    expect((await call(admin, "alert", { alertId: id })).data).toMatchObject({
      liveUnitId: unit,
      alertType: "not-a-known-type",
      alertSubject: "object",
      media: [],
    });
    for (let i = 0; i < 5; i++) {
      const mine = await raise({}, operator);
      expect((await call(operator, "alert", { alertId: mine })).status).toBe(200);
    }
  });

  it("answers 404 for an unknown unit and 400 for a bad body", async () => {
    expect(await call(anonymous, "testRaiseAlert", {}, { liveUnitId: 99_999_999 })).toEqual({
      status: 404,
      error: "Live unit not found",
    });
    const bad = await anonymous.send("POST", "/api/test/alerts", { alertSubject: "dog" });
    expect(bad.status).toBe(400);
    expect((await anonymous.send("POST", "/api/test/alerts", { colour: "red" })).status).toBe(400);
  });

  it("does not exist without testHooks", async () => {
    const plain = await startTestServer({ alertMedia: false });
    try {
      const answer = await caller(plain.url).send("POST", "/api/test/alerts", {});
      expect(answer.status).toBe(404);
      expect((await caller(plain.url).send("POST", "/api/test/sockets/drop")).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
