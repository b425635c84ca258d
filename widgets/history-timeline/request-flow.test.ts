import { describe, expect, it } from "vitest";
import {
  allChecked,
  canRequest,
  checkedCameras,
  doneEnabled,
  openRequestDialog,
  requestableCameras,
  runRequests,
  setAll,
  setCamera,
  settleRequest,
  startRequests,
  statusLabelKey,
  type RequestDialogState,
} from "./request-flow";

const CAMERAS = [11, 12, 13];
const checking = (checked: number[]): RequestDialogState => ({
  ...openRequestDialog(CAMERAS),
  checked: new Set(checked),
});

describe("cameras offered", () => {
  it("lists only cameras with canRequestVideo", () => {
    const records = [
      { id: 1, canRequestVideo: true },
      { id: 2, canRequestVideo: false },
      { id: 3, canRequestVideo: true },
    ];
    expect(requestableCameras(records).map((r) => r.id)).toEqual([1, 3]);
  });
  it("opens with every camera checked", () => {
    expect(checkedCameras(openRequestDialog(CAMERAS))).toEqual(CAMERAS);
  });
});

describe("the All checkbox", () => {
  it.each([
    ["all three checked", [11, 12, 13], true],
    ["one unchecked", [11, 13], false],
    ["none checked", [], false],
  ])("%s → All is %s", (_name, checked, all) => {
    expect(allChecked(checking(checked))).toBe(all);
  });
  it("is unchecked when any camera is unchecked and checked again when all are", () => {
    let s = openRequestDialog(CAMERAS);
    s = setCamera(s, 12, false);
    expect(allChecked(s)).toBe(false);
    s = setCamera(s, 12, true);
    expect(allChecked(s)).toBe(true);
  });
  it("checks every camera when checked and none when unchecked", () => {
    expect(checkedCameras(setAll(checking([12]), true))).toEqual(CAMERAS);
    expect(checkedCameras(setAll(checking(CAMERAS), false))).toEqual([]);
  });
  it("is never checked with no camera", () => {
    expect(allChecked(openRequestDialog([]))).toBe(false);
  });
  it("ignores cameras not offered", () => {
    const s = openRequestDialog(CAMERAS);
    expect(setCamera(s, 99, true)).toBe(s);
  });
});

describe("requesting", () => {
  it("disables Request Video while nothing is checked", () => {
    expect(canRequest(checking([]))).toBe(false);
    expect(canRequest(checking([11]))).toBe(true);
    expect(startRequests(checking([]))).toEqual(checking([]));
  });
  it("moves each checked camera to loading, then success or error; Done when all finished", () => {
    let s = startRequests(checking([11, 13]));
    expect(s.started).toBe(true);
    expect(s.statuses).toEqual({ 11: "loading", 13: "loading" });
    expect(canRequest(s)).toBe(false);
    expect(doneEnabled(s)).toBe(false);
    s = settleRequest(s, 11, true);
    expect(doneEnabled(s)).toBe(false);
    s = settleRequest(s, 13, false);
    expect(s.statuses).toEqual({ 11: "success", 13: "error" });
    expect(doneEnabled(s)).toBe(true);
    expect(settleRequest(s, 12, true)).toBe(s);
    expect(setCamera(s, 12, true)).toBe(s);
    expect(setAll(s, true)).toBe(s);
  });
  it("labels statuses Loading, Success, Failed", () => {
    expect(["notAsked", "loading", "success", "error"].map((x) => statusLabelKey(x as never))).toEqual([
      null,
      "loading",
      "success",
      "failed",
    ]);
  });
  it("runs every request at once and reports each", async () => {
    const started: number[] = [];
    const settled: [number, boolean][] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const done = runRequests(
      [11, 12, 13],
      async (id) => {
        started.push(id);
        await gate;
        if (id === 12) throw new Error("Unable");
        return id * 10;
      },
      (id, ok) => settled.push([id, ok]),
    );
    await Promise.resolve();
    expect(started).toEqual([11, 12, 13]);
    release();
    await done;
    expect(settled.sort()).toEqual([
      [11, true],
      [12, false],
      [13, true],
    ]);
  });
});
