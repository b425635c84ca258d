// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it } from "vitest";
import { navigationRecorder, reactRoot, until } from "../ui/testing/component-harness";
import { fileFakeApi, ok, rejection } from "../core/testing/fake-api";
import { AlertView } from "./alert-view";

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
const T1 = "2026-11-23T12:00:00.000Z";
const T2 = "2026-11-23T12:00:10.000Z";
const media = (cameraId: number, role: string, mimeType: string, at: string) => ({
  mediaTimestamp: at,
  cameraId,
  mimeType,
  cameraRole: role,
  url: `/media/${cameraId}-${at}.${mimeType === "video/mp4" ? "mp4" : "jpg"}`,
});
const alert = (state: string) => ({
  alertId: 7,
  alertType: "gunshot",
  alertSubject: "person",
  alertTimestamp: T1,
  state,
  cameraId: 11,
  cameraRole: "Primary",
  sensorId: null,
  clientId: 2,
  clientName: "Crescent Property",
  locationId: 3,
  locationName: "Crescent Yard",
  locationTimezone: "America/Phoenix",
  liveUnitId: 5,
  liveUnitName: "Tower 0005",
  serial: "LVT-0005",
  media: [
    media(11, "Primary", "video/mp4", T1),
    media(10, "Left", "image/jpeg", T1),
    media(12, "Right", "image/jpeg", T1),
    media(11, "Primary", "image/jpeg", T2),
  ],
});

const api = await fileFakeApi();

describe("AlertView", () => {
  const view = reactRoot();
  const { asked, onNavigate } = navigationRecorder();
  const { q: $, qa: $$ } = view;
  const render = (props: { liveUnitId?: number; contextId?: number; alertId?: number }) =>
    view.render(<AlertView {...props} onNavigate={onNavigate} />);

  it("alert mode: title, type, timestamps with a play icon on the first, media tiles in role order; Go Live and back", async () => {
    api.reply("/api/vms/live_unit_info/5", ok({ data: info }));
    api.reply("/api/alerts/7", ok(alert("new")));
    render({ liveUnitId: 5, contextId: 7, alertId: 7 });
    await until(() => $("[part=footer]"));
    await until(() => $("[part=title]"));
    expect($("[part=title]")!.textContent).toBe("Crescent Yard, Tower 0005");
    expect($(".alert-type")!.textContent).toBe("Gunshot");
    const stamps = $$("[part=timestamp]");
    expect(stamps).toHaveLength(2);
    expect(stamps.map((s) => !!s.querySelector("svg"))).toEqual([true, false]);
    expect(stamps.map((s) => s.textContent)).toEqual(["5:00 AM", "5:00 AM"]);
    expect($$("figure[part=tile]").map((f) => f.dataset.role)).toEqual(["Left", "Primary", "Right"]);
    act(() => stamps[1]!.click());
    expect($$("figure[part=tile]").map((f) => f.dataset.role)).toEqual(["Primary"]);
    const resolve = $$("[part=footer-button]").find((b) => b.textContent === "Resolve") as HTMLButtonElement;
    expect(resolve.disabled).toBe(false);
    act(() => ($$("[part=footer-button]").find((b) => b.textContent === "Go Live") as HTMLButtonElement).click());
    act(() => $("[part=back-button]")!.click());
    expect(asked.map((a) => a.path)).toEqual(["/live-unit/5/view?contextId=7", "/alerts"]);
  });

  it("a resolved alert shows 'resolved', disabled, and sends the viewer to /alerts", async () => {
    api.reply("/api/vms/live_unit_info/5", ok({ data: info }));
    api.reply("/api/alerts/7", ok(alert("resolved")));
    render({ liveUnitId: 5, contextId: 7, alertId: 7 });
    const button = (await until(() =>
      $$("[part=footer-button]").find((b) => b.textContent === "resolved"),
    )) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await until(() => asked.length > 0);
    expect(asked.map((a) => a.path)).toEqual(["/alerts"]);
  });

  it("live mode: a failed unit mosaic shows 'Failed to get Live Unit Camera Stream' with Retry; 403 its own text", async () => {
    api.reply("/api/vms/live_unit_info/5", ok({ data: info }));
    api.reply("/api/vms/mosaic/live_unit/5", rejection(500));
    render({ liveUnitId: 5 });
    const status = await until(() => $("[part=status][role=alert]"));
    expect(status.textContent).toContain("Failed to get Live Unit Camera Stream");
    expect($("[part=retry-button]")).not.toBeNull();
    api.reply("/api/vms/mosaic/live_unit/5", rejection(403));
    act(() => $("[part=retry-button]")!.click());
    await until(() => $("[part=status][role=alert]")?.textContent?.includes("You do not have permission"));
  });

  it("live mode: a unit that does not exist (404) says 'Unit not found', with no Retry", async () => {
    api.reply("/api/vms/live_unit_info/5", ok({ data: info }));
    api.reply("/api/vms/mosaic/live_unit/5", rejection(404));
    render({ liveUnitId: 5 });
    const status = await until(() => $("[part=status][role=alert]"));
    expect(status.textContent).toBe("Unit not found");
    expect($("[part=retry-button]")).toBeNull();
  });
});
