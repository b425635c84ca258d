import { afterEach, describe, expect, it } from "vitest";
import "../core/camera/camera-commands.catalogue";
import { $notificationQueue } from "../core/notifications/notifications-store";
import { fileFakeApi, ok, rejection } from "../core/testing/fake-api";
import { playSound } from "./alert-view-store";

const api = await fileFakeApi({ settleMs: 0 });
const messages = () => $notificationQueue.get().map((n) => [n.key, n.values]);

afterEach(() => {
  $notificationQueue.set([]);
});

describe("playSound", () => {
  it("posts the sound to the camera's speaker; code 0 is done, with nothing to say", async () => {
    api.reply("/api/vms/cameras/11/speaker/sound", ok({ code: 0, data: null }));
    await playSound(11, 3);
    expect(api.calls.map((c) => [c.method, c.path, JSON.parse(c.body)])).toEqual([
      ["POST", "/api/vms/cameras/11/speaker/sound", { soundId: 3 }],
    ]);
    expect(messages()).toEqual([]);
  });

  it("another code or a failed call notifies 'Failed to play sound: {message}'", async () => {
    api.reply("/api/vms/cameras/12/speaker/sound", ok({ code: 7, data: null }));
    await playSound(12, 3);
    api.reply("/api/vms/cameras/13/speaker/sound", rejection(403, "Forbidden camera"));
    await playSound(13, 3);
    expect(messages()).toEqual([
      ["cameraCommands:errors.sound", { message: "command proxy error code 7" }],
      ["cameraCommands:errors.sound", { message: expect.stringContaining("Forbidden camera") }],
    ]);
  });
});
