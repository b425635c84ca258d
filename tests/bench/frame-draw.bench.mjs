// The live feeds' frame drawing, this checkout against another (issue 21: the server's drawing was
// most of its CPU while a 36-tile mosaic started). Each side runs in its own process
// (frame-bench/draw-frames.mts), the two alternated `FRAME_BENCH_PAIRS` times (default 3) so the
// machine's load falls on both alike; the median of each figure is printed per side.
//
//   npm run bench -- frame-draw                                   this checkout only
//   FRAME_BENCH_BASE=/path/to/a/checkout/at/main npm run bench -- frame-draw   both, alternated
//
// Figures per profile (sub: 36 substreams of a mosaic; main: 4 main streams) at noon and at
// midnight: `frame` the CPU ms per frame drawn and read back (process CPU time over all frames),
// `frame min` the wall ms per frame of the least disturbed round, and at noon `first` the wall ms
// of a feed's first frame (its panorama drawn). Figures only: no budget (they move with the load).
import { execFileSync } from "node:child_process";
import path from "node:path";

export const name = "live frame drawing (this checkout vs FRAME_BENCH_BASE)";
export const description = "CPU ms per live frame (sub and main, day and night) and a feed's first frame";

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
};

export async function run({ root }) {
  const script = path.join(root, "tests/bench/frame-bench/draw-frames.mts");
  const sides = { this: root };
  if (process.env.FRAME_BENCH_BASE) sides.base = path.resolve(process.env.FRAME_BENCH_BASE);
  const pairs = Number(process.env.FRAME_BENCH_PAIRS ?? 3);
  const runs = Object.fromEntries(Object.keys(sides).map((k) => [k, []]));
  for (let i = 0; i < pairs; i++)
    for (const [side, dir] of i % 2 === 0 ? Object.entries(sides) : Object.entries(sides).reverse()) {
      const out = execFileSync(process.execPath, ["--import", "tsx", script, dir], { cwd: root, encoding: "utf8" });
      runs[side].push(JSON.parse(out.trim().split("\n").pop()));
    }
  const figures = {};
  for (const [side, results] of Object.entries(runs))
    for (const key of Object.keys(results[0]))
      for (const [figure, label] of [
        ["frameCpu", "frame CPU (ms)"],
        ["frameMin", "frame min (ms)"],
        ["first", "first frame (ms)"],
        ["firstCpu", "first frame CPU (ms)"],
      ])
        if (results[0][key][figure] !== undefined)
          figures[`${side}: ${key} ${label}`] = Number(median(results.map((r) => r[key][figure])).toFixed(3));
  return figures;
}
