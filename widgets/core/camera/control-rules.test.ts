import { describe, expect, it } from "vitest";
import type { CameraPermissions, Capabilities } from "../schemas/stream";
import { NO_CAPABILITIES as NONE, NO_PERMISSIONS as NO_RIGHTS, relay } from "./camera-fixtures";
import { isControlVisible, visibleControls, type Control, type ControlContext } from "./control-rules";

function context(
  capabilities: Partial<Capabilities>,
  permissions: Partial<CameraPermissions>,
  rest: Partial<Omit<ControlContext, "capabilities" | "permissions">> = {},
): ControlContext {
  return {
    capabilities: { ...NONE, ...capabilities },
    permissions: { ...NO_RIGHTS, ...permissions },
    selfService: false,
    canConfigure: false,
    viewOnly: false,
    ...rest,
  };
}

/** Each §6 row: the minimal context that shows the control, and each single thing that hides it. */
const ROWS: { control: Control; shows: ControlContext; hides: ControlContext[] }[] = [
  {
    control: "presets",
    shows: context({ presets: true }, { controlPresets: true }),
    hides: [context({ presets: true }, {}), context({}, { controlPresets: true })],
  },
  {
    control: "presets",
    shows: context({ position: true }, { controlPresets: true }),
    hides: [context({ position: true }, { controlPtzf: true })],
  },
  {
    control: "panTilt",
    shows: context({ pan: true }, { controlPtzf: true }),
    hides: [context({ pan: true }, {}), context({ zoom: true }, { controlPtzf: true })],
  },
  {
    control: "home",
    shows: context({ pan: true, home: true }, { controlPtzf: true }),
    hides: [context({ pan: true }, { controlPtzf: true }), context({ home: true }, { controlPtzf: true })],
  },
  {
    control: "clickToCenter",
    shows: context({ pan: true, clickToCenter: true }, { controlPtzf: true }),
    hides: [
      context({ clickToCenter: true }, { controlPtzf: true }),
      context({ pan: true, clickToCenter: true }, {}),
      context({ pan: true }, { controlPtzf: true }),
    ],
  },
  {
    control: "zoom",
    shows: context({ pan: true, zoom: true }, { controlPtzf: true }),
    hides: [context({ zoom: true }, { controlPtzf: true }), context({ pan: true, zoom: true }, {})],
  },
  {
    control: "speakerTalkdown",
    shows: context({ speakerTalkdown: true }, { speakerTalkdown: true }),
    hides: [context({ speakerTalkdown: true }, {}), context({}, { speakerTalkdown: true })],
  },
  {
    control: "quickSounds",
    shows: context({ speakerSounds: [{ id: 1, label: "Warning" }] }, { quickSounds: true }),
    hides: [context({}, { quickSounds: true }), context({ speakerSounds: [{ id: 1, label: "Warning" }] }, {})],
  },
  {
    control: "lights",
    shows: context({ relayActions: [relay("flood_light_north")] }, { controlPtzf: true }),
    hides: [
      context({ relayActions: [relay("flood_light_north")] }, {}),
      context({ relayActions: [relay("siren"), relay("heater")] }, { controlPtzf: true }),
    ],
  },
  {
    control: "lights",
    shows: context({ relayActions: [relay("red_blue_strobe")] }, { controlPtzf: true }),
    hides: [],
  },
  {
    control: "heater",
    shows: context({ heater: true, relayActions: [relay("heater")] }, {}),
    hides: [context({ heater: true }, {}), context({ relayActions: [relay("heater")] }, {})],
  },
  {
    control: "snapshot",
    shows: context({ snapshot: true }, { controlPtzf: true }),
    hides: [context({ snapshot: true }, {}), context({}, { controlPtzf: true })],
  },
  {
    control: "suspendPatrol",
    shows: context({}, { suspendPatrol: true }),
    hides: [context({}, {})],
  },
  { control: "settingsLinks", shows: context({}, {}, { selfService: true }), hides: [context({}, {})] },
  { control: "presetEditing", shows: context({}, {}, { selfService: true }), hides: [context({}, {})] },
  { control: "advancedSettings", shows: context({}, {}, { selfService: true }), hides: [context({}, {})] },
  {
    control: "liveUnitSettings",
    shows: context({}, {}, { selfService: true, canConfigure: true }),
    hides: [context({}, {}, { selfService: true }), context({}, {}, { canConfigure: true })],
  },
];

describe("camera control visibility (document 3 §6)", () => {
  for (const [index, row] of ROWS.entries()) {
    it(`${row.control} (row ${index + 1})`, () => {
      expect(isControlVisible(row.control, row.shows)).toBe(true);
      for (const hidden of row.hides) expect(isControlVisible(row.control, hidden)).toBe(false);
    });
  }

  it("hides every camera command from a view-only viewer, but not the settings links", () => {
    const everything = context(
      {
        presets: true,
        pan: true,
        zoom: true,
        home: true,
        clickToCenter: true,
        snapshot: true,
        heater: true,
        speakerTalkdown: true,
        speakerSounds: [{ id: 1, label: "Warning" }],
        relayActions: [relay("strobe"), relay("heater")],
      },
      { controlPresets: true, controlPtzf: true, speakerTalkdown: true, quickSounds: true, suspendPatrol: true },
      { selfService: true, canConfigure: true },
    );
    expect(visibleControls(everything).size).toBe(15);
    expect([...visibleControls({ ...everything, viewOnly: true })]).toEqual([
      "settingsLinks",
      "advancedSettings",
      "liveUnitSettings",
    ]);
  });
});
