// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://127.0.0.1:3000/partner" }
import { afterEach, describe, expect, it } from "vitest";
import * as z from "zod";
import { configure } from "../config/config-store";
import { envelope } from "../schemas/envelope";
import { defaultConfig, fileFakeApi, ok, rejection } from "../testing/fake-api";
import { ApiError, authProblem } from "./api-error";
import { tradesSessionCookie } from "./auth-token";
import { request } from "./request";

/**
 * A sibling app of the same site on another origin (the page here is happy-dom's, the API the fake
 * API's): signed in by the API's session cookie, it trades the cookie for a token at `tokenUrl` and
 * sends it as Bearer on every call, reads and changes alike (the server takes that cookie from
 * another origin for reads only).
 */
const api = await fileFakeApi({ settleMs: 0 });
const Item = envelope(z.object({ id: z.number() }));
const tokenAt = (exp: number, name: string) =>
  `${Buffer.from(JSON.stringify({ userId: 1, exp, sid: name })).toString("base64url")}.sig`;

afterEach(() => {
  defaultConfig();
  configure({ apiBaseUrl: api.url });
});

describe("a page of another origin signed in by the session cookie", () => {
  it("is told apart from a same-origin page, from another site and from a host token", () => {
    expect(location.origin).not.toBe(new URL(api.url).origin);
    expect(tradesSessionCookie()).toBe(true);
    configure({ apiBaseUrl: "" });
    expect(tradesSessionCookie()).toBe(false);
    configure({ apiBaseUrl: "http://localhost:8080" }); // 127.0.0.1 and localhost are two sites
    expect(tradesSessionCookie()).toBe(false);
    configure({ apiBaseUrl: api.url, token: "given" });
    expect(tradesSessionCookie()).toBe(false);
  });

  it("sends the token of tokenUrl as Bearer on reads and state changes, asking once while it is fresh", async () => {
    const token = tokenAt(Date.now() + 3_600_000, "sibling");
    api.reply("/api/auth/token", ok({ userId: 1, userToken: token }));
    api.reply("/api/vms/stream/7/start", (call) =>
      call.authorization === `Bearer ${token}` ? ok({ id: 7 }) : rejection(403, "Bearer needed", "cross_origin_cookie"),
    );
    api.reply("/api/vms/user_info", ok({ id: 1 }));
    await request("/api/vms/user_info", Item);
    await expect(request("/api/vms/stream/7/start", Item, { method: "POST" })).resolves.toMatchObject({
      data: { id: 7 },
    });
    const calls = api.calls.map((c) => `${c.method} ${c.path} ${c.authorization ?? "-"}`);
    expect(calls).toEqual([
      "GET /api/auth/token -",
      `GET /api/vms/user_info Bearer ${token}`,
      `POST /api/vms/stream/7/start Bearer ${token}`,
    ]);
  });

  it("asks the token call again after a 401, and gives up with missing when nobody is signed in", async () => {
    // The token of the test before is held; the session behind it has ended since.
    api.reply("/api/auth/token", rejection(401, "Not signed in", "no_credentials"));
    api.reply("/api/vms/user_info", rejection(401, "The token is not valid", "invalid_token"));
    let error: unknown;
    await request("/api/vms/user_info", Item).catch((e: unknown) => (error = e));
    expect(error).toBeInstanceOf(ApiError);
    expect(authProblem(error as ApiError)).toBe("missing");
    expect(api.calls.map((c) => c.path)).toEqual(["/api/vms/user_info", "/api/auth/token"]);
  });
});
