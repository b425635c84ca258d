import type { SKRSContext2D } from "@napi-rs/canvas";
import type { Agent } from "./agents";
import type { Structure } from "./scene-spec";
import { thermalColor } from "./thermal";

/** How colours are chosen: natural colours, or the thermal palette from heat. */
export interface Look {
  thermal: boolean;
  /** Night under the IR illuminator: greys only. */
  ir?: boolean;
}

/** A grey of the same lightness as a `#rrggbb` colour, brightened as IR shows it. */
function irGrey(color: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!m) return "#b0b0b0";
  const l = 0.299 * parseInt(m[1]!, 16) + 0.587 * parseInt(m[2]!, 16) + 0.114 * parseInt(m[3]!, 16);
  const v = Math.min(255, Math.round(l * 1.45 + 20));
  return `rgb(${v},${v},${v})`;
}

const paint = (look: Look, color: string, heat: number): string =>
  look.thermal ? thermalColor(heat) : look.ir ? irGrey(color) : color;

/** Draws one structure into a panorama of `W` x `H` px. */
export function drawStructure(ctx: SKRSContext2D, s: Structure, W: number, H: number, look: Look): void {
  const x = s.u * W;
  const w = s.w * W;
  const base = s.v * H;
  const h = s.h * H;
  ctx.fillStyle = paint(look, s.color, s.heat);
  switch (s.kind) {
    case "building": {
      ctx.fillRect(x, base - h, w, h);
      ctx.fillStyle = look.thermal ? thermalColor(s.heat + 0.12) : "rgba(40,55,70,0.55)";
      const cols = Math.max(1, Math.floor(w / (H * 0.03)));
      const rows = Math.max(1, Math.floor(h / (H * 0.05)));
      for (let r = 0; r < rows; r++)
        for (let c = 0; c < cols; c++)
          ctx.fillRect(
            x + (c + 0.25) * (w / cols),
            base - h + (r + 0.25) * (h / rows),
            (w / cols) * 0.5,
            (h / rows) * 0.45,
          );
      break;
    }
    case "container":
      ctx.fillRect(x, base - h, w, h);
      ctx.fillStyle = "rgba(0,0,0,0.18)";
      for (let i = 1; i < 8; i++) ctx.fillRect(x + (i * w) / 8, base - h, Math.max(1, W * 0.0008), h);
      break;
    case "fence":
      ctx.fillRect(x, base - h, w, Math.max(1, H * 0.003));
      ctx.fillRect(x, base - Math.max(1, H * 0.002), w, Math.max(1, H * 0.002));
      for (let px = x; px < x + w; px += H * 0.03) ctx.fillRect(px, base - h, Math.max(1, H * 0.002), h);
      break;
    case "pole": {
      ctx.fillRect(x, base - h, Math.max(2, w), h);
      ctx.fillRect(x - H * 0.01, base - h, H * 0.025, Math.max(2, H * 0.006));
      break;
    }
    case "crane": {
      const mast = Math.max(3, W * 0.004);
      ctx.fillRect(x, base - h, mast, h);
      ctx.fillRect(x - w * 0.2, base - h, w, mast);
      ctx.fillRect(x + w * 0.6, base - h, Math.max(1, mast * 0.3), h * 0.45);
      break;
    }
    case "parked-car":
      drawCar(ctx, x + w / 2, base, w, h, paint(look, s.color, s.heat), 1, 0);
      break;
    case "pile":
      ctx.beginPath();
      ctx.moveTo(x, base);
      ctx.quadraticCurveTo(x + w / 2, base - h * 2, x + w, base);
      ctx.fill();
      break;
    case "barrier":
      for (let px = x, i = 0; px < x + w; px += H * 0.04, i++) {
        ctx.fillStyle = i % 2 === 0 ? paint(look, s.color, s.heat) : paint(look, "#f2f2f2", s.heat);
        ctx.fillRect(px, base - h, H * 0.04, h);
      }
      break;
  }
}

