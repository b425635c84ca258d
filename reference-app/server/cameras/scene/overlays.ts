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
  /** A live call's level (0–1) while its audio arrives: the speaker indicator with level bars. */
  audioLevel?: number | null;
  micMuted: boolean;
}

/** The indicator's colour: the e2e test looks for it on the picture. */
export const SPEAKER_INDICATOR_COLOR = "#00c8ff";
export const SPEAKER_INDICATOR_BARS = 5;

/** Where the speaker indicator is drawn (below the name/time bar), for a frame of this height. */
export function speakerIndicatorBox(height: number): { x: number; y: number; w: number; h: number } {
  const size = Math.max(8, Math.round(height / 26));
  return { x: 0, y: Math.round(size * 3.2), w: Math.round(size * 5.2), h: Math.round(size * 2.2) };
}

/** A speaker glyph and level bars (as many lit as the level reaches) in a dark box. */
function drawSpeaker(ctx: SKRSContext2D, level: number, height: number): void {
  const { x, y, w, h } = speakerIndicatorBox(height);
  ctx.fillStyle = "rgba(0,0,0,0.6)";
  ctx.fillRect(x, y, w, h);
  const u = h / 10;
  ctx.fillStyle = SPEAKER_INDICATOR_COLOR;
  // The speaker: a box and a cone.
  ctx.fillRect(x + u * 1.5, y + u * 3.5, u * 1.6, u * 3);
  ctx.beginPath();
  ctx.moveTo(x + u * 3.1, y + u * 3.5);
  ctx.lineTo(x + u * 5.5, y + u * 1.5);
  ctx.lineTo(x + u * 5.5, y + u * 8.5);
  ctx.lineTo(x + u * 3.1, y + u * 6.5);
  ctx.closePath();
  ctx.fill();
  const lit = Math.round(Math.min(1, Math.max(0, level)) * SPEAKER_INDICATOR_BARS);
  const barW = (w - u * 8) / (SPEAKER_INDICATOR_BARS * 1.5);
  for (let i = 0; i < SPEAKER_INDICATOR_BARS; i++) {
    const barH = u * (2 + i * 1.4);
    ctx.fillStyle = i < lit ? SPEAKER_INDICATOR_COLOR : "rgba(255,255,255,0.25)";
    ctx.fillRect(x + u * 7 + i * barW * 1.5, y + h - u * 1.2 - barH, barW, barH);
  }
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
  if (state.audioLevel !== null && state.audioLevel !== undefined) drawSpeaker(ctx, state.audioLevel, height);
}
