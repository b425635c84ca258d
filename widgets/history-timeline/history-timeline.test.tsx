// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { $notificationQueue, clearNotifications } from "../core/notifications/notifications-store";
import { navigationRecorder, reactRoot, until } from "../ui/testing/component-harness";
import { fileFakeApi, ok, rejection } from "../core/testing/fake-api";
import "./history-timeline.catalogue";
import { HistoryTimeline } from "./history-timeline";

// happy-dom lays nothing out: give the board a width so the timeline and thumbnails render.
Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 960 });

const HOUR = 3_600_000;
const navMeta = (id: number) => ({
  liveUnitId: id,
  clientId: 2,
  liveUnitName: "Tower 0005",
  liveUnitSerialNum: "LVT-0005",
  locationName: "Crescent Yard",
  clientName: "Crescent",
  showClientNameStreamPage: false,
  showClientNameHistoryPage: false,
  timezone: "UTC",
  recordingStart: "2026-01-01T00:00:00.000Z",
  archiveImagesStart: null,
  canRequestVideo: true,
  cameraIds: [11, 12],
});
const record = (id: number, name: string, canStream: boolean) => ({
  id,
  name,
  notRecordingReason: null,
  clientId: 2,
  canRequestVideo: true,
  canStream,
});
const preset = (id: number, cameraId: number, name: string, extra: { default?: boolean; isHome?: boolean } = {}) => ({
  id,
  cameraId,
  archiveCabinetId: null,
  name,
  default: extra.default ?? false,
  isHome: extra.isHome ?? false,
});
const metadata = [
  {
    camera: record(11, "Gate", true),
    archiveCabinet: null,
    archivedVideos: [],
    presets: [preset(101, 11, "Home", { isHome: true }), preset(102, 11, "Yard", { default: true })],
  },
  { camera: record(12, "Dock", false), archiveCabinet: null, archivedVideos: [], presets: [preset(201, 12, "Dock")] },
];
/**
 * An image every 5 minutes of the asked range (one or more hour buckets) for every preset asked.
 * (Only the first hour's, before: a clock in an hour's last minutes then showed none in view.)
 */
function images(body: string) {
  if (!body) return [];
  const { start, end, presetIds } = JSON.parse(body) as { start: string; end: string; presetIds: number[] };
  const from = Date.parse(start);
  const count = Math.round((Date.parse(end) - from) / 300_000);
  return presetIds.flatMap((presetId) =>
    Array.from({ length: count }, (_, i) => {
      const at = new Date(from + i * 300_000).toISOString();
      return {
        presetId,
        imageUrl: `/i/${presetId}/${at}.jpg`,
        thumbUrl: `/t/${presetId}/${at}.jpg`,
        datetimeRecorded: at,
      };
    }),
  );
}

const api = await fileFakeApi();

