/** The ironbow palette of thermal cameras: cold (dark blue) to hot (pale yellow). */
const STOPS: [number, [number, number, number]][] = [
  [0, [8, 4, 30]],
  [0.25, [70, 14, 120]],
  [0.5, [190, 40, 100]],
  [0.75, [240, 130, 30]],
  [1, [255, 250, 200]],
];

/** The palette colour of a heat 0..1 as `rgb(...)`. */
export function thermalColor(heat: number): string {
  const h = Math.min(1, Math.max(0, heat));
  for (let i = 1; i < STOPS.length; i++) {
    const [h1, c1] = STOPS[i]!;
    const [h0, c0] = STOPS[i - 1]!;
    if (h <= h1) {
      const f = (h - h0) / (h1 - h0);
      const mix = (k: 0 | 1 | 2) => Math.round(c0[k] + (c1[k] - c0[k]) * f);
      return `rgb(${mix(0)},${mix(1)},${mix(2)})`;
    }
  }
  return "rgb(255,250,200)";
}
