import { describe, expect, it } from "vitest";
import { bundleTarget, createBundleTickets } from "./bundle-ticket";

describe("bundleTarget", () => {
  it("names the bundle endpoint on the WHEP URL's origin and prefix, and the token", () => {
    expect(bundleTarget("https://vms.example/api-prefix/media/live/ab%2Bc.d/whep")).toEqual({
      bundleUrl: "https://vms.example/api-prefix/media/live/whep-bundle",
      token: "ab+c.d",
    });
  });
  it("leaves other WHEP URLs to the plain WHEP path", () => {
    for (const url of [
      "https://other.example/whep/endpoint",
      "https://vms.example/media/live/tok/whep?x=1",
      "https://vms.example/media/live/tok/whep/session",
      "not a url",
    ])
      expect(bundleTarget(url), url).toBeNull();
  });
});

describe("bundle tickets", () => {
  it("count the connections still to come and tell when the last is spent, once per ticket", () => {
    const tickets = createBundleTickets();
    let none = 0;
    tickets.onNone(() => none++);
    const a = tickets.make();
    const b = tickets.make();
    expect(tickets.count).toBe(2);
    a.spend();
    a.close();
    expect([tickets.count, none]).toEqual([1, 0]);
    b.close();
    expect([tickets.count, none]).toEqual([0, 1]);
    expect(a.admitsItself).toBe(true);
  });
});
