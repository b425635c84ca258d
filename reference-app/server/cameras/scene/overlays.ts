import type { SKRSContext2D } from "@napi-rs/canvas";

/** What the overlays show besides the camera name and local time. */
export interface OverlayState {
  cameraName: string;
  localTime: string;
  lightsOn: boolean;
  heaterOn: boolean;
  patrol: "touring" | "suspended" | null;
  presetName: string | null;
  /** What the speaker plays (a sound's label, talk-down, a call), or null. */
  audio: string | null;
  micMuted: boolean;
}

function chip(ctx: SKRSContext2D, text: string, right: number, top: number, size: number, color: string): number {
  const w = ctx.measureText(text).width + size;
  ctx.fillStyle = "rgba(0,0,0,0.55)";
  ctx.fillRect(right - w, top, w, size * 1.5);
  ctx.fillStyle = color;
  ctx.fillText(text, right - w + size / 2, top + size * 1.12);
  return w;
}

/** Draws the name/time bar (top left) and the state chips (top right) on a frame. */
export function drawOverlays(ctx: SKRSContext2D, state: OverlayState, width: number, height: number): void {
  const size = Math.max(8, Math.round(height / 26));
  ctx.font = `${size}px "DejaVu Sans", sans-serif`;
  ctx.textBaseline = "alphabetic";
  const label = `${state.cameraName}`;
  const barW = Math.max(ctx.measureText(label).width, ctx.measureText(state.localTime).width) + size;
  ctx.fillStyle = "rgba(0,0,0,0.5)";
  ctx.fillRect(0, 0, barW, size * 2.9);
  ctx.fillStyle = "#ffffff";
  ctx.fillText(label, size / 2, size * 1.2);
  ctx.fillText(state.localTime, size / 2, size * 2.5);

  let top = size * 0.3;
  const right = width - size * 0.4;
  const row = (text: string, color: string) => {
    chip(ctx, text, right, top, size, color);
    top += size * 1.7;
  };
  if (state.presetName) row(`PRESET ${state.presetName}`, "#ffffff");
  if (state.patrol === "touring") row("PATROL", "#9be38a");
  if (state.patrol === "suspended") row("PATROL SUSPENDED", "#ffcf5a");
  if (state.lightsOn) row("LIGHTS ON", "#fff59a");
  if (state.heaterOn) row("HEATER ON", "#ff9a6a");
  if (state.audio) row(`\u25B6 AUDIO ${state.audio}`, "#8fd3ff");
  if (state.micMuted) row("MIC MUTED", "#ff8a8a");
}
