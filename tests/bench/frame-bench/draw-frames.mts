// One side of the frame-draw bench (frame-draw.bench.mjs): draws the live feeds' frames with the
// renderer of the checkout at argv[2] and prints what they cost as one line of JSON.
//
// Feeds: a 36-tile mosaic's substreams (cameras 1–36, every third a PTZ camera, as the seed makes
// them: thermal and panoramic ones among them) and 4 main streams, at noon and at midnight
// (Chicago): the first frame of each feed (its panorama drawn), then rounds of one frame of each
// feed, a round every 1/fps s of real time as the feeds' timers draw them (the pauses between
// frames matter: the canvas library's allocator gives freed memory back after a delay), each frame
// read back as RGBA as a feed hands it to ffmpeg.
import { performance } from "node:perf_hooks";

const root = process.argv[2];
const { FrameRenderer, IDLE_STATE } = await import(`${root}/reference-app/server/cameras/scene/render-frame.ts`);
const { sceneSpec } = await import(`${root}/reference-app/server/cameras/scene/scene-spec.ts`);

const TIMES = { day: Date.parse("2026-11-23T18:00:00Z"), night: Date.parse("2026-11-24T06:00:00Z") };
const PROFILES = [
  { name: "sub", width: 320, height: 180, fps: 6, feeds: 36, rounds: 12 },
  { name: "main", width: 640, height: 360, fps: 15, feeds: 4, rounds: 30 },
];

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const result: Record<string, Record<string, number>> = {};
for (const [when, t0] of Object.entries(TIMES)) {
  for (const p of PROFILES) {
    const renderers = Array.from(
      { length: p.feeds },
      (_, i: number) =>
        new FrameRenderer(sceneSpec(i + 1, { ptz: i % 3 === 0 }), p.width, p.height, "picture", { reuseStill: true }),
    );
    const frame = (r: InstanceType<typeof FrameRenderer>, t: number) =>
      r.rgba({ timeMs: t, timeZone: "America/Chicago", cameraName: `Camera ${r.scene.cameraId}`, state: IDLE_STATE });
    // The first frame of each feed: at noon (the first time), its panorama is drawn too.
    let wall = performance.now();
    let cpu = cpuMs();
    for (const r of renderers) frame(r, t0);
    const first = { wall: (performance.now() - wall) / p.feeds, cpu: (cpuMs() - cpu) / p.feeds };
    // Then the frames that follow, round after round; the fastest round is the least disturbed
    // by the machine's other work.
    // (A few rounds first, not counted: the first frames' panoramas leave garbage to collect.)
    const rounds: number[] = [];
    const period = 1000 / p.fps;
    const warm = 5;
    for (let k = 1; k <= warm + p.rounds; k++) {
      if (k === warm + 1) cpu = cpuMs();
      wall = performance.now();
      for (const r of renderers) frame(r, t0 + k * period);
      const took = performance.now() - wall;
      if (k > warm) rounds.push(took / p.feeds);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, period - took)));
    }
    const cpuPerFrame = (cpuMs() - cpu) / (p.rounds * p.feeds);
    rounds.sort((a, b) => a - b);
    result[`${p.name} ${when}`] = {
      ...(when === "day" ? { first: first.wall, firstCpu: first.cpu } : {}),
      frameCpu: cpuPerFrame,
      frameMin: rounds[0]!,
      frameP50: rounds[rounds.length >> 1]!,
    };
  }
}
console.log(JSON.stringify(result));
