import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/server-test";
import { parseAllowedOrigins } from "./origin";

let server: TestServer;
const PARTNER = "http://127.0.0.1:9999";

beforeAll(async () => {
  server = await startTestServer({ allowedOrigins: [PARTNER] });
});
afterAll(async () => {
  await server.close();
});

const preflight = (origin: string, method = "GET") =>
  fetch(`${server.url}/api/vms/user_info`, {
    method: "OPTIONS",
    headers: { origin, "access-control-request-method": method, "access-control-request-headers": "authorization" },
  });

describe("CORS", () => {
  it("allows only the configured origins, with credentials and the Authorization header", async () => {
    const allowed = await preflight(PARTNER);
    expect(allowed.headers.get("access-control-allow-origin")).toBe(PARTNER);
    expect(allowed.headers.get("access-control-allow-credentials")).toBe("true");
    expect(allowed.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
    for (const origin of ["http://127.0.0.1:9998", "http://localhost:9999", "https://evil.example", "null"]) {
      const refused = await preflight(origin);
      expect(refused.headers.get("access-control-allow-origin"), origin).toBeNull();
      const simple = await fetch(`${server.url}/api/vms/user_info`, { headers: { origin } });
      expect(simple.headers.get("access-control-allow-origin"), origin).toBeNull();
    }
  });

  it("allows nobody by default (same-origin only)", async () => {
    const other = await startTestServer();
    const answer = await fetch(`${other.url}/api/vms/user_info`, { headers: { origin: PARTNER } });
    await other.close();
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("lets any page load the public CDN bundle and media, without credentials", async () => {
    const thumbnail = await fetch(`${server.url}/media/thumbnails/1/4.svg`, {
      headers: { origin: "https://a.example" },
    });
    expect(thumbnail.headers.get("access-control-allow-origin")).toBe("*");
    expect(thumbnail.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("lets any page POST a WHEP/WHIP offer and DELETE its session on a signed live or voice URL, and read the Location", async () => {
    for (const [path, method] of [
      ["/media/live/abc.def/whep", "POST"],
      ["/media/live/abc.def/whep/0b6e-11", "DELETE"],
      ["/media/voice/abc.def/whip", "POST"],
      ["/media/voice/abc.def/whip/0b6e-11", "DELETE"],
    ] as const) {
      const answer = await fetch(`${server.url}${path}`, {
        method: "OPTIONS",
        headers: {
          origin: "https://a.example",
          "access-control-request-method": method,
          "access-control-request-headers": "authorization,content-type",
        },
      });
      expect(answer.headers.get("access-control-allow-origin"), path).toBe("*");
      expect(answer.headers.get("access-control-allow-methods"), path).toContain(method);
      expect(answer.headers.get("access-control-allow-credentials"), path).toBeNull();
    }
    const media = await fetch(`${server.url}/media/live/abc.def/index.m3u8`, {
      method: "OPTIONS",
      headers: { origin: "https://a.example", "access-control-request-method": "DELETE" },
    });
    expect(media.headers.get("access-control-allow-methods")).not.toContain("DELETE");
  });

  it("reads ALLOWED_ORIGINS as exact origins and refuses anything else", () => {
    expect(parseAllowedOrigins(undefined)).toEqual([]);
    expect(parseAllowedOrigins(" https://a.example , http://127.0.0.1:8000,")).toEqual([
      "https://a.example",
      "http://127.0.0.1:8000",
    ]);
    expect(() => parseAllowedOrigins("https://a.example/")).toThrow(/not an origin/);
    expect(() => parseAllowedOrigins("*")).toThrow(/not an origin/);
  });
});
