import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startTestServer, type TestServer } from "../testing/server-test";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("thumbnails", () => {
  it("draws a deterministic SVG with the camera name escaped for a reader, and cache headers", async () => {
    const path = "/media/thumbnails/1/4.svg";
    const cookie = await signIn(server.url, "operator");
    const first = await fetch(`${server.url}${path}`, { headers: { cookie } });
    const svg = await first.text();
    expect(first.headers.get("content-type")).toContain("image/svg+xml");
    expect(first.headers.get("cache-control")).toMatch(/max-age=\d+/);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("cross-origin-resource-policy")).toBe("cross-origin"); // partner pages show them
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain("Trailer 0001 PTZ");
    expect(await (await fetch(`${server.url}${path}`, { headers: { cookie } })).text()).toBe(svg);
    const stranger = await (await fetch(`${server.url}${path}`)).text();
    expect(stranger).not.toContain("Trailer 0001 PTZ");
    expect((await fetch(`${server.url}/media/thumbnails/1/999999.svg`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/thumbnails/1e0/4.svg`)).status).toBe(404);
  });
});
