import type { PtzCommand } from "../core/schemas/camera-controls";

export interface Size {
  width: number;
  height: number;
}

/**
 * The click-to-center command for a click at (x, y) in the player box, where the video is drawn
 * with `object-fit: contain` (letterboxed): the point in the picture's own pixels. Null when the
 * click fell on the bars or the picture size is not known yet.
 */
export function clickToCenterCommand(x: number, y: number, box: Size, picture: Size): PtzCommand | null {
  if (box.width <= 0 || box.height <= 0 || picture.width <= 0 || picture.height <= 0) return null;
  const scale = Math.min(box.width / picture.width, box.height / picture.height);
  const drawnWidth = picture.width * scale;
  const drawnHeight = picture.height * scale;
  const left = (box.width - drawnWidth) / 2;
  const top = (box.height - drawnHeight) / 2;
  const px = Math.floor((x - left) / scale);
  const py = Math.floor((y - top) / scale);
  if (px < 0 || py < 0 || px >= picture.width || py >= picture.height) return null;
  return {
    controlMode: "clickToCenter",
    controlXValue: px,
    controlYValue: py,
    resolutionX: Math.round(picture.width),
    resolutionY: Math.round(picture.height),
  };
}

/** The short animation in the centre after a pan, tilt, zoom or home command (§2.1). */
export type CommandFeedback = "up" | "down" | "left" | "right" | "home" | "zoomIn" | "zoomOut" | "center";

export function commandFeedback(command: PtzCommand): CommandFeedback | null {
  switch (command.controlMode) {
    case "panTilt":
      return command.controlValue === "stop" ? null : command.controlValue;
    case "zoom":
      return command.controlValue === "in" ? "zoomIn" : "zoomOut";
    case "clickToCenter":
      return "center";
  }
}
