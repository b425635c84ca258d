/**
 * The fisheye picture of a panoramic camera, mounted high and looking down: the centre of the
 * circle is the ground below the camera, its edge the horizon all around. `fisheyeMap` gives, for
 * each output pixel, the index of the equirectangular source pixel (or -1 outside the circle).
 */
const maps = new Map<string, Int32Array>();
/**
 * Maps kept (least recently used out first): one per output size, source size and horizon, about
 * 1 MB each at 640x360. Horizons vary by camera, so an unbounded cache grew with every panoramic
 * camera drawn (issue 18); the live feeds and stills use a few sizes of a few cameras at a time.
 */
export const FISHEYE_MAPS_KEPT = 16;

/** How many fisheye maps are cached (for tests). */
export function fisheyeMapsCached(): number {
  return maps.size;
}

export function fisheyeMap(outW: number, outH: number, srcW: number, srcH: number, horizon: number): Int32Array {
  const key = `${outW}x${outH}:${srcW}x${srcH}:${horizon.toFixed(4)}`;
  const cached = maps.get(key);
  if (cached) {
    maps.delete(key);
    maps.set(key, cached);
    return cached;
  }
  const map = new Int32Array(outW * outH).fill(-1);
  const radius = outH / 2 - 2;
  const cx = outW / 2;
  const cy = outH / 2;
  const reach = 1 - horizon + 0.08; // how far up from the ground the edge of the circle sees
  for (let y = 0; y < outH; y++) {
    for (let x = 0; x < outW; x++) {
      const dx = (x + 0.5 - cx) / radius;
      const dy = (y + 0.5 - cy) / radius;
      const r = Math.sqrt(dx * dx + dy * dy);
      if (r > 1) continue;
      const u = (Math.atan2(dy, dx) / (2 * Math.PI) + 1.25) % 1;
      const v = Math.max(0, 1 - r * reach);
      const sx = Math.min(srcW - 1, Math.floor(u * srcW));
      const sy = Math.min(srcH - 1, Math.floor(v * srcH));
      map[y * outW + x] = sy * srcW + sx;
    }
  }
  maps.set(key, map);
  while (maps.size > FISHEYE_MAPS_KEPT) maps.delete(maps.keys().next().value!);
  return map;
}

/** Fills `out` (RGBA) from `src` (RGBA) through a map; pixels outside the circle are black. */
export function remap(src: Uint8Array | Uint8ClampedArray, map: Int32Array, out: Uint8ClampedArray): void {
  const s32 = new Uint32Array(src.buffer, src.byteOffset, src.byteLength >> 2);
  const o32 = new Uint32Array(out.buffer, out.byteOffset, out.byteLength >> 2);
  const black = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1 ? 0xff000000 : 0x000000ff;
  for (let i = 0; i < map.length; i++) {
    const j = map[i]!;
    o32[i] = j < 0 ? black : s32[j]!;
  }
}
