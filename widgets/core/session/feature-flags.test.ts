import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { configure } from "../config/config-store";
import { defaultConfig } from "../testing/fake-api";
import { fetchFeatureFlags } from "./session-api";

/** A real HTTP server whose answers are chosen per path. */
let server: Server;
const answers: Record<string, { status: number; body: string }> = {
  "/ok/api/feature_flags": {
    status: 200,
    body: JSON.stringify({ status: 200, statusMessage: "OK", data: { flags: ["security_alerts"] } }),
  },
  "/fail/api/feature_flags": {
    status: 500,
    body: JSON.stringify({ status: 500, statusMessage: "Error", data: null, error: "boom" }),
  },
  "/bad/api/feature_flags": {
    status: 200,
    body: JSON.stringify({ status: 200, statusMessage: "OK", data: { flags: "security_alerts" } }),
  },
};
let base = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    const answer = answers[req.url ?? ""] ?? { status: 404, body: "" };
    res.writeHead(answer.status, { "content-type": "application/json" }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  defaultConfig();
  server.close();
});

describe("fetchFeatureFlags", () => {
  it("returns the flags of a valid answer", async () => {
    configure({ apiBaseUrl: `${base}/ok` });
    expect(await fetchFeatureFlags()).toEqual(["security_alerts"]);
  });

  it.each(["fail", "bad"])("logs and returns [] when the call fails (%s)", async (prefix) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    configure({ apiBaseUrl: `${base}/${prefix}` });
    expect(await fetchFeatureFlags()).toEqual([]);
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it("logs and returns [] when the server cannot be reached", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    configure({ apiBaseUrl: "http://127.0.0.1:9" });
    expect(await fetchFeatureFlags()).toEqual([]);
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});
