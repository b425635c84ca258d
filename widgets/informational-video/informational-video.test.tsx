// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fileFakeApi, ok } from "../core/testing/fake-api";
import { reactRoot, until } from "../ui/testing/component-harness";
import { InformationalVideo } from "./informational-video";
import {
  $openInformationalVideo,
  $viewedInformationalVideos,
  preloadInformationalVideo,
} from "./informational-video-store";

const api = await fileFakeApi();

const video = {
  id: 7,
  video_url: "/media/informational/map.mp4",
  thumbnail_url: null,
  header_text: "The map",
  body_text: "Search by unit name",
  documentation_url: null,
  viewed: false,
};

/**
 * The page's idle moments, run by the test: the video element comes in the first idle moment after
 * the modal opens, and a busy test machine may otherwise reach one before the first check.
 */
function idleMoments() {
  const waiting = new Map<number, IdleRequestCallback>();
  let next = 1;
  vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => {
    waiting.set(next, callback);
    return next++;
  });
  vi.stubGlobal("cancelIdleCallback", (id: number) => waiting.delete(id));
  return {
    pending: () => waiting.size,
    run: () =>
      act(() => {
        const callbacks = [...waiting.values()];
        waiting.clear();
        for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
      }),
  };
}

describe("InformationalVideo", () => {
  // Registered before reactRoot's: after-hooks run last-registered first, so the view unmounts
  // (cancelling its idle callback) while the stubs are still in place.
  afterEach(() => {
    vi.unstubAllGlobals();
    $openInformationalVideo.set(null);
    $viewedInformationalVideos.set({});
  });
  const view = reactRoot();

  it("opens by itself on a first visit with its text at once, and makes the video element only after that first frame", async () => {
    const idle = idleMoments();
    api.reply("/api/informational_videos", ok([video]));
    view.render(<InformationalVideo page="map" />);
    const dialog = await until(() => view.q<HTMLDialogElement>("dialog[open]"));
    // The render that opens the modal carries its text and the media's reserved box, not the video:
    // its player, controls and metadata request would run in that task, on a page still starting.
    expect(dialog.querySelector(".vms-info-video-body")?.textContent).toBe("Search by unit name");
    expect(dialog.querySelector(".vms-info-video-media")).not.toBeNull();
    expect(dialog.querySelector("video")).toBeNull();
    expect(idle.pending()).toBe(1);
    await idle.run();
    const element = await until(() => dialog.querySelector("video"));
    expect(element.getAttribute("src")).toBe("/media/informational/map.mp4");
    expect(element.hasAttribute("controls")).toBe(true);
  });

  it("loads when preloaded, before any widget renders, and opens by itself once known; the widget then asks for nothing more", async () => {
    idleMoments();
    // Another video than the first test's, which its closing (on unmount) recorded as viewed.
    api.reply("/api/informational_videos", ok([{ ...video, id: 8 }]));
    const stop = preloadInformationalVideo("history");
    try {
      await until(() => $openInformationalVideo.get() === "history");
      // (The first test's view, recorded as its modal closed on unmount, may come in between.)
      const lists = () => api.calls.filter((call) => call.method === "GET").map((call) => `${call.path}?${call.query}`);
      expect(lists()).toEqual(["/api/informational_videos?page=history"]);
      view.render(<InformationalVideo page="history" />);
      const dialog = await until(() => view.q<HTMLDialogElement>("dialog[open]"));
      expect(dialog.querySelector(".vms-info-video-body")?.textContent).toBe("Search by unit name");
      expect(lists()).toHaveLength(1);
    } finally {
      stop();
    }
  });
});
