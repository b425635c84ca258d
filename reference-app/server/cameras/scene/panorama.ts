import { createCanvas, type Canvas } from "./canvas";
import { createRandom } from "../../seed/prng";
import { drawStructure, type Look } from "./draw-things";
import { sceneSeed, type SceneSpec } from "./scene-spec";
import { thermalColor } from "./thermal";

/** Panorama aspect: twice as wide as high (the pan range of a PTZ camera, or 360° of a panoramic one). */
export const PANORAMA_ASPECT = 2;

/** Draws the still part of a scene (sky, ground, road, structures) at `height` px high. */
export function drawPanorama(scene: SceneSpec, height: number): Canvas {
  const H = Math.round(height);
  const W = H * PANORAMA_ASPECT;
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext("2d");
  const look: Look = { thermal: scene.thermal };
  const horizonY = scene.horizon * H;
  const sky = ctx.createLinearGradient(0, 0, 0, horizonY);
  sky.addColorStop(0, scene.thermal ? thermalColor(0.02) : scene.sky[0]);
  sky.addColorStop(1, scene.thermal ? thermalColor(0.12) : scene.sky[1]);
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, W, horizonY + 1);
  const ground = ctx.createLinearGradient(0, horizonY, 0, H);
  ground.addColorStop(0, scene.thermal ? thermalColor(0.22) : scene.ground[0]);
  ground.addColorStop(1, scene.thermal ? thermalColor(0.32) : scene.ground[1]);
  ctx.fillStyle = ground;
  ctx.fillRect(0, horizonY, W, H - horizonY);
  // Texture: hills behind, patches of ground, trees and bushes (same every time for a camera).
  const rng = createRandom(sceneSeed(scene.cameraId) ^ 0x7e11);
  ctx.fillStyle = scene.thermal ? thermalColor(0.16) : "#7d8f8a";
  ctx.beginPath();
  ctx.moveTo(0, horizonY);
  for (let x = 0; x <= W; x += W / 16) ctx.lineTo(x, horizonY - H * (0.02 + rng.next() * 0.06));
  ctx.lineTo(W, horizonY);
  ctx.fill();
  // Patches, tracks and stones on the ground: nearer is bigger, so every part of the view has detail.
  // Slab joints in perspective: lines closer together towards the horizon.
  ctx.fillStyle = scene.thermal ? thermalColor(0.17) : "rgba(40,38,34,0.35)";
  for (let j = 1; j < 24; j++) {
    const y = horizonY + (H - horizonY) * (j / 24) ** 1.6;
    ctx.fillRect(0, y, W, Math.max(1, H * 0.0015));
  }
  for (let x = 0; x < W; x += H * 0.05) {
    const top = horizonY + (H - horizonY) * 0.05;
    ctx.beginPath();
    ctx.moveTo(x, top);
    ctx.lineTo(x + (x - W / 2) * 0.6, H);
    ctx.lineTo(x + (x - W / 2) * 0.6 + Math.max(1, H * 0.002), H);
    ctx.lineTo(x + Math.max(1, H * 0.001), top);
    ctx.fill();
  }
  for (let i = 0; i < 420; i++) {
    const y = horizonY + (H - horizonY) * rng.next();
    const k = (y - horizonY) / (H - horizonY);
    const dark = rng.chance(0.55);
    ctx.fillStyle = scene.thermal
      ? thermalColor(0.18 + rng.next() * 0.2)
      : `rgba(${dark ? "30,28,24" : "205,200,185"},${(0.12 + rng.next() * 0.22).toFixed(2)})`;
    ctx.beginPath();
    ctx.ellipse(
      rng.next() * W,
      y,
      H * (0.02 + 0.06 * k) * (1 + rng.next()),
      H * (0.005 + 0.015 * k),
      0,
      0,
      Math.PI * 2,
    );
    ctx.fill();
  }
  for (let i = 0; i < 600; i++) {
    const y = horizonY + (H - horizonY) * rng.next();
    const k = (y - horizonY) / (H - horizonY);
    const r = Math.max(1, H * 0.004 * k * (0.5 + rng.next()));
    ctx.fillStyle = scene.thermal ? thermalColor(0.3 + rng.next() * 0.15) : rng.chance(0.5) ? "#2a2723" : "#c9c2b0";
    ctx.fillRect(rng.next() * W, y, r * 2, r);
  }
  for (let i = 0; i < rng.int(6, 16); i++) {
    const x = rng.next() * W;
    const base = horizonY + H * (0.03 + rng.next() * 0.1);
    const r = H * (0.015 + rng.next() * 0.03);
    ctx.fillStyle = scene.thermal ? thermalColor(0.3) : "#5b4a36";
    ctx.fillRect(x - r * 0.12, base - r * 1.4, r * 0.24, r * 1.4);
    ctx.fillStyle = scene.thermal ? thermalColor(0.26) : rng.pick(["#3f6b3a", "#4f7d43", "#345a34"]);
    ctx.beginPath();
    ctx.arc(x, base - r * 1.6, r, 0, Math.PI * 2);
    ctx.fill();
  }
  if (scene.road) {
    const [top, bottom] = scene.road;
    ctx.fillStyle = scene.thermal ? thermalColor(0.4) : "#3d3f42";
    ctx.fillRect(0, top * H, W, (bottom - top) * H);
    ctx.fillStyle = scene.thermal ? thermalColor(0.3) : "#e6d36a";
    const mid = ((top + bottom) / 2) * H;
    for (let x = 0; x < W; x += H * 0.08) ctx.fillRect(x, mid - H * 0.002, H * 0.04, Math.max(1, H * 0.004));
  }
  for (const s of [...scene.structures].sort((a, b) => a.v - b.v)) drawStructure(ctx, s, W, H, look);
  return canvas;
}

