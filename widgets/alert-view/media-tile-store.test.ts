import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AlertMedia } from "../core/schemas/alerts";
import { createMediaTile, MEDIA_POLL_MS, MEDIA_RETRIES, type MediaTileOptions } from "./media-tile-store";

const media = (mimeType: AlertMedia["mimeType"], url: string): AlertMedia => ({
  mediaTimestamp: "2026-11-23T12:00:00.000Z",
  cameraId: 3,
  mimeType,
  url,
  cameraRole: "Primary",
});
const video = media("video/mp4", "/media/a.mp4");
const image = media("image/jpeg", "/media/a.jpg");

/** A probe answering from a table of URL → answers in turn (the last repeats). */
function probeOf(answers: Record<string, boolean[]>) {
  const calls: string[] = [];
  const probe = vi.fn(async (url: string) => {
    calls.push(url);
    const list = answers[url] ?? [false];
    return list.length > 1 ? list.shift()! : list[0]!;
  });
  return { probe, calls };
}

async function tick(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

describe("createMediaTile", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const tile = (over: Partial<MediaTileOptions> & Pick<MediaTileOptions, "probe">) =>
    createMediaTile({ video, image, preferVideo: true, ...over });

  it("the spec's constants: every 5 s, 5 retries", () => {
    expect(MEDIA_POLL_MS).toBe(5000);
    expect(MEDIA_RETRIES).toBe(5);
  });

  it("shows the video once its URL answers 200, polling every 5 s", async () => {
    const { probe, calls } = probeOf({ "/media/a.mp4": [false, false, true] });
    const t = tile({ probe });
    t.start();
    await tick(0);
    expect(t.$state.get()).toMatchObject({ kind: "checking", attempt: 0 });
    await tick(4999);
    expect(calls).toHaveLength(1);
    await tick(1);
    expect(calls).toHaveLength(2);
    await tick(5000);
    expect(calls).toEqual(["/media/a.mp4", "/media/a.mp4", "/media/a.mp4"]);
    expect(t.$state.get()).toEqual({ kind: "video", media: video });
    await tick(60_000);
    expect(calls).toHaveLength(3);
  });

  it("after 5 retries the video gives way to the image, then the placeholder", async () => {
    const { probe, calls } = probeOf({});
    const t = tile({ probe });
    t.start();
    await tick(5 * 5000);
    expect(calls.filter((u) => u.endsWith(".mp4"))).toHaveLength(1 + MEDIA_RETRIES);
    expect(t.$state.get()).toMatchObject({ kind: "checking", media: image, attempt: 0 });
    await tick(5 * 5000);
    expect(calls.filter((u) => u.endsWith(".jpg"))).toHaveLength(1 + MEDIA_RETRIES);
    expect(t.$state.get()).toEqual({ kind: "placeholder" });
    await tick(60_000);
    expect(calls).toHaveLength(12);
  });

  it("a video that fails in the element falls back to the image, and a failed image to the placeholder", async () => {
    const { probe } = probeOf({ "/media/a.mp4": [true], "/media/a.jpg": [true] });
    const t = tile({ probe });
    t.start();
    await tick(0);
    expect(t.$state.get().kind).toBe("video");
    t.failed();
    await tick(0);
    expect(t.$state.get()).toEqual({ kind: "image", media: image });
    t.failed();
    expect(t.$state.get()).toEqual({ kind: "placeholder" });
  });

  it("other timestamps show the image first; no media is the placeholder at once", async () => {
    const { probe, calls } = probeOf({ "/media/a.jpg": [true] });
    const t = tile({ probe, preferVideo: false });
    t.start();
    await tick(0);
    expect(calls).toEqual(["/media/a.jpg"]);
    expect(t.$state.get().kind).toBe("image");
    const none = createMediaTile({ preferVideo: true, probe });
    expect(none.$state.get()).toEqual({ kind: "placeholder" });
  });

  it("a rejected probe counts as not ready; destroy stops polling", async () => {
    const probe = vi.fn(() => Promise.reject(new Error("offline")));
    const t = tile({ probe });
    t.start();
    await tick(5000);
    expect(probe).toHaveBeenCalledTimes(2);
    t.destroy();
    await tick(60_000);
    expect(probe).toHaveBeenCalledTimes(2);
  });
});
