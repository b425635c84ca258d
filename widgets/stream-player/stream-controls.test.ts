import { describe, expect, it } from "vitest";
import type { CameraPermissions, Capabilities } from "../core/schemas/stream";
import {
  isStreamItemVisible,
  STREAM_ITEMS,
  streamControls,
  type StreamControlContext,
  type StreamItem,
} from "./stream-controls";
import { NO_CAPABILITIES, NO_PERMISSIONS, relay } from "./test-fixtures";

type Rest = Partial<Omit<StreamControlContext, "capabilities" | "permissions">>;

function ctx(capabilities: Partial<Capabilities>, permissions: Partial<CameraPermissions>, rest: Rest = {}) {
  return {
    capabilities: { ...NO_CAPABILITIES, ...capabilities },
    permissions: { ...NO_PERMISSIONS, ...permissions },
    selfService: false,
    canConfigure: false,
    viewOnly: false,
    active: true,
    hasCameraId: true,
    canRequestVideo: false,
    ...rest,
  } satisfies StreamControlContext;
}

const sound = { id: 1, label: "Siren" };

/**
 * One row per item: the smallest context that shows it, each single change that hides it, and
 * whether a view-only viewer still sees it (§6: camera controls are hidden from view-only viewers).
 */
const ROWS: { item: StreamItem; shows: StreamControlContext; hides: StreamControlContext[]; viewOnly: boolean }[] = [
  {
    item: "pad",
    shows: ctx({ pan: true }, { controlPtzf: true }),
    hides: [ctx({ pan: true }, {}), ctx({}, { controlPtzf: true })],
    viewOnly: false,
  },
  {
    item: "home",
    shows: ctx({ pan: true, home: true }, { controlPtzf: true }),
    hides: [ctx({ pan: true }, { controlPtzf: true }), ctx({ home: true }, { controlPtzf: true })],
    viewOnly: false,
  },
  {
    item: "zoom",
    shows: ctx({ pan: true, zoom: true }, { controlPtzf: true }),
    hides: [
      ctx({ zoom: true }, { controlPtzf: true }),
      ctx({ pan: true, zoom: true }, {}),
      ctx({ pan: true }, { controlPtzf: true }),
    ],
    viewOnly: false,
  },
  {
    item: "clickToCenter",
    shows: ctx({ pan: true, clickToCenter: true }, { controlPtzf: true }),
    hides: [
      ctx({ clickToCenter: true }, { controlPtzf: true }),
      ctx({ pan: true, clickToCenter: true }, {}),
      ctx({ pan: true }, { controlPtzf: true }),
    ],
    viewOnly: false,
  },
  { item: "fullScreen", shows: ctx({}, {}), hides: [ctx({}, {}, { active: false })], viewOnly: true },
  {
    item: "speakerMenu",
    shows: ctx({ speakerSounds: [sound] }, { quickSounds: true }),
    hides: [
      ctx({ speakerSounds: [] }, { quickSounds: true }),
      ctx({ speakerSounds: [sound] }, {}),
      ctx({ speakerSounds: [sound] }, { quickSounds: true }, { hasCameraId: false }),
      // Talk-down alone does not offer the menu: it needs speaker sounds (§2.1).
      ctx({ speakerTalkdown: true }, { speakerTalkdown: true }),
    ],
    viewOnly: false,
  },
  {
    item: "talkdown",
    shows: ctx({ speakerSounds: [sound], speakerTalkdown: true }, { speakerTalkdown: true }),
    hides: [
      ctx({ speakerSounds: [sound] }, { speakerTalkdown: true }),
      ctx({ speakerSounds: [sound], speakerTalkdown: true }, {}),
      ctx({ speakerTalkdown: true }, { speakerTalkdown: true }),
    ],
    viewOnly: false,
  },
  {
    item: "quickSounds",
    shows: ctx({ speakerSounds: [sound] }, { quickSounds: true }),
    hides: [ctx({ speakerSounds: [sound] }, { speakerTalkdown: true }), ctx({}, { quickSounds: true })],
    viewOnly: false,
  },
  {
    item: "quickDownload",
    shows: ctx({}, {}, { canRequestVideo: true }),
    hides: [ctx({}, {}), ctx({}, {}, { canRequestVideo: true, active: false })],
    viewOnly: true,
  },
  { item: "suspendPatrol", shows: ctx({}, { suspendPatrol: true }), hides: [ctx({}, {})], viewOnly: false },
  {
    item: "snapshot",
    shows: ctx({ snapshot: true }, { controlPtzf: true }),
    hides: [ctx({ snapshot: true }, {}), ctx({}, { controlPtzf: true })],
    viewOnly: false,
  },
  {
    item: "presetsMenu",
    shows: ctx({ presets: true }, { controlPresets: true }),
    hides: [ctx({ presets: true }, {}), ctx({}, { controlPresets: true })],
    viewOnly: false,
  },
  {
    // The other half of "capability presets or position".
    item: "presetsMenu",
    shows: ctx({ position: true }, { controlPresets: true }),
    hides: [ctx({ position: true }, { controlPtzf: true })],
    viewOnly: false,
  },
  {
    item: "presetEditing",
    shows: ctx({ presets: true }, { controlPresets: true }, { selfService: true }),
    hides: [ctx({ presets: true }, { controlPresets: true }), ctx({ presets: true }, {}, { selfService: true })],
    viewOnly: false,
  },
  {
    item: "newPreset",
    shows: ctx({ presets: true }, { controlPresets: true }, { selfService: true }),
    hides: [
      ctx({ presets: true }, { controlPresets: true }),
      ctx({ presets: true }, { controlPresets: true }, { selfService: true, hasCameraId: false }),
    ],
    viewOnly: false,
  },
  {
    item: "lightsMenu",
    shows: ctx({ relayActions: [relay("irlight")] }, { controlPtzf: true }),
    hides: [
      ctx({ relayActions: [relay("irlight")] }, {}),
      ctx({ relayActions: [relay("heater")] }, { controlPtzf: true }),
      ctx({}, { controlPtzf: true }),
    ],
    viewOnly: false,
  },
  {
    item: "lightsMenu",
    shows: ctx({ relayActions: [relay("strobe")] }, { controlPtzf: true }),
    hides: [ctx({ relayActions: [relay("siren")] }, { controlPtzf: true })],
    viewOnly: false,
  },
  {
    item: "heater",
    shows: ctx({ heater: true, relayActions: [relay("heater")] }, {}),
    hides: [ctx({ relayActions: [relay("heater")] }, {}), ctx({ heater: true, relayActions: [relay("strobe")] }, {})],
    viewOnly: false,
  },
  {
    // Quality and Stats are there for every viewer (issue 21), also when view-only; only the
    // Active gate hides it.
    item: "quickSettingsMenu",
    shows: ctx({}, {}),
    hides: [ctx({}, {}, { active: false })],
    viewOnly: true,
  },
  { item: "advancedSettings", shows: ctx({}, {}, { selfService: true }), hides: [ctx({}, {})], viewOnly: true },
  { item: "cameraSettings", shows: ctx({}, {}, { selfService: true }), hides: [ctx({}, {})], viewOnly: true },
  {
    item: "liveUnitSettings",
    shows: ctx({}, {}, { selfService: true, canConfigure: true }),
    hides: [ctx({}, {}, { selfService: true }), ctx({}, {}, { canConfigure: true })],
    viewOnly: true,
  },
  {
    item: "viewOnlyNotice",
    shows: ctx({}, {}, { viewOnly: true }),
    hides: [ctx({}, {}), ctx({}, {}, { viewOnly: true, active: false })],
    viewOnly: true,
  },
];

