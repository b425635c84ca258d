import { createCanvas, type Canvas, type SKRSContext2D } from "@napi-rs/canvas";
import { agentsAt, type Agent } from "./agents";
import { drawClockCode } from "./clock-code";
import { daylight, formatLocalTime, localTime } from "./daylight";
import { drawAgent } from "./draw-things";
import { fisheyeMap, remap } from "./fisheye";
import { drawOverlays } from "./overlays";
import { panoramas, PANORAMA_ASPECT } from "./panorama";
import type { SceneSpec } from "./scene-spec";

/** Where a PTZ camera points: pan and tilt -1..1, zoom 1..MAX_ZOOM. */
export interface View {
  pan: number;
  tilt: number;
  zoom: number;
}
export const MAX_ZOOM = 6;
export const HOME_VIEW: View = { pan: 0, tilt: 0, zoom: 1 };

/** The camera's state as the picture shows it. */
export interface FrameState {
  view: View;
  /** IR illuminator on (night turns bright monochrome). */
  ir: boolean;
  /** A white light (flood, camera light) on. */
  flood: boolean;
  /** A strobe flashing, or null. */
  strobe: "white" | "red-blue" | null;
  heaterOn: boolean;
  patrol: "touring" | "suspended" | null;
  presetName: string | null;
  audio: string | null;
  /** A live call's level (0–1) while its audio arrives (the speaker indicator shows), else null/absent. */
  audioLevel?: number | null;
  micMuted: boolean;
}

export const IDLE_STATE: FrameState = {
  view: HOME_VIEW,
  ir: false,
  flood: false,
  strobe: null,
  heaterOn: false,
  patrol: null,
  presetName: null,
  audio: null,
  micMuted: false,
};

export interface FrameInput {
  timeMs: number;
  timeZone: string;
  cameraName: string;
  state: FrameState;
  /** Extra things placed in the scene (alert subjects). */
  subjects?: Agent[];
  /** The time the clock code shows; `timeMs` by default. */
  codeMs?: number;
}

/** The panorama window (px) a view shows in a panorama of `W` x `H` for an output aspect. */
export function viewWindow(
  view: View,
  W: number,
  H: number,
  aspect: number,
): { x: number; y: number; w: number; h: number } {
  const zoom = Math.min(MAX_ZOOM, Math.max(1, view.zoom));
  const w = (W * 0.5) / zoom;
  const h = w / aspect;
  const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
  const cx = clamp((0.5 + view.pan * 0.5) * W, w / 2, W - w / 2);
  const cy = clamp((0.52 + view.tilt * 0.3) * H, h / 2, H - h / 2);
  return { x: cx - w / 2, y: cy - h / 2, w, h };
}

/** Light, agents and glow over a picture already drawn with panorama→picture transform `t`. */
/** Night with the IR illuminator on: the picture turns bright monochrome. */
export function isIrMode(scene: SceneSpec, input: FrameInput): boolean {
  return !scene.thermal && input.state.ir && daylight(input.timeMs, input.timeZone) < 0.35;
}

function drawWorld(
  ctx: SKRSContext2D,
  scene: SceneSpec,
  input: FrameInput,
  W: number,
  H: number,
  t: { sx: number; sy: number; ox: number; oy: number },
  outW: number,
  outH: number,
): void {
  const level = scene.thermal ? 1 : daylight(input.timeMs, input.timeZone);
  const agents = agentsAt(scene, input.timeMs, level);
  const all =
    input.subjects && input.subjects.length > 0 ? [...agents, ...input.subjects].sort((a, b) => a.v - b.v) : agents;
  ctx.setTransform(t.sx, 0, 0, t.sy, t.ox, t.oy);
  const look = { thermal: scene.thermal, ir: isIrMode(scene, input) };
  for (const a of all) drawAgent(ctx, a, W, H, scene.horizon, look);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  if (scene.thermal) return;
  const { state } = input;
  const dark = 1 - level;
  if (look.ir) {
    // the IR panorama and grey agents are the whole look
  } else if (dark > 0) {
    ctx.fillStyle = `rgba(6,10,26,${(dark * 0.86).toFixed(3)})`;
    ctx.fillRect(0, 0, outW, outH);
    if (dark > 0.3) {
      ctx.globalCompositeOperation = "lighter";
      for (const lamp of scene.lamps) {
        const x = lamp.u * W * t.sx + t.ox;
        const y = lamp.v * H * t.sy + t.oy;
        const r = H * 0.1 * t.sy;
        if (x < -r || x > outW + r) continue;
        const g = ctx.createRadialGradient(x, y, 0, x, y, r);
        g.addColorStop(0, `rgba(255,210,140,${(dark * 0.8).toFixed(3)})`);
        g.addColorStop(1, "rgba(255,200,120,0)");
        ctx.fillStyle = g;
        ctx.fillRect(x - r, y - r, r * 2, r * 2);
      }
      ctx.globalCompositeOperation = "source-over";
    }
  }
  if (state.flood && dark > 0.1) {
    ctx.globalCompositeOperation = "lighter";
    const g = ctx.createRadialGradient(outW / 2, outH, 0, outW / 2, outH, outH * 1.1);
    g.addColorStop(0, `rgba(255,255,235,${(dark * 0.55).toFixed(3)})`);
    g.addColorStop(1, "rgba(255,255,235,0)");
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, outW, outH);
    ctx.globalCompositeOperation = "source-over";
  }
  if (state.strobe) {
    const phase = Math.floor(input.timeMs / 250) % 4;
    if (phase === 0 || phase === 2) {
      ctx.fillStyle =
        state.strobe === "white"
          ? "rgba(255,255,255,0.22)"
          : phase === 0
            ? "rgba(255,40,40,0.22)"
            : "rgba(40,80,255,0.22)";
      ctx.fillRect(0, 0, outW, outH);
    }
  }
}