function drawCar(
  ctx: SKRSContext2D,
  cx: number,
  base: number,
  w: number,
  h: number,
  color: string,
  direction: 1 | -1,
  step: number,
): void {
  ctx.fillStyle = color;
  ctx.fillRect(cx - w / 2, base - h * 0.75, w, h * 0.55);
  ctx.fillRect(cx - w * 0.3 + direction * w * 0.05, base - h, w * 0.5, h * 0.3);
  ctx.fillStyle = "rgba(150,190,220,0.8)";
  ctx.fillRect(cx - w * 0.25 + direction * w * 0.05, base - h * 0.95, w * 0.4, h * 0.2);
  ctx.fillStyle = "#111";
  const r = h * 0.2;
  for (const wx of [cx - w * 0.3, cx + w * 0.3]) {
    ctx.beginPath();
    ctx.arc(wx, base - r, r, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = "#777";
  for (const wx of [cx - w * 0.3, cx + w * 0.3])
    ctx.fillRect(wx + Math.cos(step) * r * 0.5 - 1, base - r + Math.sin(step) * r * 0.5 - 1, 2, 2);
}

/** Size of an agent at its base line: nearer (lower) things are bigger. */
function scaleAt(v: number, horizon: number): number {
  return Math.max(0.2, (v - horizon) / (0.95 - horizon));
}

/** An agent's height in the panorama at scale 1, as a share of its height `H`; a vehicle's width too. */
const AGENT_HEIGHT = { vehicle: 0.07, object: 0.05, person: 0.13 } as const;
const VEHICLE_WIDTH = 0.16;

/**
 * Where an agent stands in the panorama (px: its centre and base line) and its size there (height;
 * a vehicle's width too): what `drawAgent` draws and `agentBounds` bounds.
 */
function placed(a: Agent, W: number, H: number, horizon: number) {
  const k = scaleAt(a.v, horizon);
  return { cx: a.u * W, base: a.v * H, h: H * AGENT_HEIGHT[a.kind] * k, w: H * VEHICLE_WIDTH * k };
}

/** Draws an agent into panorama coordinates. `heat` overrides colours for thermal cameras. */
export function drawAgent(ctx: SKRSContext2D, a: Agent, W: number, H: number, horizon: number, look: Look): void {
  const { cx, base, h, w } = placed(a, W, H, horizon);
  if (a.kind === "vehicle") {
    drawCar(ctx, cx, base, w, h, look.thermal ? thermalColor(0.8) : paint(look, a.color, 0), a.direction, a.step);
    return;
  }
  if (a.kind === "object") {
    ctx.fillStyle = look.thermal ? thermalColor(0.55) : paint(look, "#6b4f2a", 0);
    ctx.fillRect(cx - h * 0.6, base - h, h * 1.2, h);
    ctx.fillStyle = look.thermal ? thermalColor(0.45) : paint(look, "#8a6a3a", 0);
    ctx.fillRect(cx - h * 0.6, base - h, h * 1.2, h * 0.2);
    return;
  }
  const body = look.thermal ? thermalColor(0.95) : paint(look, a.color, 0);
  const skin = look.thermal ? thermalColor(1) : paint(look, "#e0b49a", 0);
  const swing = Math.sin(a.step * Math.PI) * h * 0.12;
  ctx.fillStyle = look.thermal ? thermalColor(0.85) : paint(look, "#2b2b33", 0);
  ctx.fillRect(cx - h * 0.07 + swing * 0.5, base - h * 0.45, h * 0.07, h * 0.45);
  ctx.fillRect(cx - swing * 0.5, base - h * 0.45, h * 0.07, h * 0.45);
  ctx.fillStyle = body;
  ctx.fillRect(cx - h * 0.11, base - h * 0.82, h * 0.22, h * 0.4);
  ctx.fillStyle = skin;
  ctx.beginPath();
  ctx.arc(cx, base - h * 0.9, h * 0.09, 0, Math.PI * 2);
  ctx.fill();
}

/** The panorama-space box (px) an agent drawn by `drawAgent` covers (its antialiased edges included). */
export function agentBounds(
  a: Agent,
  W: number,
  H: number,
  horizon: number,
): { x0: number; y0: number; x1: number; y1: number } {
  const { cx, base, h, w } = placed(a, W, H, horizon);
  if (a.kind === "vehicle") {
    // body and cabin within ±w/2 and h above the base; the hub dots reach 1 px past a wheel's centre
    return { x0: cx - w / 2 - 1, y0: base - h - 1, x1: cx + w / 2 + 1, y1: base + 1 };
  }
  if (a.kind === "object") return { x0: cx - h * 0.6, y0: base - h, x1: cx + h * 0.6, y1: base };
  // legs swing by up to 0.06 h each way, body ±0.11 h, head 0.09 h round at 0.9 h up
  return { x0: cx - h * 0.14, y0: base - h, x1: cx + h * 0.14, y1: base };
}
