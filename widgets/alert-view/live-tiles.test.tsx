// @vitest-environment happy-dom
// The live-unit view's live tiles are the shared mosaic tile (document 3 §2.2: stream tiles in a
// mosaic offer Snapshot, Presets and Lights per the mosaic permissions). happy-dom plays no video,
// so the engine's player is replaced by one that is Active at once (the browser and e2e tiers play
// real streams); everything else is real: the view, its store, the API client against a fake API.
import { atom } from "nanostores";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { reactRoot, until } from "../ui/testing/component-harness";
import { fileFakeApi, ok } from "../core/testing/fake-api";
import type * as Video from "../core/video";
import type { Player } from "../core/video";
import { AlertView } from "./alert-view";

vi.mock("../core/video", async (original) => ({
  ...(await original<typeof Video>()),
  createPlayer: (): Player =>
    ({
      $state: atom({ status: "active", cameraId: null, start: null, idleReason: null, attempt: 0 }),
      $error: atom(null),
      $viewers: atom({ status: "success", data: [] }),
      $quality: atom({ choice: "auto", playing: "sub", hasSub: true }),
      $stats: atom(null),
      setQuality: () => undefined,
      retry: () => undefined,
      destroy: () => undefined,
    }) as unknown as Player,
}));

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
const camera = (cameraId: number, rights: boolean) => ({
  cameraId,
  cameraName: `Cam ${cameraId}`,
  liveUnitId: 5,
  liveUnitName: "Tower 0005",
  locationName: "Crescent Yard",
  locationTimezone: "America/Phoenix",
  capabilities: {
    webrtc: true,
    presets: true,
    snapshot: true,
    relayActions: [
      { relayName: "light1", uiLabel: "Flood light", stateDefault: "off", reportStates: false, delay: null },
    ],
  },
  presets: [
    { id: cameraId * 10, name: "Gate", isHome: true },
    { id: cameraId * 10 + 1, name: "Yard", isHome: false },
  ],
  controlPresets: rights,
  controlPtzf: rights,
});
const unitMosaic = (rights: boolean) => ({
  data: {
    id: 5,
    name: "Tower 0005",
    cameras: [camera(11, rights), camera(12, rights)],
    sipPhoneNumber: null,
    sipPin: null,
    clientPasscode: null,
    userPermissions: { canControlPtzf: rights, canAccessQuickSounds: rights, canSpeakerTalkdown: rights },
  },
});

const api = await fileFakeApi();

describe("the live-unit view's live tiles", () => {
  const view = reactRoot();
  const $$ = (node: ParentNode | null | undefined, selector: string) => [
    ...(node?.querySelectorAll<HTMLElement>(selector) ?? []),
  ];
  const tiles = () => view.qa("article[part=tile]");
  const buttons = (tile: HTMLElement) => $$(tile, "[part=tile-button]").map((b) => b.getAttribute("aria-label"));
  const show = async (rights: boolean) => {
    api.reply("/api/vms/live_unit_info/5", ok({ data: info }));
    api.reply("/api/vms/mosaic/live_unit/5", ok(unitMosaic(rights)));
    view.render(<AlertView liveUnitId={5} onNavigate={() => false} />);
    return until(() => (tiles().length === 2 && buttons(tiles()[0]!).length > 0 ? tiles() : null));
  };

  it("offer Presets, Snapshot, Lights, video settings and full screen to a user with the rights, and no close", async () => {
    const [tile] = await show(true);
    expect(buttons(tile!)).toEqual(["Presets", "Snapshot", "Lights", "Video settings", "Full screen"]);
    expect(tile!.querySelector("[part=tile-link]")!.textContent).toContain("Tower 0005 Cam 11");
    expect(tile!.querySelector("[part=tile-link]")!.getAttribute("target")).toBe("_blank");
    // Presets opens the camera's preset list; Lights its light switches.
    act(() => ($$(tile!, "[part=tile-button]")[0] as HTMLButtonElement).click());
    const menu = tile!.querySelector("[part=menu]")!;
    expect(menu.getAttribute("aria-label")).toBe("Presets");
    // The home preset says so (document 2: "(Home)").
    expect($$(menu, "button").map((b) => b.textContent)).toEqual(["Gate (Home)", "Yard"]);
    act(() => ($$(tile!, "[part=tile-button]")[2] as HTMLButtonElement).click());
    expect(tile!.querySelector("[part=menu]")!.getAttribute("aria-label")).toBe("Lights");
    expect($$(tile!, "[part=menu] [role=switch]").map((b) => b.textContent)).toEqual(["Flood light"]);
    // Switching a light sends the relay command; the switch shows it on once the camera took it.
    api.reply("/api/vms/cameras/11/relay", ok({ code: 0, data: null }));
    act(() => $$(tile!, "[part=menu] [role=switch]")[0]!.click());
    await until(() => $$(tile!, "[part=menu] [role=switch]")[0]!.getAttribute("aria-checked") === "true");
    const sent = api.calls.find((c) => c.path === "/api/vms/cameras/11/relay");
    expect(sent?.method).toBe("POST");
    expect(JSON.parse(sent!.body)).toEqual({ relayName: "light1", state: "on" });
  });

  it("offer only video settings and full screen to a user without them (no controlPresets, controlPtzf or canControlPtzf)", async () => {
    for (const tile of await show(false)) expect(buttons(tile)).toEqual(["Video settings", "Full screen"]);
  });

  it("full screen expands one tile over the mosaic and hides the others; exit brings them back", async () => {
    const [first] = await show(false);
    const fullScreen = () =>
      $$(first!, "[part=tile-button]").find((b) =>
        b.getAttribute("aria-label")?.includes("ull screen"),
      ) as HTMLButtonElement;
    act(() => fullScreen().click());
    expect(tiles().map((t) => t.hidden)).toEqual([false, true]);
    expect(buttons(first!)).toEqual(["Video settings", "Exit full screen"]);
    act(() => fullScreen().click());
    expect(tiles().map((t) => t.hidden)).toEqual([false, false]);
  });
});