describe("HistoryTimeline", () => {
  afterEach(() => clearNotifications());
  const view = reactRoot();
  const { asked, onNavigate } = navigationRecorder();
  let requested: unknown[];
  beforeEach(() => {
    requested = [];
  });

  const { shadow, q, qa, button } = view;
  const render = (props: Parameters<typeof HistoryTimeline>[0]) =>
    view.render(
      <HistoryTimeline {...props} onNavigate={onNavigate} onVideoRequest={(detail) => void requested.push(detail)} />,
    );
  const serve = (id: number) => {
    api.reply(`/api/archive/live_units/${id}/nav_meta`, ok(navMeta(id), 50));
    api.reply("/api/archive/camera_metadata", ok(metadata));
    api.reply("/api/archive/presets_images", (call) => ok(images(call.body)));
  };

  it("shows a skeleton, then the control bar, one accordion per camera with the default preset open, and thumbnails", async () => {
    serve(5);
    render({ liveUnitId: 5 });
    expect(qa("[part=skeleton]").length).toBeGreaterThan(0);
    await until(() => q("[part=control-bar]"));
    expect(q("[part=note]")?.textContent).toMatch(/^Unsaved footage before Jan 1, 2026 was deleted/);
    expect(qa("[part=camera]").map((c) => c.getAttribute("aria-label"))).toEqual(["Gate", "Dock"]);
    const toggles = qa(".preset-toggle");
    expect(toggles.map((t) => [t.textContent, t.getAttribute("aria-expanded")])).toEqual([
      ["▸Home (Home)", "false"],
      ["▾Yard", "true"],
      ["▾Dock", "true"],
    ]);
    // 'Stream Camera' only for the camera that can stream.
    expect(qa("[part=camera-menu]")).toHaveLength(1);
    act(() => q<HTMLButtonElement>("[part=camera-menu]")!.click());
    act(() => button("Stream Camera").click());
    expect(asked.map((a) => a.path)).toEqual(["/camera/11/stream"]);
    await until(() => qa("[part=thumbnail]").length > 0);
    // One batched call per hour bucket for every preset of the page.
    const calls = api.calls.filter((c) => c.path === "/api/archive/presets_images");
    expect(calls.length).toBeLessThanOrEqual(2);
    expect(JSON.parse(calls[0]!.body).presetIds).toEqual([101, 102, 201]);
    act(() => button("Previously Requested Videos").click());
    expect(asked.at(-1)?.path).toBe("/live-unit/5/requested-video");
  });

  it("moves the timeline by keyboard: ← one minute, PageDown one hour; the right chevron never passes now minus one hour", async () => {
    serve(6);
    render({ liveUnitId: 6 });
    const slider = await until(() => q("[part=timeline]"));
    const value = () => Number(slider.getAttribute("aria-valuenow"));
    const start = value();
    act(() => slider.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true })));
    expect(value()).toBe(start - 60);
    act(() => slider.dispatchEvent(new KeyboardEvent("keydown", { key: "PageDown", bubbles: true })));
    expect(value()).toBe(start - 60 - 3600);
    act(() => q<HTMLButtonElement>('[aria-label="Forward one hour"]')!.click());
    act(() => q<HTMLButtonElement>('[aria-label="Forward one hour"]')!.click());
    // (the value is in whole seconds)
    expect(value() * 1000).toBeLessThanOrEqual(Date.now() - HOUR + 500);
    expect(value()).toBeGreaterThan(start - 60);
    // Zoom (beyond the spec): 60 minutes of ticks, then 15 after zooming in twice; no further than 10.
    expect(qa(".tick").length).toBeGreaterThanOrEqual(60);
    const zoomIn = q<HTMLButtonElement>('[aria-label="Zoom in"]')!;
    act(() => zoomIn.click());
    act(() => zoomIn.click());
    expect(qa(".tick").length).toBeLessThanOrEqual(16);
    act(() => zoomIn.click());
    expect(qa(".tick").length).toBeGreaterThanOrEqual(10);
    expect(zoomIn.disabled).toBe(true);
  });

  it("shows why a request was refused by the clip quotas (429 with a reason), beside the spec's failure", async () => {
    serve(7);
    const refused = (code: string, retryAfterS: number) => ({
      status: 429,
      body: JSON.stringify({
        status: 429,
        statusMessage: "Too Many Requests",
        data: null,
        error: "x",
        code,
        retryAfterS,
      }),
    });
    api.reply("/api/cameras/archive/11", refused("clip_jobs_per_user", 90));
    api.reply("/api/cameras/archive/12", refused("clip_seconds_per_hour", 3000));
    render({ liveUnitId: 7 });
    await until(() => q("[part=control-bar]"));
    act(() => button("Select Video").click());
    await until(() => q("[part=selection]"));
    act(() => button("Request Video").click());
    const dialog = await until(() => q("[part=request-dialog]"));
    act(() => [...dialog.querySelectorAll("button")].find((b) => b.textContent === "Request Video")!.click());
    await until(() => dialog.querySelectorAll("[part=request-refusal]").length === 2, 8000);
    const rows = [...dialog.querySelectorAll(".check-row")].map((r) => r.textContent);
    expect(rows[0]).toContain(
      "Failed Unable to request video at this time. Too many unfinished clips: try again in 2 minutes.",
    );
    expect(rows[1]).toContain(
      "Unable to request video at this time. The hourly budget of clips is used: try again in 50 minutes.",
    );
    expect(requested).toEqual([]);
  });

  it("selects video and requests it: per camera Loading then Success or Failed; only Done once started", async () => {
    serve(7);
    api.reply("/api/cameras/archive/11", ok(901, 100));
    api.reply("/api/cameras/archive/12", rejection(500));
    render({ liveUnitId: 7 });
    await until(() => q("[part=control-bar]"));
    act(() => button("Select Video").click());
    await until(() => q("[part=selection]"));
    expect(q("[part=range]")).not.toBeNull();
    expect(q<HTMLInputElement>("[part=selection] input[type=number]")!.value).toBe("4");
    // The end handle is a slider of its own: → one tick (60 s) longer, announced as a time.
    const endHandle = q<HTMLElement>('[role=slider][aria-label="End of the selection"]')!;
    const before = Number(endHandle.getAttribute("aria-valuenow"));
    act(() => endHandle.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true })));
    expect(Number(endHandle.getAttribute("aria-valuenow"))).toBe(before + 60);
    expect(endHandle.getAttribute("aria-valuetext")).toMatch(/\d{1,2}:\d{2}/);
    expect(q<HTMLInputElement>("[part=selection] input[type=number]")!.value).toBe("5");
    act(() => button("Request Video").click());
    const dialog = await until(() => q("[part=request-dialog]"));
    // Focus moves into the dialog (and Tab stays inside it).
    expect(shadow()!.activeElement).toBe(dialog);
    const boxes = [...dialog.querySelectorAll<HTMLInputElement>("input[type=checkbox]")];
    expect(boxes.map((b) => b.checked)).toEqual([true, true, true]);
    act(() => boxes[1]!.click());
    expect(boxes[0]!.checked).toBe(false);
    act(() => boxes[1]!.click());
    expect(boxes[0]!.checked).toBe(true);
    act(() => [...dialog.querySelectorAll("button")].find((b) => b.textContent === "Request Video")!.click());
    expect(dialog.textContent).toContain("Loading");
    expect([...dialog.querySelectorAll("button")].map((b) => b.textContent)).toEqual(["Done"]);
    await until(() => dialog.textContent?.includes("Success") && dialog.textContent.includes("Failed"), 8000);
    expect(dialog.textContent).toContain("Unable to request video at this time.");
    const done = dialog.querySelector("button")!;
    expect(done.disabled).toBe(false);
    expect(requested).toEqual([expect.objectContaining({ cameraId: 11, retrievalId: 901 })]);
    act(() => done.click());
    expect(q("[part=request-dialog]")).toBeNull();
    // The accepted clip shows its progress until it is ready (beyond the spec).
    const progress = (status: string, value: number) => ({
      id: 901,
      cameraId: 11,
      liveUnitId: 7,
      title: "Gate",
      status,
      progress: value,
      error: null,
      start: new Date().toISOString(),
      stop: new Date().toISOString(),
      requestedDatetime: new Date().toISOString(),
    });
    api.reply("/api/archive/retrievals", [ok([progress("rendering", 0.5)]), ok([progress("ready", 1)])]);
    await until(() => q(".clips")?.textContent?.includes("Gate: ready"), 8000);
    expect(api.calls.find((c) => c.path === "/api/archive/retrievals")?.query).toBe("ids[]=901");
  });

  it("Select Video is disabled before the recording start with its tooltip; failed images show the error and the page stays usable", async () => {
    const recordingStart = new Date(Date.now() - 30 * 60_000).toISOString();
    api.reply("/api/archive/live_units/8/nav_meta", ok({ ...navMeta(8), recordingStart }));
    api.reply("/api/archive/camera_metadata", ok(metadata));
    api.reply("/api/archive/presets_images", rejection(500));
    render({ liveUnitId: 8 });
    await until(() => q("[part=control-bar]"));
    expect(button("Select Video").disabled).toBe(true);
    expect(q("[role=tooltip]")?.textContent).toMatch(/^The timeline must be within .+ and .+ to select video$/);
    expect(q<HTMLInputElement>("input[type=date]")!.max).toBe(new Date().toISOString().slice(0, 10));
    const error = await until(() => q(".images-error"), 8000);
    expect(error.textContent).toBe("An error occurred while fetching images");
    const slider = q("[part=timeline]")!;
    const start = Number(slider.getAttribute("aria-valuenow"));
    act(() => q<HTMLButtonElement>('[aria-label="Back one hour"]')!.click());
    expect(Number(slider.getAttribute("aria-valuenow"))).toBe(start - 3600);
  });

  it("a user without the request_video right (403) is told so once, inline (no notification)", async () => {
    api.reply(
      "/api/archive/live_units/9/nav_meta",
      rejection(403, "You do not have the request_video right for this live unit"),
    );
    render({ liveUnitId: 9 });
    const status = await until(() => q("[part=status]")?.getAttribute("role") === "alert" && q("[part=status]"));
    expect(status.textContent).toContain("You don't have access to the History page.");
    expect(q("[part=control-bar]")).toBeNull();
    expect($notificationQueue.get()).toEqual([]);
  });

  it("a unit this user cannot read (404) shows the metadata error once, inline", async () => {
    api.reply("/api/archive/live_units/19/nav_meta", rejection(404, "Live unit not found"));
    render({ liveUnitId: 19 });
    const status = await until(() => q("[part=status]")?.getAttribute("role") === "alert" && q("[part=status]"));
    expect(status.textContent).toContain("Failed to retrieve live unit metadata: Live unit not found");
    expect($notificationQueue.get()).toEqual([]);
  });

  it("the day strip shows where images exist, marks the hour shown, and moves the timeline by click and keys", async () => {
    serve(21);
    let coverageBody: { start: string; end: string; presetIds: number[] } | null = null;
    api.reply("/api/archive/image_coverage", (call) => {
      if (!call.body) return ok([]);
      coverageBody = JSON.parse(call.body) as typeof coverageBody;
      const from = Date.parse(coverageBody!.start);
      return ok(
        coverageBody!.presetIds.map((presetId) => ({
          presetId,
          ranges:
            presetId === 201
              ? []
              : [
                  { start: new Date(from).toISOString(), end: new Date(from + 6 * HOUR).toISOString() },
                  { start: new Date(from + 8 * HOUR).toISOString(), end: new Date(from + 9 * HOUR).toISOString() },
                ],
        })),
      );
    });
    render({ liveUnitId: 21 });
    const strip = await until(() => q("[part=day-strip]"));
    await until(() => strip.querySelectorAll(".strip-on").length === 4);
    expect(coverageBody!.presetIds).toEqual([101, 102, 201]);
    expect(Date.parse(coverageBody!.start) % HOUR).toBe(0);
    const names = [...strip.querySelectorAll("li")].map((li) => li.textContent);
    expect(names[0]).toMatch(/^GateHomeimages \d{1,2}:00\s?[AP]M–\d{1,2}:00\s?[AP]M, /);
    expect(names[2]).toBe("DockDockno images");
    expect(strip.querySelector(".strip-window")).not.toBeNull();
    const axis = strip.querySelector<HTMLElement>("[role=slider]")!;
    const timeline = q("[part=timeline]")!;
    const start = Number(timeline.getAttribute("aria-valuenow"));
    act(() => axis.dispatchEvent(new KeyboardEvent("keydown", { key: "PageDown", bubbles: true })));
    expect(Number(timeline.getAttribute("aria-valuenow"))).toBeLessThan(start - 3000);
    act(() => axis.dispatchEvent(new KeyboardEvent("keydown", { key: "Home", bubbles: true })));
    const dayStart = Number(axis.getAttribute("aria-valuemin"));
    expect(Number(timeline.getAttribute("aria-valuenow"))).toBe(dayStart);
  });

  it("a failed day strip says so with Retry and the rest of the page works", async () => {
    serve(22);
    api.reply("/api/archive/image_coverage", rejection(400, "Bad request"));
    render({ liveUnitId: 22 });
    const strip = await until(() => q("[part=day-strip]"));
    await until(() => strip.textContent?.includes("Could not load where images exist."), 8000);
    expect(strip.querySelector("button")?.textContent).toBe("Retry");
    await until(() => qa("[part=thumbnail]").length > 0);
  });

  it("a cabinet shows its note and no Select Video; a failed load shows the page-level text with Retry", async () => {
    api.reply("/api/archive/archive_cabinets/3/nav_meta", rejection(500));
    render({ archiveCabinetId: 3 });
    const status = await until(() => q("[part=status]")?.textContent?.includes("failed") && q("[part=status]"), 8000);
    expect(status.textContent).toContain("This page has failed to load. Please reload and try again.");
    api.reply(
      "/api/archive/archive_cabinets/3/nav_meta",
      ok({
        ...navMeta(3),
        liveUnitId: undefined,
        cameraIds: undefined,
        archiveCabinetId: 3,
        liveUnitSerialNum: null,
        recordingStart: null,
        archiveImagesEnd: "2025-06-01T12:00:00.000Z",
        canRequestVideo: false,
        archiveCabinetIds: [3],
      }),
    );
    api.reply(
      "/api/archive/camera_metadata",
      ok([{ ...metadata[1], camera: null, archiveCabinet: record(3, "Cabinet", false) }]),
    );
    act(() => q<HTMLButtonElement>("[part=retry-button]")!.click());
    await until(() => q("[part=note]"));
    expect(q("[part=note]")!.textContent).toBe("This is an Archive Cabinet, and cannot request video.");
    // The archive ended (its camera was removed): the history opens on its last hour.
    expect(Number(q("[part=timeline]")!.getAttribute("aria-valuenow")) * 1000).toBe(
      Date.parse("2025-06-01T11:00:00.000Z"),
    );
    expect(button("Select Video")).toBeUndefined();
    expect(button("Previously Requested Videos")).toBeUndefined();
  });
});
