import { createCanvas, type Canvas, type SKRSContext2D } from "./canvas";
import { agentsAt, type Agent } from "./agents";
import { drawClockCode } from "./clock-code";
import { daylight, formatLocalTime, localTime } from "./daylight";
import { agentBounds, drawAgent } from "./draw-things";
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

/** Night with the IR illuminator on: the picture turns bright monochrome. */
export function isIrMode(scene: SceneSpec, input: FrameInput): boolean {
  return irAt(scene, input, scene.thermal ? 1 : daylight(input.timeMs, input.timeZone));
}

/** `isIrMode` for a daylight `level` already known. */
function irAt(scene: SceneSpec, input: FrameInput, level: number): boolean {
  return !scene.thermal && input.state.ir && level < 0.35;
}

/** A panorama→picture transform. */
interface Transform {
  sx: number;
  sy: number;
  ox: number;
  oy: number;
}

/** What the light over a picture is made of at one moment (everything but the strobe, which flashes). */
interface Light {
  /** 1 - daylight. */
  dark: number;
  ir: boolean;
  flood: boolean;
}

/** The night's darkness, the lamps' glow and the flood light: none by day, on thermal pictures or under IR with no flood. */
function hasLight(scene: SceneSpec, light: Light): boolean {
  return !scene.thermal && ((!light.ir && light.dark > 0) || (light.flood && light.dark > 0.1));
}

/** The light's key: two lights with the same key draw the same pixels (`drawLight` reads no more). */
function lightKey(scene: SceneSpec, light: Light): string {
  if (!hasLight(scene, light)) return "none";
  const { dark } = light;
  const night = !light.ir && dark > 0 ? (dark * 0.86).toFixed(3) : "-";
  const lamps = !light.ir && dark > 0.3 ? (dark * 0.8).toFixed(3) : "-";
  const flood = light.flood && dark > 0.1 ? (dark * 0.55).toFixed(3) : "-";
  return `${night}/${lamps}/${flood}`;
}

/** One fill of the light: a colour or gradient over a rectangle, added ("lighter") or laid over. */
interface LightFill {
  style: string | CanvasGradient;
  x: number;
  y: number;
  w: number;
  h: number;
  add: boolean;
}
type CanvasGradient = ReturnType<SKRSContext2D["createRadialGradient"]>;

/**
 * The fills that make the darkness, the lamps' glow and the flood light over a picture drawn with
 * panorama→picture transform `t` (made once for a still part, painted again over each agent at night).
 */
function lightFills(
  ctx: SKRSContext2D,
  scene: SceneSpec,
  light: Light,
  W: number,
  H: number,
  t: Transform,
  outW: number,
  outH: number,
): LightFill[] {
  const fills: LightFill[] = [];
  if (scene.thermal) return fills;
  const { dark } = light;
  if (light.ir) {
    // the IR panorama and grey agents are the whole look
  } else if (dark > 0) {
    fills.push({ style: `rgba(6,10,26,${(dark * 0.86).toFixed(3)})`, x: 0, y: 0, w: outW, h: outH, add: false });
    if (dark > 0.3) {
      for (const lamp of scene.lamps) {
        const x = lamp.u * W * t.sx + t.ox;
        const y = lamp.v * H * t.sy + t.oy;
        const r = H * 0.1 * t.sy;
        if (x < -r || x > outW + r) continue;
        const g = ctx.createRadialGradient(x, y, 0, x, y, r);
        g.addColorStop(0, `rgba(255,210,140,${(dark * 0.8).toFixed(3)})`);
        g.addColorStop(1, "rgba(255,200,120,0)");
        fills.push({ style: g, x: x - r, y: y - r, w: r * 2, h: r * 2, add: true });
      }
    }
  }
  if (light.flood && dark > 0.1) {
    const g = ctx.createRadialGradient(outW / 2, outH, 0, outW / 2, outH, outH * 1.1);
    g.addColorStop(0, `rgba(255,255,235,${(dark * 0.55).toFixed(3)})`);
    g.addColorStop(1, "rgba(255,255,235,0)");
    fills.push({ style: g, x: 0, y: 0, w: outW, h: outH, add: true });
  }
  return fills;
}

function paintLight(ctx: SKRSContext2D, fills: readonly LightFill[]): void {
  for (const f of fills) {
    ctx.globalCompositeOperation = f.add ? "lighter" : "source-over";
    ctx.fillStyle = f.style;
    ctx.fillRect(f.x, f.y, f.w, f.h);
  }
  ctx.globalCompositeOperation = "source-over";
}

