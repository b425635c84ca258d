import { describe, expect, it } from "vitest";
import * as z from "zod";
import { contractCall, fillPath } from "../../../widgets/core/contract";
import { ErrorBodySchema, UNIT_ALERTS_MAX_SPAN_MS } from "../../../widgets/core/schemas";
import type { Caller } from "../test-support";
import { useTestServer } from "../testing/file-server";
import { firstLiveUnitOf } from "../testing/test.queries";

const file = useTestServer(["operator", "limited"], { testHooks: true, alertMedia: false });
const { operator, limited, anonymous } = file;

const unitOf = (clientId: number) => firstLiveUnitOf(file.server.query, clientId);

/** GET the unit's alerts in [from, to): the parsed data on 200, else the status and error message. */
async function unitAlerts(who: Caller, liveUnitId: number, from: number, to: number) {
  const call = contractCall("unitAlerts");
  const answer = await who.get(`${fillPath(call.path, { liveUnitId })}?from=${from}&to=${to}`);
  if (answer.status === 200) return { status: 200, data: call.response.parse(answer.body).data };
  return { status: answer.status, error: ErrorBodySchema.parse(answer.body).error };
}

const raise = async (liveUnitId: number) => {
  const answer = await anonymous.send("POST", "/api/test/alerts", { liveUnitId, media: false, alertType: "intrusion" });
  expect(answer.status).toBe(200);
  return z.object({ data: z.object({ alertId: z.number() }) }).parse(answer.body).data.alertId;
};

describe("a unit's alerts for the history timeline (beyond the spec)", () => {
  it("lists the unit's alerts of the span, resolved or not, earliest first, and none of other units", async () => {
    const unit = await unitOf(1);
    const before = Date.now() - 1000;
    const first = await raise(unit);
    const second = await raise(unit);
    await raise(await unitOf(2));
    const resolved = await operator.send("POST", `/api/alerts/${first}/resolve`, {
      alertId: first,
      note: "",
      tags: ["animal"],
    });
    expect(resolved.status).toBe(200);
    const answer = await unitAlerts(operator, unit, before, Date.now() + 1000);
    expect(answer.status).toBe(200);
    const ids = answer.data?.map((a) => a.alertId);
    expect(ids).toEqual([first, second]);
    expect(answer.data?.[0]?.state).toBe("resolved");
    expect(answer.data?.[0]?.alertType).toBe("intrusion");
    // A span that ends before them holds none.
    expect((await unitAlerts(operator, unit, before - 60_000, before)).data).toEqual([]);
  });

  it("refuses a span over a day or reversed (400), a unit of another client (404), no flag (403), no caller (401)", async () => {
    const unit = await unitOf(1);
    const now = Date.now();
    expect((await unitAlerts(operator, unit, now - UNIT_ALERTS_MAX_SPAN_MS - 1, now)).status).toBe(400);
    expect((await unitAlerts(operator, unit, now, now - 1)).status).toBe(400);
    expect((await unitAlerts(operator, await unitOf(2), now - 1000, now)).status).toBe(404);
    expect((await unitAlerts(operator, 2_000_000_000, now - 1000, now)).status).toBe(404);
    expect((await unitAlerts(limited, unit, now - 1000, now)).status).toBe(403);
    expect((await unitAlerts(anonymous, unit, now - 1000, now)).status).toBe(401);
  });
});
