import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEVICE_COOKIE } from "./device-cookies";
import { postSignIn, postSignInFrom, signIn, startTestServer, type TestServer } from "../testing/server-test";
import { INCORRECT_CREDENTIALS } from "./sign-in-routes";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    signInLimits: { failuresPerUser: 3, failuresPerIpUser: 3, usernamesPerIp: 6, firstDelayMs: 60_000 },
  });
});

/** The `vms_device` cookie (`name=value`) a successful sign-in from `address` leaves. */
async function deviceCookieOf(url: string, address: string, username: string): Promise<string> {
  const answer = await postSignInFrom(address, url, { username, password: "demo" });
  expect(answer.status).toBe(303);
  const cookies = [answer.headers["set-cookie"] ?? []].flat();
  const device = cookies.find((c) => c.startsWith(`${DEVICE_COOKIE}=`)) ?? "";
  expect(device).toContain("HttpOnly");
  expect(device).toContain("Path=/auth/");
  expect(device).toMatch(/Max-Age=\d{8}/); // a year
  expect(device).not.toContain("Secure"); // plain http here
  return device.split(";")[0]!;
}
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

describe("failed sign-ins slow guessing, never lock the right person out", () => {
  it("slows a username after 3 failures from any address for clients it never signed in on (429, Retry-After)", async () => {
    const device = await deviceCookieOf(server.url, "127.0.0.40", "partner");
    const attempt = (i: number, password: string) =>
      postSignInFrom(`127.0.0.${2 + i}`, server.url, { username: "Partner", password });
    for (let i = 0; i < 3; i += 1) expect((await attempt(i, "guess")).status).toBe(401);
    const slowed = await attempt(3, "demo"); // the right password, from a browser that never signed in as partner
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers["retry-after"])).toBeGreaterThanOrEqual(59);
    expect(slowed.text).toContain("Too many failed sign-ins. Try again in 1 minute.");
    // The browser partner signed in on before is not refused, from any address.
    const own = await postSignInFrom(
      "127.0.0.41",
      server.url,
      { username: "partner", password: "demo" },
      { cookie: device },
    );
    expect(own.status).toBe(303);
    expect(await signIn(server.url, "admin")).toMatch(/^vms_session=/);
  });

  it("judges a trusted browser by its own failures only", async () => {
    const device = await deviceCookieOf(server.url, "127.0.0.42", "auditor");
    const own = (password: string) =>
      postSignInFrom("127.0.0.42", server.url, { username: "auditor", password }, { cookie: device });
    for (let i = 0; i < 5; i += 1) expect((await own("typo")).status).toBe(401);
    const slowed = await own("demo");
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers["retry-after"])).toBeGreaterThan(0);
    // Its failures were its own: another browser, untrusted, is not slowed by them.
    expect((await postSignInFrom("127.0.0.43", server.url, { username: "auditor", password: "demo" })).status).toBe(
      303,
    );
  });

  it("slows an address that tries 6 usernames, not other addresses nor browsers trusted for the username", async () => {
    const device = await deviceCookieOf(server.url, "127.0.0.9", "multi");
    const attempt = (username: string, password: string, headers: Record<string, string> = {}) =>
      postSignInFrom("127.0.0.9", server.url, { username, password }, headers);
    for (let i = 0; i < 6; i += 1) expect((await attempt(`nobody-${i}`, "x")).status).toBe(401);
    expect((await attempt("limited", "demo")).status).toBe(429);
    expect((await attempt("multi", "demo", { cookie: device })).status).toBe(303);
    expect(await signIn(server.url, "limited")).toMatch(/^vms_session=/); // from 127.0.0.1
  });
});

describe("after 60 bad passwords for operator from one address (default limits)", () => {
  let fresh: TestServer;
  const address = "127.0.0.77";
  let device = "";
  const statuses: number[] = [];
  const retryAfter: (string | string[] | undefined)[] = [];

  beforeAll(async () => {
    fresh = await startTestServer();
    device = await deviceCookieOf(fresh.url, address, "operator");
    for (let i = 0; i < 60; i += 1) {
      const answer = await postSignInFrom(address, fresh.url, { username: "operator", password: `guess-${i}` });
      statuses.push(answer.status);
      if (answer.status === 429) retryAfter.push(answer.headers["retry-after"]);
    }
  }, 60_000);
  afterAll(async () => {
    await fresh.close();
  });

  it("most of the 60 got 429 with Retry-After, the others 401", () => {
    const throttled = statuses.filter((s) => s === 429).length;
    console.log(
      `[sign-in] 60 bad passwords from one address: ${60 - throttled} checked (401), ${throttled} throttled (429)`,
    );
    expect(throttled).toBeGreaterThan(45);
    expect(statuses.filter((s) => s !== 429).every((s) => s === 401)).toBe(true);
    expect(retryAfter.every((value) => Number(value) >= 1)).toBe(true);
  });

  it("operator, on the browser that signed in before, signs in with the right password", async () => {
    const answer = await postSignInFrom(
      address,
      fresh.url,
      { username: "operator", password: "demo" },
      { cookie: device },
    );
    expect(answer.status).toBe(303);
  });

  it("another user signs in with the right password from the same address", async () => {
    expect((await postSignInFrom(address, fresh.url, { username: "limited", password: "demo" })).status).toBe(303);
  });

  it("records every failure and every throttled attempt in the audit trail, with the address", async () => {
    const rows = await fresh.rows<{
      action: string;
      actor: string;
      target: string;
      ip: string;
      user_id: number | null;
      details: string;
    }>(
      "SELECT action, actor, target, ip, user_id, details FROM audit_events WHERE action LIKE 'sign_in.%' ORDER BY id",
    );
    const failures = rows.filter((r) => r.action === "sign_in.failure");
    const throttled = rows.filter((r) => r.action === "sign_in.throttled");
    expect(failures).toHaveLength(statuses.filter((s) => s === 401).length);
    expect(throttled).toHaveLength(statuses.filter((s) => s === 429).length);
    for (const row of rows) expect(row).toMatchObject({ actor: "operator", target: "user:operator", ip: address });
    expect(failures[0]!.user_id).toBe(await fresh.idOf("SELECT id FROM users WHERE username = 'operator'"));
    expect(JSON.parse(throttled[0]!.details)).toMatchObject({ reason: "ip-user", trustedDevice: false });
  });
});

describe("one user's failures never refuse another user's right password from the same address", () => {
  it("after 60 counted failures for operator (waits shortened to 1 ms), limited signs in from that address", async () => {
    const quick = await startTestServer({ signInLimits: { firstDelayMs: 1, maxDelayMs: 1 } });
    try {
      const address = "127.0.0.78";
      let failed = 0;
      while (failed < 60) {
        const answer = await postSignInFrom(address, quick.url, { username: "operator", password: "wrong" });
        if (answer.status === 401) failed += 1;
        else expect(answer.status).toBe(429);
      }
      expect(await quick.idOf("SELECT COUNT(*) FROM sign_in_failures WHERE ip = ?", address)).toBe(60);
      expect((await postSignInFrom(address, quick.url, { username: "limited", password: "demo" })).status).toBe(303);
    } finally {
      await quick.close();
    }
  }, 60_000);
});
