import { allTasks, cleanStores } from "nanostores";
import { afterEach, describe, expect, it, vi } from "vitest";
import { $notificationQueue } from "../core/notifications/notifications-store";
import type { RequestedVideo } from "../core/schemas/requested-videos";
import { fileFakeApi, ok, rejection } from "../core/testing/fake-api";
import { $copiedLink, downloadVideo, requestedVideosStore, shareVideo } from "./requested-videos-store";
import { videoRows } from "./video-rows";

const video: RequestedVideo = {
  id: 41,
  name: "Gate",
  isThermal: false,
  videoUrl: "/media/clips/41.mp4?exp=1&sig=x",
  dewarpedVideoUrl: "/media/clips/41-dewarped.mp4?exp=1&sig=y",
  recordedDatetime: "2026-11-20T08:00:00Z",
  requestedDatetime: "2026-11-21T08:00:00Z",
  locationTimezone: "America/Chicago",
  locationName: "Yard",
  locationStreet: null,
  locationCity: null,
  locationState: null,
  locationZip: null,
  liveUnitSerialNumber: "LU-1",
  requestedByName: "Dana",
  requestedByEmail: "dana@example.com",
};

const api = await fileFakeApi({ settleMs: 0 });
const messages = () => $notificationQueue.get().map((n) => [n.key, n.values]);

afterEach(() => {
  $notificationQueue.set([]);
  $copiedLink.set(null);
  vi.unstubAllGlobals();
});

describe("requestedVideosStore", () => {
  it("loads the unit's list with request_type=live_unit", async () => {
    api.reply("/api/vms/requested_videos/7", ok([video]));
    const store = requestedVideosStore(7);
    store.listen(() => undefined);
    await allTasks();
    expect(store.get()).toMatchObject({ status: "success", data: [video] });
    expect(api.calls[0]!.query).toBe("request_type=live_unit");
    cleanStores(store);
  });

  it("a failure notifies 'Failed to retrieve requested videos: {error}'", async () => {
    api.reply("/api/vms/requested_videos/8", rejection(404, "Live unit not found"));
    const store = requestedVideosStore(8);
    store.listen(() => undefined);
    await allTasks();
    expect(store.get().status).toBe("error");
    expect(messages()).toEqual([["requestedVideos:errors.load", { error: expect.stringMatching(/not found/i) }]]);
    cleanStores(store);
  });

  it("an answer that breaks the schema is an error too, not a crash", async () => {
    api.reply("/api/vms/requested_videos/9", ok([{ ...video, isThermal: "no" }]));
    const store = requestedVideosStore(9);
    store.listen(() => undefined);
    await allTasks();
    expect(store.get().status).toBe("error");
    cleanStores(store);
  });
});

describe("shareVideo", () => {
  const [normal, dewarped] = videoRows([video]);

  it("asks for the version's link and copies it", async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    api.reply("/api/vms/requested_videos/7/41:share", ok("http://x/shared/video/abc"));
    await shareVideo(7, dewarped!);
    expect(api.calls[0]!.query).toBe("dewarped=true");
    expect(writeText).toHaveBeenCalledWith("http://x/shared/video/abc");
    expect($copiedLink.get()).toEqual({ key: "41-dewarped", link: "http://x/shared/video/abc", copied: true });
    expect(messages()).toEqual([["requestedVideos:copied", undefined]]);
  });

  it("shows the link without the copied text when the clipboard refuses", async () => {
    vi.stubGlobal("navigator", { clipboard: { writeText: () => Promise.reject(new Error("denied")) } });
    api.reply("/api/vms/requested_videos/7/41:share", ok("http://x/shared/video/abc"));
    await shareVideo(7, normal!);
    expect(api.calls[0]!.query).toBe("dewarped=false");
    expect($copiedLink.get()?.copied).toBe(false);
    expect(messages()).toEqual([]);
  });

  it("a refusal notifies 'Failed to generate link: video_id {id}'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    api.reply("/api/vms/requested_videos/7/41:share", rejection(403, "Sharing is not enabled"));
    await shareVideo(7, normal!);
    expect(messages()).toEqual([["requestedVideos:errors.share", { id: 41 }]]);
    expect($copiedLink.get()).toBe(null);
  });
});

describe("downloadVideo", () => {
  it("a missing file notifies 'Failed to download video'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const [normal] = videoRows([{ ...video, videoUrl: "/media/clips/404.mp4" }]);
    await downloadVideo(normal!);
    expect(messages()).toEqual([["requestedVideos:errors.download", undefined]]);
  });
});
