// @vitest-environment happy-dom
import type { WritableAtom } from "nanostores";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as Library from "vms-widgets";
import type { RemoteData } from "vms-widgets";
import "./app.catalogue";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The session and the flags as the test sets them; the navigation and the page's help button stand
// in (they have tests of their own); the map page is a paragraph.
const session = vi.hoisted(() => ({ status: undefined as unknown, flags: undefined as unknown }));
vi.mock("vms-widgets", async (original) => {
  const { atom } = await import("nanostores");
  session.status = atom("loading");
  session.flags = atom({ status: "loading" });
  return {
    ...(await original<typeof Library>()),
    $sessionStatus: session.status,
    $featureFlags: session.flags,
    PortalNav: () => <nav aria-label="Navigation" />,
    InformationalVideo: () => <button type="button">help</button>,
  };
});
vi.mock("./pages/map-page", () => ({ MapPage: () => <p data-testid="map-page">map</p> }));

const { App } = await import("./app");
const { $router } = await import("./router");
const $status = session.status as WritableAtom<"loading" | "ready" | "error">;
const $flags = session.flags as WritableAtom<RemoteData<string[]>>;

let container: HTMLElement;
let root: Root;
beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  $status.set("loading");
  $flags.set({ status: "loading" });
});

const render = () => act(() => root.render(<App />));
const h1 = () => container.querySelector("h1");
const statusText = () => container.querySelector("main [role=status]")?.textContent;

describe("the portal before the session answers", () => {
  it("paints its frame at once: the navigation, the page's title and help, a loading state, no page yet", async () => {
    $router.open("/");
    render();
    expect(container.querySelector("nav")).not.toBeNull();
    expect(h1()?.textContent).toBe("Live Units");
    expect(statusText()).toBe("Loading...");
    // The help button (with its first-visit video) loads beside the session calls.
    expect(container.querySelector("main button")?.textContent).toBe("help");
    expect(container.querySelector("[data-testid=map-page]")).toBeNull();

    // The session is there: the same title element stays (the first paint stays the largest), the page comes.
    const title = h1();
    await act(async () => {
      $flags.set({ status: "success", data: [] });
      $status.set("ready");
      await vi.dynamicImportSettled();
    });
    await vi.waitFor(() => expect(container.querySelector("[data-testid=map-page]")).not.toBeNull());
    expect(h1()).toBe(title);
    expect(container.querySelector("main button")?.textContent).toBe("help");
    expect(statusText()).toBeUndefined();
  });

  it("shows no title on a flag-guarded route until its flags are known (it may go to / instead)", () => {
    $router.open("/alerts");
    render();
    expect(h1()).toBeNull();
    expect(statusText()).toBe("Loading...");
    act(() => $flags.set({ status: "success", data: ["security_alerts"] }));
    expect(h1()?.textContent).toBe("Alerts");
  });

  it("shows only the generic error text when the session fails", () => {
    $router.open("/");
    $status.set("error");
    render();
    expect(container.querySelector("nav")).toBeNull();
    expect(h1()).toBeNull();
    expect(container.querySelector("[role=alert]")?.textContent).toMatch(
      /^Something went wrong\.\.\. Please try refreshing/,
    );
  });
});
