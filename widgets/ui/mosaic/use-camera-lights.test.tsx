// @vitest-environment happy-dom
import { act, useState } from "react";
import { describe, expect, it } from "vitest";
import { configure } from "../../core/config/config-store";
import type { MosaicCamera } from "../../core/schemas/mosaic";
import { reactRoot, until } from "../testing/component-harness";
import { fileFakeApi, ok } from "../../core/testing/fake-api";
import { LightsMenu } from "./tile-menus";
import { useCameraLights } from "./use-camera-lights";

const api = await fileFakeApi();
configure({ apiBaseUrl: api.url, token: "t" });
const view = reactRoot();

const camera: MosaicCamera = {
  cameraId: 31,
  cameraName: "Gate",
  liveUnitId: 7,
  liveUnitName: "Unit 7",
  locationName: "Dock",
  locationTimezone: "America/Phoenix",
  capabilities: {
    webrtc: true,
    relayActions: [{ relayName: "light1", uiLabel: "Flood", stateDefault: "off", reportStates: false, delay: null }],
  },
  presets: [{ id: 1, name: "Home", isHome: true }],
  controlPresets: true,
  controlPtzf: true,
};

/** One control of the camera's lights, as the footer and the tile each are. */
function Control({ name }: { name: string }) {
  const lights = useCameraLights(camera);
  return <section aria-label={name}>{lights && <LightsMenu lights={lights} />}</section>;
}

function Page() {
  const [tile, setTile] = useState(true);
  return (
    <>
      <Control name="footer" />
      {tile && <Control name="tile" />}
      <button type="button" onClick={() => setTile(false)}>
        hide tile
      </button>
    </>
  );
}

const switchOf = (name: string) =>
  view.container.querySelector<HTMLButtonElement>(`section[aria-label="${name}"] [role=switch]`);

describe("useCameraLights", () => {
  it("gives every control of one camera the same switches: one command, both show it", async () => {
    api.reply("/api/vms/cameras/31/relay", ok({ code: 0, data: null }));
    view.render(<Page />);
    await until(() => switchOf("tile"));
    expect(switchOf("footer")?.getAttribute("aria-checked")).toBe("false");
    act(() => switchOf("tile")!.click());
    await until(() => switchOf("footer")?.getAttribute("aria-checked") === "true");
    expect(switchOf("tile")?.getAttribute("aria-checked")).toBe("true");
    expect(api.calls.filter((c) => c.path === "/api/vms/cameras/31/relay")).toHaveLength(1);
    // One control going keeps the other's state and switch working.
    act(() => view.container.querySelector<HTMLButtonElement>("button:not([role])")!.click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(switchOf("tile")).toBeNull();
    act(() => switchOf("footer")!.click());
    await until(() => switchOf("footer")?.getAttribute("aria-checked") === "false");
    expect(api.calls.filter((c) => c.path === "/api/vms/cameras/31/relay")).toHaveLength(2);
  });
});
