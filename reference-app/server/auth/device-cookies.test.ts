import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { deviceFor, issueDeviceCookie, readDeviceCookie } from "./device-cookies";

const secret = randomBytes(32);

describe("device cookies", () => {
  it("trust a browser for the usernames that signed in on it, and no other", () => {
    const one = issueDeviceCookie(secret, undefined, "operator");
    const two = issueDeviceCookie(secret, one, "limited");
    expect(readDeviceCookie(secret, two).map((e) => e.username)).toEqual(["limited", "operator"]);
    expect(deviceFor(secret, two, "operator")).toBe(readDeviceCookie(secret, one)[0]!.nonce);
    expect(deviceFor(secret, two, "admin")).toBeNull();
    // Signing in again gives a new nonce (the old one's failures stay behind).
    expect(deviceFor(secret, issueDeviceCookie(secret, two, "operator"), "operator")).not.toBe(
      deviceFor(secret, two, "operator"),
    );
  });

  it("refuse forged, re-addressed or foreign-secret entries", () => {
    const cookie = issueDeviceCookie(secret, undefined, "operator");
    const [, nonce, signature] = cookie.split(".");
    const renamed = `${Buffer.from("admin").toString("base64url")}.${nonce}.${signature}`;
    expect(deviceFor(secret, renamed, "admin")).toBeNull();
    expect(deviceFor(secret, `${cookie.slice(0, -2)}xx`, "operator")).toBeNull();
    expect(deviceFor(randomBytes(32), cookie, "operator")).toBeNull();
    expect(readDeviceCookie(secret, "garbage~a.b~..")).toEqual([]);
  });

  it("remember at most five users per browser", () => {
    let cookie: string | undefined;
    for (const name of ["a", "b", "c", "d", "e", "f"]) cookie = issueDeviceCookie(secret, cookie, name);
    expect(readDeviceCookie(secret, cookie).map((e) => e.username)).toEqual(["f", "e", "d", "c", "b"]);
  });
});
