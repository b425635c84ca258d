// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearNotifications } from "../core/notifications/notifications-store";
import { navigationRecorder, reactRoot, until } from "../ui/testing/component-harness";
import { fileFakeApi, ok, rejection } from "../core/testing/fake-api";
import { $recentlyVisited } from "../core/units/recently-visited";
import "./unit-header.catalogue";
import { sheetOf } from "../ui/shadow/sheets";
import { healthToneStyles } from "../ui/styles";
import { UnitHeader } from "./unit-header";
import css from "./unit-header.css?inline";

const info = {
  liveUnitId: 5,
  liveUnitName: "Tower 0005",
  liveUnitSerialNum: "LVT-0005",
  locationName: "Crescent Yard",
  clientId: 2,
  clientName: "Crescent Property",
  timezone: "America/Phoenix",
  showClientNameStreamPage: true,
  showClientNameHistoryPage: false,
};

/** A camera's stream meta (`GET /api/vms/stream_camera/:id/meta`) with `cameraHealth`. */
const cameraMeta = (cameraId: number, cameraHealth: Record<string, unknown>) => ({
  cameraId,
  cameraName: "PTZ North",
  liveUnitId: 5,
  liveUnitName: "Tower 0005",
  locationId: 930,
  locationName: "Crescent Yard",
  clientId: 2,
  clientName: "Crescent Property",
  clientLogoUrl: null,
  cameraActive: true,
  cameraPatrolSuspended: false,
  cameraHealth,
  otherCameraIds: [],
  timeZone: "America/Phoenix",
  thumbnailPreset: null,
  presets: [],
  sipPhoneNumber: null,
  sipPin: null,
  clientPasscode: null,
});

const api = await fileFakeApi();

describe("UnitHeader", () => {
  afterEach(() => clearNotifications());
  const view = reactRoot();
  const { asked, onNavigate } = navigationRecorder();
  beforeEach(() => {
    $recentlyVisited.set([]);
  });

  const { shadow } = view;
  const render = (props: Parameters<typeof UnitHeader>[0]) =>
    view.render(<UnitHeader {...props} onNavigate={onNavigate} />);

  it("shows the title without the client name on the history page and asks to navigate, never navigating", async () => {
    api.reply("/api/vms/live_unit_info/5", ok({ data: info }));
    render({ liveUnitId: 5, page: "history" });
    const title = await until(() => shadow()?.querySelector("h2"));
    expect(title.textContent).toContain("Crescent Yard");
    expect(title.textContent).toContain("Tower 0005");
    expect(title.textContent).toContain("LVT-0005");
    expect(title.textContent).not.toContain("Crescent Property");
    const tabs = [...shadow()!.querySelectorAll("[part=tab]")];
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Cameras", "History"]);
    expect(tabs[1]!.getAttribute("aria-current")).toBe("page");
    const before = location.href;
    act(() => (shadow()!.querySelector("[part=back-button]") as HTMLButtonElement).click());
    act(() => (tabs[1] as HTMLAnchorElement).click());
    expect(asked.map((a) => a.path)).toEqual(["/", "/live-unit/5/history"]);
    expect(location.href).toBe(before);
  });

  it("shows the client name on the stream page when flagged; the Cameras tab goes to the unit's last streamed camera", async () => {
    api.reply("/api/vms/live_unit_info/5", ok({ data: info }));
    $recentlyVisited.set([{ liveUnitId: 5, cameraId: 44, visitedAt: new Date().toISOString() }]);
    render({ liveUnitId: 5, page: "stream" });
    const title = await until(() => shadow()?.querySelector("h2"));
    expect(title.textContent).toContain("Crescent Property");
    const cameras = shadow()!.querySelector("[part=tab]") as HTMLAnchorElement;
    expect(cameras.getAttribute("href")).toContain("/camera/44/stream");
    act(() => cameras.click());
    expect(asked.map((a) => a.path)).toEqual(["/camera/44/stream"]);
  });

  it("without a recent camera, the Cameras tab asks the server for the default camera", async () => {
    api.reply("/api/vms/live_unit_info/6", ok({ data: { ...info, liveUnitId: 6 } }));
    api.reply("/api/vms/live_units/6/default_streaming_camera", {
      status: 200,
      body: JSON.stringify({ status: 200, statusMessage: "OK", data: 71, error: null }),
    });
    render({ liveUnitId: 6, page: "history" });
    await until(() => shadow()?.querySelector("h2"));
    act(() => (shadow()!.querySelector("[part=tab]") as HTMLButtonElement).click());
    await until(() => asked.length > 0);
    expect(asked.map((a) => a.path)).toEqual(["/camera/71/stream"]);
  });

  it("a cabinet has no Cameras tab; a failed load shows the catalogue's text with Retry", async () => {
    api.reply("/api/vms/archive_cabinet_info/9", rejection(500));
    render({ archiveCabinetId: 9, page: "history" });
    const status = await until(() => shadow()?.querySelector("[part=status]"));
    expect(status.textContent).toContain("Failed to get Archive Cabinet information.");
    expect(shadow()!.querySelector("[part=retry-button]")).not.toBeNull();
    expect([...shadow()!.querySelectorAll("[part=tab]")].map((tab) => tab.textContent)).toEqual(["History"]);
  });

  it("a unit that does not exist (404) says 'Unit not found', with no Retry", async () => {
    api.reply("/api/vms/archive_cabinet_info/19", rejection(404));
    render({ archiveCabinetId: 19, page: "history" });
    const status = await until(() => shadow()?.querySelector("[part=status]"));
    expect(status.textContent).toBe("Unit not found");
    expect(shadow()!.querySelector("[part=retry-button]")).toBeNull();
  });

  it("the camera row: the health dot in its tone, blinking while the health flaps (the shared health tones), and the star", async () => {
    api.reply("/api/vms/live_unit_info/5", ok({ data: info }));
    const health = { statusText: "Unstable", color: "yellow", startColor: null, isFlapping: true, isGradient: false };
    api.reply("/api/vms/stream_camera/44/meta", ok(cameraMeta(44, { ...health, overlay: null })));
    render({ liveUnitId: 5, page: "stream", cameraId: 44 });
    const dot = await until(() => shadow()?.querySelector("[part=health]"));
    expect(dot.className).toBe("health tone-yellow flapping");
    expect(shadow()!.querySelector("[part=favourite-button]")!.className).toBe("star tone-yellow");
    // The tone and blink rules are the shared sheet's (ui/styles/health-tones.css), not a copy of them.
    expect(shadow()!.adoptedStyleSheets).toContain(sheetOf(healthToneStyles));
    expect(css).not.toMatch(/\.tone-(green|yellow|red|grey)\b/);
  });
});
