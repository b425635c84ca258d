import { describe, expect, it } from "vitest";
import { useTestServer } from "../testing/file-server";
import { signIn } from "../testing/server-test";

const file = useTestServer([]);

describe("thumbnails", () => {
  it("draws a deterministic SVG with the camera name escaped for a reader, and cache headers", async () => {
    const path = "/media/thumbnails/1/4.svg";
    const cookie = await signIn(file.server.url, "operator");
    const first = await fetch(`${file.server.url}${path}`, { headers: { cookie } });
    const svg = await first.text();
    expect(first.headers.get("content-type")).toContain("image/svg+xml");
    expect(first.headers.get("cache-control")).toMatch(/max-age=\d+/);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("cross-origin-resource-policy")).toBe("cross-origin"); // partner pages show them
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain("Trailer 0001 PTZ");
    expect(await (await fetch(`${file.server.url}${path}`, { headers: { cookie } })).text()).toBe(svg);
    const stranger = await (await fetch(`${file.server.url}${path}`)).text();
    expect(stranger).not.toContain("Trailer 0001 PTZ");
    expect((await fetch(`${file.server.url}/media/thumbnails/1/999999.svg`)).status).toBe(404);
    expect((await fetch(`${file.server.url}/media/thumbnails/1e0/4.svg`)).status).toBe(404);
  });
});
