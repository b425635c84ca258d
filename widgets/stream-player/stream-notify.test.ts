import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { t } from "../core/i18n/i18n";
import { $notificationQueue, clearNotifications } from "../core/notifications/notifications-store";
import "../core/camera/camera-commands.catalogue";
import "./stream-player.catalogue";
import { notifyStream } from "./stream-notify";

const shown = () => $notificationQueue.get().map((n) => [n.severity, t(n.key, n.values)]);

describe("stream snackbars (document 3 §2.1, §9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    clearNotifications();
    vi.useRealTimers();
  });

  it("reads '{camera name}: {message}' at its level", () => {
    notifyStream("Gate", {
      severity: "error",
      key: "cameraCommands:errors.toggleLight",
      values: { message: "offline" },
    });
    notifyStream("Gate", { severity: "success", key: "streamPlayer:quickDownload.success" });
    expect(shown()).toEqual([
      ["error", "Gate: Failed to toggle light: offline"],
      ["success", "Gate: Your video was requested and will be emailed to you shortly"],
    ]);
  });

  it("shows no duplicates and hides after 8 seconds", () => {
    const message = { severity: "error", key: "streamPlayer:errors.addPreset" } as const;
    expect(notifyStream("Gate", message)).toBeTypeOf("number");
    expect(notifyStream("Gate", message)).toBeUndefined();
    expect(shown()).toEqual([["error", "Gate: Failed to add preset"]]);
    vi.advanceTimersByTime(7999);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it("shows the message alone when the camera name is not known", () => {
    notifyStream(null, { severity: "error", key: "core:errors.streamForbidden" });
    expect(shown()).toEqual([["error", "You do not have permission to stream this camera."]]);
  });
});
