import { afterEach, describe, expect, it } from "vitest";
import * as z from "zod";
import { $config, configure } from "../config/config-store";
import * as shell from "../contract/shell-calls";
import { envelope } from "../schemas/envelope";
import { defaultConfig, fileFakeApi, ok, rejection } from "../testing/fake-api";
import { ApiError, authProblem, isCrossOriginRefusal, isNotFound } from "./api-error";
import { tokenExpiry } from "./auth-token";
import { callApi } from "./call-api";
import { onAuthError, request } from "./request";

const api = await fileFakeApi({ settleMs: 0 });
afterEach(() => {
  defaultConfig();
  configure({ apiBaseUrl: api.url });
});
const Item = envelope(z.object({ id: z.number(), name: z.string() }));

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected a failure");
}

/** A token in the reference server's shape (`base64url(json).signature`), expiring at `exp` (ms). */
const tokenExpiringAt = (exp: number, name: string) =>
  `${Buffer.from(JSON.stringify({ userId: 1, exp, sid: name })).toString("base64url")}.sig`;

describe("request", () => {
  it("parses a valid response", async () => {
    api.reply("/ok", ok({ id: 1, name: "A" }));
    await expect(request("/ok", Item)).resolves.toEqual({
      status: 200,
      statusMessage: "OK",
      data: { id: 1, name: "A" },
    });
  });

  it("answers a schema error listing the problems", async () => {
    api.reply("/bad-shape", ok({ id: "1" }));
    const error = await failure(request("/bad-shape", Item));
    expect(error.code).toBe("schema");
    expect(error.message).toMatch(/data\.id/);
    expect(error.message).toMatch(/data\.name/);
  });

  it("answers a schema error for a body that is not JSON", async () => {
    api.reply("/not-json", { status: 200, body: "<html>oops</html>" });
    expect((await failure(request("/not-json", Item))).code).toBe("schema");
  });

  it("maps 401 to auth and tells the auth listeners", async () => {
    api.reply("/unauthorized", rejection(401, "Sign in"));
    const heard: ApiError[] = [];
    const stop = onAuthError((e) => heard.push(e));
    const error = await failure(request("/unauthorized", Item));
    stop();
    expect([error.code, error.status, error.message]).toEqual(["auth", 401, "Sign in"]);
    expect(heard).toHaveLength(1);
  });

  it("maps 403 to forbidden and 500 to http", async () => {
    api.reply("/forbidden", rejection(403, "No access"));
    api.reply("/boom", { status: 500, body: "" });
    expect((await failure(request("/forbidden", Item))).code).toBe("forbidden");
    const error = await failure(request("/boom", Item));
    expect([error.code, error.status]).toEqual(["http", 500]);
  });

  it("answers network for an unreachable server", async () => {
    const error = await failure(request("http://127.0.0.1:1/x", Item, { absolute: true }));
    expect(error.code).toBe("network");
  });

  it("answers aborted when the signal aborts", async () => {
    api.reply("/slow", ok({ id: 1, name: "A" }, 500));
    const controller = new AbortController();
    const pending = request("/slow", Item, { signal: controller.signal });
    controller.abort();
    expect((await failure(pending)).code).toBe("aborted");
  });

  it("answers timeout when the server does not answer in time (never an endless wait)", async () => {
    api.reply("/hangs", ok({ id: 1, name: "A" }, 2000));
    configure({ requestTimeoutMs: 50 });
    const started = Date.now();
    const error = await failure(request("/hangs", Item));
    expect(error.code).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("sends the configured token, the JSON body and bracket-style queries", async () => {
    api.reply("/echo", rejection(403));
    configure({ token: "secret-token" });
    await failure(request("/echo", Item, { method: "POST", body: { a: 1 }, query: { ids: [1, 2] } }));
    const last = api.calls.at(-1);
    expect(last?.authorization).toBe("Bearer secret-token");
    expect(last?.method).toBe("POST");
    expect(JSON.parse(last?.body ?? "null")).toEqual({ a: 1 });
    expect(last?.query).toBe("ids[]=1&ids[]=2");
  });
});

describe("callApi", () => {
  it("calls by contract entry: method, path with its parameters, the response schema", async () => {
    api.reply("/api/vms/live_units/12/default_streaming_camera", {
      status: 200,
      body: JSON.stringify({ status: 200, statusMessage: "OK", data: 99, error: null }),
    });
    const answer = await callApi(shell.defaultStreamingCamera, { params: { liveUnitId: 12 } });
    expect(answer.data).toBe(99);
    expect(api.calls.at(-1)?.method).toBe("GET");
  });
});

describe("tokens from the host (getToken)", () => {
  it("reads the expiry of JWTs (seconds) and of the reference server's tokens (milliseconds)", () => {
    const jwt = `h.${Buffer.from(JSON.stringify({ exp: 2_000_000_000 })).toString("base64url")}.s`;
    expect(tokenExpiry(jwt)).toBe(2_000_000_000_000);
    expect(tokenExpiry(tokenExpiringAt(1_900_000_000_000, "x"))).toBe(1_900_000_000_000);
    expect(tokenExpiry("opaque")).toBeNull();
  });

  it("sends the provider's token and keeps it while it is fresh", async () => {
    api.reply("/me", ok({ id: 1, name: "A" }));
    const token = tokenExpiringAt(Date.now() + 3_600_000, "long");
    let asked = 0;
    configure({
      getToken: async () => {
        asked += 1;
        return token;
      },
    });
    await request("/me", Item);
    await request("/me", Item);
    expect(asked).toBe(1);
    expect(api.calls.map((c) => c.authorization)).toEqual([`Bearer ${token}`, `Bearer ${token}`]);
  });

  it("asks again when the token expires within the margin", async () => {
    api.reply("/me", ok({ id: 1, name: "A" }));
    let asked = 0;
    configure({
      getToken: async () => ({ token: `short-${++asked}`, expiresAt: Date.now() + 30_000 }),
    });
    await request("/me", Item);
    await request("/me", Item);
    expect(api.calls.map((c) => c.authorization)).toEqual(["Bearer short-1", "Bearer short-2"]);
  });

  it("asks once more after a 401 and retries the call once", async () => {
    api.reply("/me", (call) => (call.authorization === "Bearer revoked" ? rejection(401) : ok({ id: 1, name: "A" })));
    const grants = ["revoked", "renewed"];
    configure({ getToken: async () => grants.shift() ?? "none" });
    await expect(request("/me", Item)).resolves.toMatchObject({ data: { id: 1 } });
    expect(api.calls.map((c) => c.authorization)).toEqual(["Bearer revoked", "Bearer renewed"]);
  });

  it("tells an expired token from a refused one and from none, asking getToken once more for an expired one", async () => {
    api.reply("/me", rejection(401, "The token has expired", "token_expired"));
    let asked = 0;
    configure({ getToken: async () => `old-${++asked}` });
    const expired = await failure(request("/me", Item));
    expect([expired.code, expired.reason, authProblem(expired)]).toEqual(["auth", "token_expired", "expired"]);
    expect(asked).toBe(2);
    expect(api.calls.map((c) => c.authorization)).toEqual(["Bearer old-1", "Bearer old-2"]);

    defaultConfig();
    configure({ apiBaseUrl: api.url, token: "forged" });
    api.reply("/me", rejection(401, "The token is not valid", "invalid_token"));
    expect(authProblem(await failure(request("/me", Item)))).toBe("invalid");

    defaultConfig();
    configure({ apiBaseUrl: api.url });
    api.reply("/me", rejection(401, "Not signed in", "no_credentials"));
    expect(authProblem(await failure(request("/me", Item)))).toBe("missing");
    configure({ getToken: async () => "" });
    expect(authProblem(await failure(request("/me", Item)))).toBe("missing");
  });

  it("keeps a cross-origin cookie refusal apart from a missing right, and a 404 apart from both", async () => {
    api.reply("/start", rejection(403, "Bearer needed", "cross_origin_cookie"));
    api.reply("/denied", rejection(403, "No access"));
    api.reply("/gone", rejection(404, "Not found"));
    const crossOrigin = await failure(request("/start", Item, { method: "POST" }));
    const denied = await failure(request("/denied", Item));
    const gone = await failure(request("/gone", Item));
    expect([isCrossOriginRefusal(crossOrigin), isCrossOriginRefusal(denied)]).toEqual([true, false]);
    expect([crossOrigin.code, denied.code]).toEqual(["forbidden", "forbidden"]);
    expect([isNotFound(gone), isNotFound(denied)]).toEqual([true, false]);
  });

  it("turns a failing provider into an auth error, and uses no cookie with a host token", async () => {
    configure({
      getToken: async () => {
        throw new Error("partner backend down");
      },
    });
    const error = await failure(request("/me", Item));
    expect([error.code, error.message]).toEqual(["auth", "getToken failed: partner backend down"]);
    expect($config.get().getToken).toBeTypeOf("function");
  });
});
