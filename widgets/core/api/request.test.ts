import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { configure, resetConfig } from "../config/config-store";
import { envelope } from "../schemas/envelope";
import { ApiError } from "./api-error";
import { onAuthError, request } from "./request";

/** A real HTTP server answering canned bodies per path: the edge the client parses. */
let server: Server;
const seen: { path: string; auth?: string; body?: string; method?: string }[] = [];
const routes: Record<string, { status: number; body: string; delay?: number }> = {
  "/ok": { status: 200, body: JSON.stringify({ status: 200, statusMessage: "OK", data: { id: 1, name: "A" } }) },
  "/bad-shape": { status: 200, body: JSON.stringify({ status: 200, statusMessage: "OK", data: { id: "1" } }) },
  "/not-json": { status: 200, body: "<html>oops</html>" },
  "/unauthorized": {
    status: 401,
    body: JSON.stringify({ status: 401, statusMessage: "Unauthorized", data: null, error: "Sign in" }),
  },
  "/forbidden": {
    status: 403,
    body: JSON.stringify({ status: 403, statusMessage: "Forbidden", data: null, error: "No access" }),
  },
  "/boom": { status: 500, body: "" },
  "/slow": { status: 200, body: "{}", delay: 500 },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const path = (req.url ?? "").split("?")[0]!;
      seen.push({ path: req.url ?? "", auth: req.headers.authorization, body, method: req.method });
      const route = routes[path] ?? { status: 404, body: "" };
      setTimeout(() => {
        res.writeHead(route.status, { "content-type": "application/json" });
        res.end(route.body);
      }, route.delay ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  configure({ apiBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

afterAll(async () => {
  resetConfig();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
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

describe("request", () => {
  it("parses a valid response", async () => {
    await expect(request("/ok", Item)).resolves.toEqual({
      status: 200,
      statusMessage: "OK",
      data: { id: 1, name: "A" },
    });
  });

  it("answers a schema error listing the problems", async () => {
    const error = await failure(request("/bad-shape", Item));
    expect(error.code).toBe("schema");
    expect(error.message).toMatch(/data\.id/);
    expect(error.message).toMatch(/data\.name/);
  });

  it("answers a schema error for a body that is not JSON", async () => {
    expect((await failure(request("/not-json", Item))).code).toBe("schema");
  });

  it("maps 401 to auth and tells the auth listeners", async () => {
    const heard: ApiError[] = [];
    const stop = onAuthError((e) => heard.push(e));
    const error = await failure(request("/unauthorized", Item));
    stop();
    expect([error.code, error.status, error.message]).toEqual(["auth", 401, "Sign in"]);
    expect(heard).toHaveLength(1);
  });

  it("maps 403 to forbidden and 500 to http", async () => {
    expect((await failure(request("/forbidden", Item))).code).toBe("forbidden");
    const error = await failure(request("/boom", Item));
    expect([error.code, error.status]).toEqual(["http", 500]);
  });

  it("answers network for an unreachable server", async () => {
    const error = await failure(request("http://127.0.0.1:1/x", Item, { absolute: true }));
    expect(error.code).toBe("network");
  });

  it("answers aborted when the signal aborts", async () => {
    const controller = new AbortController();
    const pending = request("/slow", Item, { signal: controller.signal });
    controller.abort();
    expect((await failure(pending)).code).toBe("aborted");
  });

  it("sends the configured token, the JSON body and bracket-style queries", async () => {
    configure({ token: "secret-token" });
    await failure(request("/forbidden", Item, { method: "POST", body: { a: 1 }, query: { ids: [1, 2] } }));
    configure({ token: undefined });
    const last = seen.at(-1)!;
    expect(last.auth).toBe("Bearer secret-token");
    expect(last.method).toBe("POST");
    expect(JSON.parse(last.body!)).toEqual({ a: 1 });
    expect(decodeURIComponent(last.path)).toBe("/forbidden?ids[]=1&ids[]=2");
  });
});
