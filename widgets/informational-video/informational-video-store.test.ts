import { afterEach, describe, expect, it } from "vitest";
import type { InformationalVideo } from "../core/schemas/session";
import {
  $openInformationalVideo,
  $viewedInformationalVideos,
  autoOpenInformationalVideo,
} from "./informational-video-store";

const video = (viewed: boolean, id = 7): InformationalVideo => ({
  id,
  video_url: "/media/informational/map.mp4",
  thumbnail_url: null,
  header_text: null,
  body_text: "Search by unit name",
  documentation_url: null,
  viewed,
});

afterEach(() => {
  $openInformationalVideo.set(null);
  $viewedInformationalVideos.set({});
});

describe("the first-visit opening of an informational video", () => {
  it("opens a video not yet viewed as soon as it is known", () => {
    autoOpenInformationalVideo("map", video(false));
    expect($openInformationalVideo.get()).toBe("map");
  });

  it("never opens a video viewed before, nor one closed (viewed) in this session", () => {
    autoOpenInformationalVideo("map", video(true));
    expect($openInformationalVideo.get()).toBe(null);
    $viewedInformationalVideos.setKey(8, true);
    autoOpenInformationalVideo("map", video(false, 8));
    expect($openInformationalVideo.get()).toBe(null);
  });

  it("does not replace a modal that is open by then", () => {
    $openInformationalVideo.set("stream");
    autoOpenInformationalVideo("map", video(false));
    expect($openInformationalVideo.get()).toBe("stream");
  });
});
