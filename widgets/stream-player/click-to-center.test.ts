import { describe, expect, it } from "vitest";
import { clickToCenterCommand, commandFeedback } from "./click-to-center";

describe("click-to-center", () => {
  const picture = { width: 640, height: 360 };

  it("maps a click to picture pixels", () => {
    expect(clickToCenterCommand(320, 180, { width: 640, height: 360 }, picture)).toEqual({
      controlMode: "clickToCenter",
      controlXValue: 320,
      controlYValue: 180,
      resolutionX: 640,
      resolutionY: 360,
    });
    expect(clickToCenterCommand(1279, 0, { width: 1280, height: 720 }, picture)).toMatchObject({
      controlXValue: 639,
      controlYValue: 0,
    });
  });

  it("accounts for letterbox bars and ignores clicks on them", () => {
    // 1280×1000 box: the picture is 1280×720, 140 px bars above and below.
    expect(clickToCenterCommand(640, 500, { width: 1280, height: 1000 }, picture)).toMatchObject({
      controlXValue: 320,
      controlYValue: 180,
    });
    expect(clickToCenterCommand(640, 100, { width: 1280, height: 1000 }, picture)).toBeNull();
    expect(clickToCenterCommand(10, 10, { width: 0, height: 0 }, picture)).toBeNull();
  });

  it("names the animation of each command", () => {
    expect(commandFeedback({ controlMode: "panTilt", controlValue: "left" })).toBe("left");
    expect(commandFeedback({ controlMode: "panTilt", controlValue: "home" })).toBe("home");
    expect(commandFeedback({ controlMode: "panTilt", controlValue: "stop" })).toBeNull();
    expect(commandFeedback({ controlMode: "zoom", controlValue: "out" })).toBe("zoomOut");
  });
});