/** The strobe's flash over the whole picture (every other quarter second), if one flashes. */
function drawStrobe(ctx: SKRSContext2D, scene: SceneSpec, input: FrameInput, outW: number, outH: number): void {
  const { strobe } = input.state;
  if (scene.thermal || !strobe) return;
  const phase = Math.floor(input.timeMs / 250) % 4;
  if (phase === 0 || phase === 2) {
    ctx.fillStyle =
      strobe === "white" ? "rgba(255,255,255,0.22)" : phase === 0 ? "rgba(255,40,40,0.22)" : "rgba(40,80,255,0.22)";
    ctx.fillRect(0, 0, outW, outH);
  }
}

/** The agents (and alert subjects) at a moment, farthest first. */
function agentsOf(scene: SceneSpec, input: FrameInput, level: number): Agent[] {
  const agents = agentsAt(scene, input.timeMs, level);
  return input.subjects && input.subjects.length > 0
    ? [...agents, ...input.subjects].sort((a, b) => a.v - b.v)
    : agents;
}

/** A pane of pixels and its context. */
interface Pane {
  canvas: Canvas;
  ctx: SKRSContext2D;
}
const pane = (width: number, height: number): Pane => {
  const canvas = createCanvas(width, height);
  return { canvas, ctx: canvas.getContext("2d") };
};

/** The world as a picture of `outW` x `outH` shows it: a window of the panorama, agents, light. */
interface WorldView {
  scene: SceneSpec;
  input: FrameInput;
  pano: Canvas;
  /** The panorama's look (its cache variant). */
  variant: "day" | "ir";
  win: { x: number; y: number; w: number; h: number };
  level: number;
  light: Light;
  outW: number;
  outH: number;
}

/**
 * Draws the world (a window of the panorama, the agents, the light, the strobe) into a picture.
 *
 * Why a layer (issue 21): a live feed draws the same still part every frame, and scaling the
 * panorama's window to the picture was most of a frame's drawing (0.25 of 0.3 ms for a substream
 * frame, 0.8 of 0.95 ms for a main one, fastest of many; the library records the drawing and
 * replays it when the pixels are read back, at `data()`). The
 * layer keeps that still part (the window, with the night's darkness, the lamps and the flood
 * light over it) in a canvas of the picture's size, made again only when its key (panorama look
 * and size, window, light) changes, and each frame copies it 1:1 and draws the agents over it.
 * At night the agents are darkened as before: in each agent's box (a rectangle clip), the unlit
 * window, the agents and the same light fills are drawn again, so the picture is the direct
 * drawing's (to a level or two on a few antialiased edge pixels).
 * Without `cached`, the world is drawn directly (one-off pictures: stills, history images).
 */
class WorldLayer {
  private plain: Pane | null = null;
  private lit: Pane | null = null;
  private fills: LightFill[] = [];
  private key = "";

  constructor(private readonly cached: boolean) {}

  draw(ctx: SKRSContext2D, v: WorldView): void {
    const { scene, pano, win, outW, outH, light } = v;
    const W = pano.width;
    const H = pano.height;
    const sx = outW / win.w;
    const sy = outH / win.h;
    const t = { sx, sy, ox: -win.x * sx, oy: -win.y * sy };
    const agents = agentsOf(scene, v.input, v.level);
    const look = { thermal: scene.thermal, ir: light.ir };
    const drawAgents = (target: SKRSContext2D) => {
      target.setTransform(t.sx, 0, 0, t.sy, t.ox, t.oy);
      for (const a of agents) drawAgent(target, a, W, H, scene.horizon, look);
      target.setTransform(1, 0, 0, 1, 0, 0);
    };
    const lit = hasLight(scene, light);
    if (!this.cached) {
      ctx.drawImage(pano, win.x, win.y, win.w, win.h, 0, 0, outW, outH);
      drawAgents(ctx);
      if (lit) paintLight(ctx, lightFills(ctx, scene, light, W, H, t, outW, outH));
      drawStrobe(ctx, scene, v.input, outW, outH);
      return;
    }
    const key = `${W}x${H}:${v.variant}:${win.x},${win.y},${win.w},${win.h}:${lightKey(scene, light)}`;
    if (key !== this.key || this.plain?.canvas.width !== outW || this.plain.canvas.height !== outH) {
      if (this.plain?.canvas.width !== outW || this.plain.canvas.height !== outH) {
        this.plain = pane(outW, outH);
        this.lit = null;
      }
      this.plain.ctx.drawImage(pano, win.x, win.y, win.w, win.h, 0, 0, outW, outH);
      this.fills = lit ? lightFills(ctx, scene, light, W, H, t, outW, outH) : [];
      if (lit) {
        this.lit ??= pane(outW, outH);
        this.lit.ctx.drawImage(this.plain.canvas, 0, 0);
        paintLight(this.lit.ctx, this.fills);
      }
      this.key = key;
    }
    const plain = this.plain!;
    ctx.drawImage(lit ? this.lit!.canvas : plain.canvas, 0, 0);
    if (!lit) drawAgents(ctx);
    else {
      // Each agent's box (whole picture pixels, a margin for antialiased edges) drawn again as the
      // direct drawing makes it: the unlit still part, every agent (clipped to the box), the light.
      for (const a of agents) {
        const b = agentBounds(a, W, H, scene.horizon);
        const x0 = Math.max(0, Math.floor(b.x0 * t.sx + t.ox) - 2);
        const y0 = Math.max(0, Math.floor(b.y0 * t.sy + t.oy) - 2);
        const x1 = Math.min(outW, Math.ceil(b.x1 * t.sx + t.ox) + 2);
        const y1 = Math.min(outH, Math.ceil(b.y1 * t.sy + t.oy) + 2);
        if (x1 <= x0 || y1 <= y0) continue;
        ctx.save();
        ctx.beginPath();
        ctx.rect(x0, y0, x1 - x0, y1 - y0);
        ctx.clip();
        ctx.drawImage(plain.canvas, x0, y0, x1 - x0, y1 - y0, x0, y0, x1 - x0, y1 - y0);
        drawAgents(ctx);
        paintLight(ctx, this.fills);
        ctx.restore();
      }
    }
    drawStrobe(ctx, scene, v.input, outW, outH);
  }
}

