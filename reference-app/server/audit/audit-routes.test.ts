import { describe, expect, it } from "vitest";
import * as z from "zod";
import { contractCall, fillPath } from "../../../widgets/core/contract";
import { useTestServer } from "../testing/file-server";
import { postSignInFrom, rejection, type Caller } from "../testing/server-test";

const file = useTestServer(["admin", "operator"], { testHooks: true, alertMedia: false });
const { admin, operator } = file;

const EventSchema = z.object({
  id: z.number(),
  at: z.iso.datetime(),
  action: z.string(),
  userId: z.number().nullable(),
  actor: z.string().nullable(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
const PageSchema = z.object({ data: z.object({ events: z.array(EventSchema), next: z.number().nullable() }) });

const page = async (who: Caller, query = "") => {
  const answer = await who.get(`/api/audit${query}`);
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
  return PageSchema.parse(answer.body).data;
};

describe("the audit trail", () => {
  it("records a camera command: who, which camera, what, from where", async () => {
    const candidates = await file.server.rows<{ id: number; permissions: string; capabilities: string }>(
      `SELECT k.id, k.permissions, k.capabilities FROM cameras k JOIN live_units u ON u.id = k.live_unit_id
      WHERE u.client_id = 1 AND k.active = 1 ORDER BY k.id`,
    );
    const cameraId = candidates.find(
      (k) =>
        (JSON.parse(k.permissions) as { controlPtzf?: boolean }).controlPtzf &&
        (JSON.parse(k.capabilities) as { pan?: boolean }).pan,
    )!.id;
    const path = fillPath(contractCall("ptz").path, { cameraId });
    const moved = await operator.send("POST", path, { controlMode: "panTilt", controlValue: "left" });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const [event] = (await page(admin, "?action=camera.command&limit=1")).events;
    expect(event).toMatchObject({
      action: "camera.command",
      userId: await file.server.idOf("SELECT id FROM users WHERE username = 'operator'"),
      actor: "operator",
      target: `camera:${cameraId}`,
      ip: "127.0.0.1",
      details: { command: "panTilt", direction: "left" },
    });
    expect(Date.now() - Date.parse(event!.at)).toBeLessThan(60_000);
  });

  it("records an alert's resolve", async () => {
    const liveUnitId = await file.server.idOf("SELECT id FROM live_units WHERE client_id = 1 ORDER BY id LIMIT 1");
    const raised = await file.server.anonymous.send("POST", contractCall("testRaiseAlert").path, {
      media: false,
      liveUnitId,
    });
    const alertId = z.object({ data: z.object({ alertId: z.number() }) }).parse(raised.body).data.alertId;
    const path = fillPath(contractCall("resolveAlert").path, { alertId });
    const resolved = await admin.send("POST", path, { alertId, tags: ["theft"], note: "" });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect((await page(admin, "?action=alert.resolve")).events[0]).toMatchObject({
      actor: "admin",
      target: `alert:${alertId}`,
      ip: "127.0.0.1",
      details: { tags: ["theft"] },
    });
  });

  it("pages newest first and filters by action family and time", async () => {
    for (let i = 0; i < 3; i += 1)
      await postSignInFrom("127.0.0.60", file.server.url, { username: `audit-${i}`, password: "wrong" });
    const since = Date.now() - 60_000;
    const first = await page(admin, `?action=sign_in.*&limit=2&since=${since}`);
    expect(first.events.map((e) => e.actor)).toEqual(["audit-2", "audit-1"]);
    expect(first.events.every((e) => e.action === "sign_in.failure" && e.ip === "127.0.0.60")).toBe(true);
    const second = await page(admin, `?action=sign_in.*&limit=2&before=${first.next}`);
    expect(second.events.map((e) => e.actor)).toEqual(["audit-0"]);
    expect(second.next).toBeNull();
    expect((await page(admin, `?since=${new Date(Date.now() + 60_000).toISOString()}`)).events).toEqual([]);
    rejection(await admin.get("/api/audit?limit=5000"), 400);
    rejection(await admin.get("/api/audit?action=x'--"), 400);
  });

  it("answers system administrators only", async () => {
    const [multi, auditor] = await file.server.signedInAs("multi", "auditor");
    for (const who of [operator, multi, auditor]) rejection(await who.get("/api/audit"), 403);
    rejection(await file.server.anonymous.get("/api/audit"), 401);
  });
});
