import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postSignIn, postSignInFrom, signIn, startTestServer, type TestServer } from "../testing/server-test";
import { INCORRECT_CREDENTIALS } from "./sign-in-routes";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ signInLimits: { failuresPerIp: 6, failuresPerUser: 3, windowMs: 60_000 } });
});
afterAll(async () => {
  await server.close();
});

describe("the sign-in page", () => {
  it("serves an accessible form that keeps redirect_to, under its own strict CSP", async () => {
    const response = await fetch(`${server.url}/auth/redirect?redirect_to=${encodeURIComponent("/camera/4/stream")}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<label for="username">Username</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).toContain('name="redirect_to" value="/camera/4/stream"');
    expect(html).not.toMatch(/<(script|link)\b/);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("POST /auth/login", () => {
  it("sets an httpOnly SameSite=Lax session cookie and 303s to redirect_to", async () => {
    const response = await postSignIn(server.url, {
      username: "multi",
      password: "demo",
      redirect_to: "/live-unit/5/history?a=1",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/live-unit/5/history?a=1");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^vms_session=[\w-]{20,};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
  });

  it("refuses a wrong password with 401, the message, the username kept and escaped", async () => {
    const response = await postSignIn(server.url, {
      username: 'operator"><b>',
      password: "nope",
      redirect_to: "https://evil.example/",
    });
    const html = await response.text();
    expect(response.status).toBe(401);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(html).toContain(INCORRECT_CREDENTIALS);
    expect(html).toContain('value="operator&quot;&gt;&lt;b&gt;"');
    expect(html).toContain('name="redirect_to" value="/"');
  });

  it("honours only same-origin relative redirects", async () => {
    for (const target of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
      const response = await postSignIn(server.url, { username: "operator", password: "demo", redirect_to: target });
      expect(response.headers.get("location")).toBe("/");
    }
  });

  it("signs in with a redirect_to in any script (was a 500: a Location header is ASCII)", async () => {
    const response = await postSignIn(server.url, {
      username: "operator",
      password: "demo",
      redirect_to: "/search?q=東京 café",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/search?q=${encodeURIComponent("東京 café")}`);
  });

  it("refuses a sign-in form posted from another site (login CSRF)", async () => {
    const response = await postSignIn(
      server.url,
      { username: "operator", password: "demo" },
      { origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
    expect(response.headers.get("set-cookie")).toBeNull();
  });
});

describe("failed sign-ins are limited per user and per address", () => {
  it("locks a username after 3 failures from any address, while the right password of others still works", async () => {
    const attempt = (i: number, password: string) =>
      postSignInFrom(`127.0.0.${2 + i}`, server.url, { username: "Partner", password });
    for (let i = 0; i < 3; i += 1) expect((await attempt(i, "guess")).status).toBe(401);
    const locked = await attempt(3, "demo"); // even the right password, from a fourth address
    expect(locked.status).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect(locked.text).toContain("Too many failed sign-ins");
    expect(await signIn(server.url, "admin")).toMatch(/^vms_session=/);
  });

  it("locks an address after 6 failures, whatever the usernames, not other addresses", async () => {
    const attempt = (username: string, password: string) =>
      postSignInFrom("127.0.0.9", server.url, { username, password });
    for (let i = 0; i < 6; i += 1) expect((await attempt(`nobody-${i}`, "x")).status).toBe(401);
    expect((await attempt("multi", "demo")).status).toBe(429);
    expect(await signIn(server.url, "multi")).toMatch(/^vms_session=/); // from 127.0.0.1
  });
});