/**
 * Draws what a camera sees: one renderer for live frames, snapshots, history images, clips and
 * alert media. Holds its canvas (and the panorama it needs) between frames.
 * `mode`: "picture" is what the camera shows (fisheye for panoramic cameras); "dewarped" is the
 * equirectangular picture of a panoramic camera.
 */
export class FrameRenderer {
  readonly canvas: Canvas;
  private readonly ctx: SKRSContext2D;
  private equirect: { canvas: Canvas; ctx: SKRSContext2D } | null = null;
  private fisheyeImage: ReturnType<SKRSContext2D["createImageData"]> | null = null;

  constructor(
    readonly scene: SceneSpec,
    readonly width: number,
    readonly height: number,
    readonly mode: "picture" | "dewarped" = "picture",
  ) {
    this.canvas = createCanvas(width, height);
    this.ctx = this.canvas.getContext("2d");
  }

  /** The height of the panorama this output draws from (enough pixels for a 4x zoom window). */
  private panoramaHeight(): number {
    return this.scene.panoramic ? Math.min(1024, this.width) : Math.min(1080, Math.round(this.width * 2));
  }

  render(input: FrameInput): Canvas {
    const { ctx, width, height, scene } = this;
    const pano = panoramas.get(scene, this.panoramaHeight(), isIrMode(scene, input) ? "ir" : "day");
    const W = pano.width;
    const H = pano.height;
    if (scene.panoramic) {
      this.renderPanoramic(input, pano);
    } else {
      const win = viewWindow(input.state.view, W, H, width / height);
      ctx.drawImage(pano, win.x, win.y, win.w, win.h, 0, 0, width, height);
      const sx = width / win.w;
      const sy = height / win.h;
      drawWorld(ctx, scene, input, W, H, { sx, sy, ox: -win.x * sx, oy: -win.y * sy }, width, height);
    }
    const t = localTime(input.timeMs, input.timeZone);
    drawOverlays(
      ctx,
      {
        cameraName: input.cameraName,
        localTime: formatLocalTime(t),
        lightsOn: input.state.flood || input.state.strobe !== null,
        heaterOn: input.state.heaterOn,
        patrol: input.state.patrol,
        presetName: input.state.presetName,
        audio: input.state.audio,
        audioLevel: input.state.audioLevel ?? null,
        micMuted: input.state.micMuted,
      },
      width,
      height,
    );
    drawClockCode(ctx, input.codeMs ?? input.timeMs, width, height);
    return this.canvas;
  }

  private renderPanoramic(input: FrameInput, pano: Canvas): void {
    const { width, height, scene } = this;
    const W = pano.width;
    const H = pano.height;
    if (this.mode === "dewarped") {
      this.ctx.drawImage(pano, 0, 0, W, H, 0, 0, width, height);
      drawWorld(this.ctx, scene, input, W, H, { sx: width / W, sy: height / H, ox: 0, oy: 0 }, width, height);
      return;
    }
    const eh = Math.round(height * 1.2);
    const ew = eh * PANORAMA_ASPECT;
    if (!this.equirect) {
      const canvas = createCanvas(ew, eh);
      this.equirect = { canvas, ctx: canvas.getContext("2d") };
    }
    const eq = this.equirect;
    eq.ctx.drawImage(pano, 0, 0, W, H, 0, 0, ew, eh);
    drawWorld(eq.ctx, scene, input, W, H, { sx: ew / W, sy: eh / H, ox: 0, oy: 0 }, ew, eh);
    const src = eq.canvas.data();
    this.fisheyeImage ??= this.ctx.createImageData(width, height);
    remap(src, fisheyeMap(width, height, ew, eh, scene.horizon), this.fisheyeImage.data as Uint8ClampedArray);
    this.ctx.putImageData(this.fisheyeImage, 0, 0);
  }

  /** Raw RGBA pixels of a rendered frame. */
  rgba(input: FrameInput): Buffer {
    return this.render(input).data();
  }

  jpeg(input: FrameInput, quality = 80): Buffer {
    return this.render(input).encodeSync("jpeg", quality);
  }
}
