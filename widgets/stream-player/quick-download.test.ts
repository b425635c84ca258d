import { describe, expect, it } from "vitest";
import {
  allSelected,
  canRequest,
  initialSelection,
  requestQuickVideos,
  toggleAll,
  toggleCamera,
} from "./quick-download";

const unit = [11, 12, 13];

describe("quick download (document 3 §2.1, §5)", () => {
  it("ticks the current camera by default", () => {
    expect(initialSelection(12, unit)).toEqual([12]);
    expect(initialSelection(99, unit)).toEqual([]);
  });

  it("toggles one camera", () => {
    expect(toggleCamera([12], 11)).toEqual([12, 11]);
    expect(toggleCamera([12, 11], 12)).toEqual([11]);
  });

  it("'All Live Unit Cameras' ticks all, and clears all when all are ticked", () => {
    expect(toggleAll([12], unit)).toEqual(unit);
    expect(allSelected([13, 11, 12], unit)).toBe(true);
    expect(toggleAll([13, 11, 12], unit)).toEqual([]);
    expect(allSelected([], [])).toBe(false);
  });

  it("disables Request Video with none ticked", () => {
    expect(canRequest([])).toBe(false);
    expect(canRequest([11])).toBe(true);
  });

  it("sends one request per camera; any failure gives the failure text", async () => {
    const sent: number[] = [];
    expect(await requestQuickVideos([11, 12], async (id) => sent.push(id))).toBe("streamPlayer:quickDownload.success");
    expect(sent).toEqual([11, 12]);
    expect(
      await requestQuickVideos([11, 12], async (id) => {
        if (id === 12) throw new Error("403");
      }),
    ).toBe("streamPlayer:quickDownload.failure");
  });
});