/** Options of a renderer. */
export interface FrameRendererOptions {
  /**
   * Keep the still part of the picture between frames (see `WorldLayer`): for renderers that draw
   * many frames of one view (live feeds, clips); one-off pictures skip the extra canvases.
   */
  reuseStill?: boolean;
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
  private equirect: Pane | null = null;
  private fisheyeImage: ReturnType<SKRSContext2D["createImageData"]> | null = null;
  private readonly world: WorldLayer;

  constructor(
    readonly scene: SceneSpec,
    readonly width: number,
    readonly height: number,
    readonly mode: "picture" | "dewarped" = "picture",
    options: FrameRendererOptions = {},
  ) {
    this.canvas = createCanvas(width, height);
    this.ctx = this.canvas.getContext("2d");
    this.world = new WorldLayer(options.reuseStill ?? false);
  }

  /**
   * The height of the panorama this output draws from. A panoramic camera's: the picture's width.
   * A PTZ or fixed camera's: enough pixels for the window at the view's zoom, up to a 4x zoom of
   * the picture (1080 at most). At zoom 1 the window is then the picture's own size (drawn at the
   * picture's scale, not a larger panorama scaled down): a substream's panorama is a quarter of
   * the pixels to draw when its feed starts (a 36-tile mosaic draws 36 of them), a main stream's
   * 35 % (issue 21). Zoomed in, it is the larger panorama, as before.
   */
  panoramaHeight(zoom: number): number {
    if (this.scene.panoramic) return Math.min(1024, this.width);
    const full = Math.min(1080, Math.round(this.width * 2));
    return zoom <= 1 ? Math.min(full, this.width) : full;
  }

  render(input: FrameInput): Canvas {
    const { ctx, width, height, scene } = this;
    const level = scene.thermal ? 1 : daylight(input.timeMs, input.timeZone);
    const ir = irAt(scene, input, level);
    const variant = ir ? "ir" : "day";
    const pano = panoramas.get(scene, this.panoramaHeight(input.state.view.zoom), variant);
    const light: Light = { dark: 1 - level, ir, flood: input.state.flood };
    const W = pano.width;
    const H = pano.height;
    const world = { scene, input, pano, variant, level, light } as const;
    if (!scene.panoramic) {
      const win = viewWindow(input.state.view, W, H, width / height);
      this.world.draw(ctx, { ...world, win, outW: width, outH: height });
    } else if (this.mode === "dewarped") {
      this.world.draw(ctx, { ...world, win: { x: 0, y: 0, w: W, h: H }, outW: width, outH: height });
    } else {
      const eh = Math.round(height * 1.2);
      const ew = eh * PANORAMA_ASPECT;
      this.equirect ??= pane(ew, eh);
      const eq = this.equirect;
      this.world.draw(eq.ctx, { ...world, win: { x: 0, y: 0, w: W, h: H }, outW: ew, outH: eh });
      const src = eq.canvas.data();
      this.fisheyeImage ??= this.ctx.createImageData(width, height);
      remap(src, fisheyeMap(width, height, ew, eh, scene.horizon), this.fisheyeImage.data as Uint8ClampedArray);
      this.ctx.putImageData(this.fisheyeImage, 0, 0);
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

  /** Raw RGBA pixels of a rendered frame. */
  rgba(input: FrameInput): Buffer {
    return this.render(input).data();
  }

  jpeg(input: FrameInput, quality = 80): Buffer {
    return this.render(input).encodeSync("jpeg", quality);
  }
}
