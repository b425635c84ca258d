// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { t } from "../../core/i18n/i18n";
import { $notificationQueue, clearNotifications } from "../../core/notifications/notifications-store";
import { reactRoot } from "../../ui/testing/component-harness";
import { fileFakeApi, ok, rejection } from "../../core/testing/fake-api";
import { createLights } from "../../core/camera/relay-switches";
import "../stream-player.catalogue";
import { createStreamSession, type StreamSession } from "../stream-session";
import { meta, relay } from "../test-fixtures";
import { LightsMenu } from "./lights-menu";
import { PresetsMenu } from "./presets-menu";
import { QuickDownloadMenu } from "./quick-download-menu";
import { SnapshotDialog } from "./snapshot-dialog";

const api = await fileFakeApi({ settleMs: 0 });
let session: StreamSession;
afterEach(() => {
  session.destroy();
  clearNotifications();
});
const view = reactRoot();
beforeEach(() => {
  session = createStreamSession();
});

const texts = () => $notificationQueue.get().map((n) => t(n.key, n.values));
const button = (name: string) =>
  [...view.container.querySelectorAll("button")].find(
    (b) => (b.getAttribute("aria-label") ?? b.textContent?.trim()) === name,
  );
/** Waits for the fake API's answer and React's update. */
async function settle(until: () => unknown) {
  for (let i = 0; i < 100 && !until(); i++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(until()).toBeTruthy();
}
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("Presets menu", () => {
  const presets = [
    { id: 1, name: "Home", isHome: true },
    { id: 2, name: "Gate", isHome: false },
  ];
  const render = () =>
    view.render(<PresetsMenu meta={meta({ presets })} session={session} editing canAdd onGo={() => undefined} />);

  it("renames a preset: edit, saving (spinner), back to display with the new name", async () => {
    api.reply("/api/vms/presets/2", ok({ id: 2, name: "Front gate", isHome: false }, 100));
    render();
    act(() => button("Rename preset Gate")!.click());
    const input = view.container.querySelector<HTMLInputElement>("input[aria-label='Preset name']")!;
    expect(input.value).toBe("Gate");
    type(input, "Front gate");
    act(() => button("Save")!.click());
    expect(view.container.querySelector("[aria-label='Saving…']")).not.toBeNull();
    await settle(() => !view.container.querySelector("input"));
    expect(button("Go to preset Gate")).not.toBeUndefined();
    expect(api.calls.at(-1)).toMatchObject({ method: "PUT", body: JSON.stringify({ name: "Front gate" }) });
  });

  it("keeps the typed name after 'Failed to update preset'", async () => {
    api.reply("/api/vms/presets/2", rejection(500));
    render();
    act(() => button("Rename preset Gate")!.click());
    type(view.container.querySelector<HTMLInputElement>("input[aria-label='Preset name']")!, "Back");
    act(() => button("Save")!.click());
    await settle(() => texts().includes("Failed to update preset"));
    expect(view.container.querySelector<HTMLInputElement>("input[aria-label='Preset name']")!.value).toBe("Back");
  });

  it("'New Preset' needs a name; 'Failed to add preset' keeps the form", async () => {
    api.reply("/api/vms/presets", rejection(500));
    render();
    act(() => button("New Preset")!.click());
    expect(button("Save")!.disabled).toBe(true);
    type(view.container.querySelector<HTMLInputElement>("input[aria-label='New Preset']")!, "Dock");
    expect(button("Save")!.disabled).toBe(false);
    act(() => button("Save")!.click());
    await settle(() => texts().includes("Failed to add preset"));
    expect(view.container.querySelector<HTMLInputElement>("input[aria-label='New Preset']")!.value).toBe("Dock");
  });
});

describe("Quick Download", () => {
  const cameras = [
    { id: 12, cameraName: "Gate" },
    { id: 13, cameraName: "Yard" },
  ];
  it("ticks the current camera, toggles all, disables Request Video with none, and says the request was sent", async () => {
    api.reply("/api/vms/history/quick_video", ok(99));
    let done = false;
    view.render(<QuickDownloadMenu cameraId={12} cameras={cameras} session={session} onDone={() => (done = true)} />);
    const boxes = () => [...view.container.querySelectorAll<HTMLInputElement>("input[type=checkbox]")];
    expect(boxes().map((b) => b.checked)).toEqual([false, true, false]);
    act(() => boxes()[0]!.click());
    expect(boxes().map((b) => b.checked)).toEqual([true, true, true]);
    act(() => boxes()[0]!.click());
    expect(button("Request Video")!.disabled).toBe(true);
    act(() => boxes()[2]!.click());
    act(() => button("Request Video")!.click());
    await settle(() => done);
    expect(texts()).toEqual(["Your video was requested and will be emailed to you shortly"]);
    expect(JSON.parse(api.calls.at(-1)!.body)).toEqual({ camera_id: 13, title: "Capture Last 5 Minutes" });
  });

  it("shows the failure text when a request fails", async () => {
    api.reply("/api/vms/history/quick_video", rejection(500));
    view.render(<QuickDownloadMenu cameraId={12} cameras={cameras} session={session} onDone={() => undefined} />);
    act(() => button("Request Video")!.click());
    await settle(() => texts().length > 0);
    expect(texts()).toEqual(["An error occurred while requesting your video. Please try again."]);
  });
});

describe("Lights menu", () => {
  it("shows a switch per light, busy while its command runs", async () => {
    let finish: () => void = () => undefined;
    const lights = createLights(
      [relay("irlight"), relay("strobe"), relay("heater")],
      () => new Promise<void>((resolve) => (finish = resolve)),
      session.report,
    );
    view.render(<LightsMenu lights={lights} />);
    const switches = () => [...view.container.querySelectorAll("sl-switch")];
    expect(switches()).toHaveLength(2);
    act(() => void lights.toggle("strobe"));
    expect(switches()[1]!.getAttribute("aria-busy")).toBe("true");
    await act(async () => finish());
    expect(switches()[1]!.getAttribute("aria-busy")).toBe("false");
    lights.destroy();
  });
});

describe("Snapshot dialog", () => {
  it("shows a spinner, then the image and its 'snapshot-{date time}.jpeg' download", async () => {
    api.reply("/api/vms/cameras/12/snapshot", ok({ code: 0, data: { image: "AAAA" } }, 50));
    view.render(
      <SnapshotDialog
        cameraId={12}
        cameraName="Gate"
        timeZone="America/Chicago"
        session={session}
        onClose={() => undefined}
      />,
    );
    expect(view.container.querySelector("[role=status]")?.textContent).toContain("Taking a snapshot…");
    await settle(() => view.container.querySelector("img"));
    const link = view.container.querySelector("a[download]")!;
    expect(link.getAttribute("download")).toMatch(/^snapshot-\d{4}-\d{2}-\d{2} \d{2}-\d{2}-\d{2}\.jpeg$/);
    expect(link.getAttribute("href")).toBe("data:image/jpeg;base64,AAAA");
  });

  it("says 'Failed to take snapshot: command proxy error code {code}' without data", async () => {
    api.reply("/api/vms/cameras/12/snapshot", ok({ code: 7, data: null }));
    view.render(
      <SnapshotDialog
        cameraId={12}
        cameraName="Gate"
        timeZone="America/Chicago"
        session={session}
        onClose={() => undefined}
      />,
    );
    await settle(() => view.container.querySelector("[role=alert]"));
    expect(view.container.querySelector("[role=alert]")!.textContent).toBe(
      "Failed to take snapshot: command proxy error code 7",
    );
  });
});
