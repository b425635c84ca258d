// @vitest-environment happy-dom
import { atom } from "nanostores";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { configure } from "../core/config/config-store";
import { $entitlements, $featureFlags, $userInfo } from "../core/session/session-store";
import { reactRoot, until } from "../ui/testing/component-harness";
import { fileFakeApi, ok } from "../core/testing/fake-api";
import { alertCountText } from "./alert-count";
import { PortalNav } from "./portal-nav";

// The alerts list's count (the alerts call + /security_alerts, tested with the feed); here: what the navigation does with it.
const count = vi.hoisted(() => ({ $unresolvedCount: undefined as unknown }));
vi.mock("../core/alerts/alerts-store", () => ({ $unresolvedCount: count.$unresolvedCount }));
const $count = atom<number | undefined>(undefined);
count.$unresolvedCount = $count;
// The page settles at once, unless a test holds it (then `release` runs what waited).
const settle = vi.hoisted(() => ({ hold: false, waiting: [] as (() => void)[] }));
vi.mock("../core/page/when-page-settled", () => ({
  whenPageSettled(run: () => void) {
    if (!settle.hold) run();
    else settle.waiting.push(run);
    return () => void (settle.waiting = settle.waiting.filter((waiting) => waiting !== run));
  },
}));

const ALL = {
  archives: true,
  cameras: true,
  streamDeactivated: false,
  d3cc: true,
  selfService: true,
  liveUnits: true,
  clients: true,
  locations: true,
  users: true,
  quickConfig: false,
  reportViewAll: false,
};
const USER = {
  id: 1,
  lvtc: 1,
  lvtu: 1,
  lvtr: "account_administrator",
  name: "Olivia Operator",
  username: "operator",
  videoPreference: "webrtc",
  timeZone: "America/Phoenix",
  permissions: ALL,
};

// Stores stay mounted 1 s after their last listener, and computed ones chain that: let them all go first.
const api = await fileFakeApi({ settleMs: 2600 });
configure({ apiBaseUrl: api.url, token: "t" });

describe("alertCountText", () => {
  it("shows nothing before the list loads or when nothing is unresolved, the figure up to 99, then 99+", () => {
    expect([undefined, 0, 1, 42, 99, 100, 2000].map(alertCountText)).toEqual([
      undefined,
      undefined,
      "1",
      "42",
      "99",
      "99+",
      "99+",
    ]);
  });
});

describe("the unresolved-alert count on the navigation", () => {
  const view = reactRoot();

  async function render(flags: string[]) {
    api.reset();
    api.reply("/api/vms/user_info", ok(USER));
    api.reply("/api/feature_flags", ok({ flags }));
    api.reply("/api/user/product-entitlements", ok({ adminAccess: false, ccAccess: true, vmAccess: true }));
    await act(async () => {
      await $userInfo.reload();
      await $entitlements.reload();
      await $featureFlags.reload();
    });
    view.render(<PortalNav />);
    const host = view.container.firstElementChild as HTMLElement;
    const link = await until(() => host.shadowRoot?.querySelector<HTMLAnchorElement>('a[data-link="commandCenter"]'));
    return { host, link };
  }

  it("follows the live count on Command Center, capped at 99+, with the figure in the accessible name", async () => {
    $count.set(3);
    const { link } = await render(["security_alerts"]);
    const badge = await until(() => link.querySelector('[part="alert-count"]'));
    expect(badge.textContent).toBe("3");
    expect(badge.getAttribute("aria-hidden")).toBe("true");
    expect(link.getAttribute("aria-label")).toBe("Command Center 3 unresolved");

    act(() => $count.set(4));
    await until(() => link.querySelector('[part="alert-count"]')?.textContent === "4");
    expect(link.getAttribute("aria-label")).toBe("Command Center 4 unresolved");

    act(() => $count.set(150));
    await until(() => link.querySelector('[part="alert-count"]')?.textContent === "99+");
    expect(link.getAttribute("aria-label")).toBe("Command Center 99+ unresolved");

    act(() => $count.set(0));
    await until(() => !link.querySelector('[part="alert-count"]'));
    expect(link.getAttribute("aria-label")).toBeNull();
  });

  it("shows nothing, and loads no alerts, for a user without security_alerts", async () => {
    $count.set(7);
    const { host, link } = await render(["next_reports"]);
    // The flags did load (Reports shows from next_reports): the count is absent for want of security_alerts.
    await until(() => host.shadowRoot?.querySelector('a[data-link="reports"]'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(link.querySelector('[part="alert-count"]')).toBeNull();
    expect(link.getAttribute("aria-label")).toBeNull();
    expect(api.calls.some((call) => call.path === "/api/alerts")).toBe(false);
  });

  it("starts only once the page has settled (the alerts code and socket wait for the page's first content)", async () => {
    settle.hold = true;
    try {
      $count.set(5);
      const { link } = await render(["security_alerts"]);
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
      expect(link.querySelector('[part="alert-count"]')).toBeNull();
      expect(settle.waiting).toHaveLength(1);
      act(() => settle.waiting.splice(0).forEach((run) => run()));
      await until(() => link.querySelector('[part="alert-count"]')?.textContent === "5");
    } finally {
      settle.hold = false;
    }
  });
});
