import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TILE_ORIGINS } from "../settings";
import { startTestServer, type TestServer } from "../testing/server-test";
import { API_CSP } from "./security-headers";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** The CSP header as a map of directive → sources. */
const directives = (header: string | null): Record<string, string[]> =>
  Object.fromEntries(
    (header ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );

describe("security headers", () => {
  it("gives every page a strict CSP, frame-ancestors, nosniff and a referrer policy", async () => {
    for (const path of ["/", "/live-unit/3/history", "/auth/redirect"]) {
      const page = await fetch(`${server.url}${path}`);
      const csp = directives(page.headers.get("content-security-policy"));
      expect(csp["frame-ancestors"], path).toBeDefined();
      expect(csp["frame-ancestors"]).not.toContain("*");
      expect(csp["script-src"] ?? csp["default-src"], path).not.toContain("'unsafe-inline'");
      expect(page.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(page.headers.get("referrer-policy"), path).toMatch(/^(same-origin|strict-origin-when-cross-origin)$/);
      expect(page.headers.get("x-frame-options"), path).toMatch(/^(SAMEORIGIN|DENY)$/);
    }
  });

  it("lets the portal load its own scripts, workers, /media images and the configured tiles, nothing else", async () => {
    const csp = directives((await fetch(`${server.url}/`)).headers.get("content-security-policy"));
    expect(csp["script-src"]).toEqual(["'self'"]);
    expect(csp["worker-src"]).toEqual(["'self'"]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
    expect(csp["img-src"]).toEqual(expect.arrayContaining(["'self'", "data:", ...DEFAULT_TILE_ORIGINS]));
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(Object.values(csp).flat()).not.toContain("*");
  });

  it("takes the tile hosts from configuration", async () => {
    const other = await startTestServer({ tileOrigins: ["https://tiles.example.com"] });
    const csp = directives((await fetch(`${other.url}/`)).headers.get("content-security-policy"));
    await other.close();
    expect(csp["img-src"]).toContain("https://tiles.example.com");
    expect(csp["img-src"]).not.toContain(DEFAULT_TILE_ORIGINS[0]);
  });

  it("gives JSON answers a CSP that loads nothing and is never framed", async () => {
    for (const path of ["/api/vms/user_info", "/api/nope"]) {
      const answer = await fetch(`${server.url}${path}`);
      expect(answer.headers.get("content-type")).toContain("application/json");
      expect(answer.headers.get("content-security-policy")).toBe(API_CSP);
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});
