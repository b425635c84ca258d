import { afterAll, describe, expect, it } from "vitest";
import { defaultConfig, fakeApi, ok } from "./fake-api";

const api = await fakeApi();
afterAll(async () => {
  defaultConfig();
  await api.close();
});

describe("fakeApi", () => {
  it("answers a CORS preflight itself: the queued replies and the calls are left for the real call", async () => {
    let asked = 0;
    api.reply("/api/things", [ok("first"), ok("second")]);
    api.reply("/api/counted", () => {
      asked += 1;
      return ok(asked);
    });
    const preflight = (path: string) =>
      fetch(`${api.url}${path}`, {
        method: "OPTIONS",
        headers: { origin: "http://page.test", "access-control-request-method": "DELETE" },
      });

    const answer = await preflight("/api/things");
    expect(answer.status).toBe(204);
    expect(answer.headers.get("access-control-allow-origin")).toBe("http://page.test");
    expect(answer.headers.get("access-control-allow-methods")).toContain("DELETE");
    await preflight("/api/counted");

    const first = (await (await fetch(`${api.url}/api/things`, { method: "DELETE" })).json()) as { data: unknown };
    const second = (await (await fetch(`${api.url}/api/things`)).json()) as { data: unknown };
    const counted = (await (await fetch(`${api.url}/api/counted`)).json()) as { data: unknown };
    expect([first.data, second.data, counted.data]).toEqual(["first", "second", 1]);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "DELETE /api/things",
      "GET /api/things",
      "GET /api/counted",
    ]);
  });
});