/** The IR look: bright monochrome. */
export const IR_FILTER = "grayscale(1) brightness(1.45) contrast(1.1)";

/** The panorama as the IR illuminator shows it at night (made once from the day panorama). */
export function irPanorama(day: Canvas): Canvas {
  const canvas = createCanvas(day.width, day.height);
  const ctx = canvas.getContext("2d");
  ctx.filter = IR_FILTER;
  ctx.drawImage(day, 0, 0);
  return canvas;
}

/**
 * The panorama cache's default budget. A panorama is 3.3 MB (substream, 640 high) to 4.1 MB (main
 * stream, 720 high), so 192 MB holds a 36-tile mosaic (118 MB, day or night) and the main feeds
 * beside it. It was 400 MB, which every history image, still and alert clip of another camera filled
 * and kept: most of the server's growth under a mix (issue 18).
 */
export const PANORAMA_CACHE_BYTES = 192 * 1024 * 1024;

/**
 * How long a panorama nobody draws from is kept. Live feeds draw every frame, so theirs stay; the
 * one-off drawings (alert media, history images, stills, clips) used to keep theirs for the life of
 * the process: 40 cameras' alert media in the first minutes held 170 MB (issue 18).
 */
export const PANORAMA_IDLE_MS = 60_000;

/**
 * A cache of panoramas (a few MB each) within a byte budget, least recently used out first, and
 * none kept longer than `idleMs` after its last use (`sweep`, run by a timer for the process-wide one).
 */
export class PanoramaCache {
  private readonly entries = new Map<string, { canvas: Canvas; usedAt: number }>();
  private total = 0;
  constructor(
    private readonly maxBytes = PANORAMA_CACHE_BYTES,
    private readonly idleMs = PANORAMA_IDLE_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(scene: SceneSpec, height: number, variant: "day" | "ir" = "day"): Canvas {
    const key = `${scene.cameraId}:${height}:${variant}`;
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      hit.usedAt = this.now();
      this.entries.set(key, hit);
      return hit.canvas;
    }
    // The IR look is made from the day panorama, which is not kept for it (a camera at night shows
    // IR only, so keeping both doubled a night mosaic's panoramas).
    const made =
      variant === "ir"
        ? irPanorama(this.entries.get(`${scene.cameraId}:${height}:day`)?.canvas ?? drawPanorama(scene, height))
        : drawPanorama(scene, height);
    this.entries.set(key, { canvas: made, usedAt: this.now() });
    this.total += made.width * made.height * 4;
    while (this.total > this.maxBytes && this.entries.size > 1) this.dropOldest();
    return made;
  }

  /** Drops the panoramas not used for `idleMs`. */
  sweep(): void {
    const limit = this.now() - this.idleMs;
    for (const entry of this.entries.values()) {
      if (entry.usedAt > limit) break; // least recently used first: the rest are newer
      this.dropOldest();
    }
  }

  private dropOldest(): void {
    const [oldest, { canvas }] = this.entries.entries().next().value as [string, { canvas: Canvas }];
    this.entries.delete(oldest);
    this.total -= canvas.width * canvas.height * 4;
  }

  /** Pixel bytes held. */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The process-wide panorama cache. */
export const panoramas = new PanoramaCache();
setInterval(() => panoramas.sweep(), PANORAMA_IDLE_MS / 4).unref();
