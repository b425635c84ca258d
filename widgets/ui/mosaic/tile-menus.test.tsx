// @vitest-environment happy-dom
import { act, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { dataOf } from "../../core/api/remote-data";
import { configure } from "../../core/config/config-store";
import { t } from "../../core/i18n/i18n";
import { $notificationQueue, clearNotifications } from "../../core/notifications/notifications-store";
import type { MosaicCamera } from "../../core/schemas/mosaic";
import { PermissionsSchema, type Permissions } from "../../core/schemas/session";
import type { Preset } from "../../core/schemas/stream";
import { $userInfo } from "../../core/session/session-store";
import { reactRoot, until } from "../testing/component-harness";
import { fileFakeApi, ok, rejection } from "../../core/testing/fake-api";
import { PresetsMenu } from "./tile-menus";

// Stores stay mounted 1 s after their last listener, and computed ones chain that: let them all go first.
const api = await fileFakeApi({ settleMs: 2600 });
configure({ apiBaseUrl: api.url, token: "t" });
afterEach(() => clearNotifications());
const view = reactRoot();

const camera: MosaicCamera = {
  cameraId: 12,
  cameraName: "Gate",
  liveUnitId: 7,
  liveUnitName: "Unit 7",
  locationName: "Dock",
  locationTimezone: "America/Phoenix",
  capabilities: { webrtc: true, presets: true },
  presets: [{ id: 1, name: "Home", isHome: true }],
  controlPresets: true,
  controlPtzf: true,
};

function permissions(selfService: boolean): Permissions {
  const all = Object.fromEntries(Object.keys(PermissionsSchema.shape).map((flag) => [flag, true]));
  return { ...(all as Permissions), selfService };
}

/** Shows the menu, signed in as a user (the session store's user_info) with or without selfService. */
async function renderSignedIn(selfService: boolean) {
  api.reply(
    "/api/vms/user_info",
    ok({
      id: 1,
      lvtc: 1,
      lvtu: 1,
      lvtr: "operator",
      name: "Olivia Operator",
      username: "operator",
      videoPreference: "webrtc",
      timeZone: "America/Phoenix",
      permissions: permissions(selfService),
    }),
  );
  view.render(<Menu />);
  await act(async () => void (await $userInfo.reload()));
  await until(() => dataOf($userInfo.get())?.permissions.selfService === selfService);
}

/** The tile holds the list, as `MosaicTile` does. */
function Menu() {
  const [presets, setPresets] = useState<Preset[]>(camera.presets);
  return <PresetsMenu camera={camera} presets={presets} onCreated={(p) => setPresets((all) => [...all, p])} />;
}

const button = (name: string) =>
  [...view.container.querySelectorAll("button")].find((b) => b.textContent?.trim() === name);
const input = () => view.container.querySelector<HTMLInputElement>("input[aria-label='New Preset']");
function type(value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  act(() => {
    setter.call(input()!, value);
    input()!.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("a mosaic tile's Presets menu (document 3 §2.2: Presets (New, Settings))", () => {
  it("offers a selfService user 'New Preset' and the camera's Settings in a new tab; a created preset joins the list", async () => {
    api.reply("/api/vms/presets", ok(55, 50));
    await renderSignedIn(true);
    const settings = await until(() => view.container.querySelector<HTMLAnchorElement>("a[target=_blank]"));
    expect(settings.textContent).toBe("Settings");
    expect(settings.href).toBe("https://self-service.invalid/camera/12");
    act(() => button("New Preset")!.click());
    // Name required: an empty form cannot be saved, and an empty submit is ignored.
    expect(button("Save")!.disabled).toBe(true);
    act(() => input()!.form!.requestSubmit());
    expect(api.calls.filter((c) => c.path === "/api/vms/presets")).toHaveLength(0);
    type("  Dock  ");
    act(() => button("Save")!.click());
    expect(view.container.querySelector("[aria-label='Saving…']")).not.toBeNull();
    await until(() => button("Dock"));
    expect(input()).toBeNull();
    expect(button("New Preset")).not.toBeUndefined();
    const sent = api.calls.find((c) => c.path === "/api/vms/presets")!;
    expect(sent.method).toBe("POST");
    expect(JSON.parse(sent.body)).toEqual({ cameraId: 12, liveUnitId: 7, name: "Dock" });
  });

  it("keeps the form and the name after a failure and shows 'Failed to add preset: {message}'", async () => {
    api.reply("/api/vms/presets", rejection(403, "Editing presets needs the self-service permission"));
    await renderSignedIn(true);
    await until(() => button("New Preset"));
    act(() => button("New Preset")!.click());
    type("Dock");
    act(() => button("Save")!.click());
    const texts = () => $notificationQueue.get().map((n) => t(n.key, n.values));
    await until(() => texts().some((text) => text.startsWith("Failed to add preset: ")));
    expect(texts()).toContain("Failed to add preset: Editing presets needs the self-service permission");
    expect(input()!.value).toBe("Dock");
    act(() => button("Cancel")!.click());
    expect(input()).toBeNull();
  });

  it("offers a user without selfService neither 'New Preset' nor Settings", async () => {
    await renderSignedIn(false);
    // The home preset says so (document 2 §2: "(Home)").
    await until(() => button("Home (Home)"));
    expect(button("New Preset")).toBeUndefined();
    expect(view.container.querySelector("a")).toBeNull();
  });
});
