import { describe, expect, it } from "vitest";
import { concurrencyLimit, hashPassword, verifyPassword } from "./passwords";
import { escapeHtml, safeRedirect } from "./sign-in-page";
import { issueUserToken, TOKEN_TTL_MS, verifyUserToken } from "./tokens";

describe("passwords", () => {
  it("salts each hash and verifies only the right password", async () => {
    const a = hashPassword("demo");
    const b = hashPassword("demo");
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(await verifyPassword("demo", a.salt, a.hash)).toBe(true);
    expect(await verifyPassword("Demo", a.salt, a.hash)).toBe(false);
    expect(await verifyPassword("demo", b.salt, a.hash)).toBe(false);
  });
});

describe("concurrencyLimit", () => {
  it("runs at most `limit` tasks at once, in order, and keeps going after a failure", async () => {
    const limited = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (i: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      order.push(i);
      if (i === 3) throw new Error("boom");
      return i;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((i) => limited(task(i))));
    expect(most).toBe(2);
    expect(results.map((r) => r.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
      "fulfilled",
    ]);
    expect(order.slice(0, 2).sort()).toEqual([1, 2]);
  });
});

describe("user tokens", () => {
  const secret = Buffer.from("0123456789abcdef0123456789abcdef");
  it("round-trips and expires", () => {
    const now = 1_800_000_000_000;
    const token = issueUserToken(secret, 7, "session-1", now);
    expect(verifyUserToken(secret, token, now + 1000)).toEqual({
      userId: 7,
      exp: now + TOKEN_TTL_MS,
      sid: "session-1",
    });
    expect(verifyUserToken(secret, token, now + TOKEN_TTL_MS + 1)).toBeNull();
  });
  it("refuses another secret, a changed payload and junk", () => {
    const token = issueUserToken(secret, 7, "session-1");
    expect(verifyUserToken(Buffer.from("another secret of thirty-two b!!"), token)).toBeNull();
    const [, signature] = token.split(".");
    const forged = `${Buffer.from(JSON.stringify({ userId: 1, exp: Date.now() + 60_000, sid: "session-1" })).toString("base64url")}.${signature}`;
    expect(verifyUserToken(secret, forged)).toBeNull();
    for (const junk of ["", ".", "a.b.c", "abc"]) expect(verifyUserToken(secret, junk)).toBeNull();
  });
});

describe("sign-in page helpers", () => {
  it("escapes markup", () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&`)).toBe(
      "&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;",
    );
  });
  it.each([
    ["/camera/3/stream?x=1#y", "/camera/3/stream?x=1#y"],
    ["/", "/"],
    [undefined, "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example/", "/"],
    ["javascript:alert(1)", "/"],
    ["/auth/redirect?redirect_to=/x", "/"],
    ["/ok\r\nSet-Cookie: x=1", "/"],
    ["/search?q=東京 café", "/search?q=%E6%9D%B1%E4%BA%AC%20caf%C3%A9"],
    ["/x\ud800", "/"],
  ])("safeRedirect(%j) is %j", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