describe("stream page visibility (document 3 §2.1, §6)", () => {
  it("has a row for every item", () => {
    expect(new Set(ROWS.map((row) => row.item))).toEqual(new Set(STREAM_ITEMS));
  });

  describe.each(ROWS.map((row, index) => ({ ...row, index })))(
    "$item (row $index)",
    ({ item, shows, hides, viewOnly }) => {
      it("shows with its capability and permission", () => {
        expect(isStreamItemVisible(item, shows)).toBe(true);
      });
      it.each(hides.map((context, n) => ({ context, n })))("is hidden without one of them (#$n)", ({ context }) => {
        expect(isStreamItemVisible(item, context)).toBe(false);
      });
      it("is hidden before the stream is Active", () => {
        expect(isStreamItemVisible(item, { ...shows, active: false })).toBe(false);
      });
      it(viewOnly ? "stays for a view-only viewer" : "is hidden for a view-only viewer", () => {
        expect(isStreamItemVisible(item, { ...shows, viewOnly: true })).toBe(viewOnly);
      });
    },
  );

  it("a view-only viewer with every right and capability sees no camera control, and the notice", () => {
    const everything = ctx(
      {
        presets: true,
        pan: true,
        zoom: true,
        home: true,
        clickToCenter: true,
        snapshot: true,
        heater: true,
        speakerTalkdown: true,
        speakerSounds: [sound],
        relayActions: [relay("irlight"), relay("heater")],
      },
      { controlPresets: true, controlPtzf: true, speakerTalkdown: true, quickSounds: true, suspendPatrol: true },
      { selfService: true, canConfigure: true, canRequestVideo: true },
    );
    expect([...streamControls(everything)].sort()).toEqual(
      STREAM_ITEMS.filter((item) => item !== "viewOnlyNotice").sort(),
    );
    expect([...streamControls({ ...everything, viewOnly: true })].sort()).toEqual(
      [
        "fullScreen",
        "quickDownload",
        "quickSettingsMenu",
        "advancedSettings",
        "cameraSettings",
        "liveUnitSettings",
        "viewOnlyNotice",
      ].sort(),
    );
  });
});
