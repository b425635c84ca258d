// CPU-time summary of Lighthouse traces (LIGHTHOUSE_TRACE=… npm run bench -- lighthouse), for A/B
// comparisons on a loaded machine: Lighthouse's wall-clock figures (and so its simulated total blocking
// time) swing by 2–5× when other processes take the cores, while the main thread's CPU time (`tdur`)
// moves by about ±20 %.
//
//   node tests/bench/trace-cpu.mjs /tmp/a-first.json /tmp/b-first.json …
//
// Per trace: `cpu TBT ×4` (the sum over main-thread tasks after the first contentful paint of
// 4 × CPU ms − 50 ms, Lighthouse's mobile CPU slowdown and long-task line), the main thread's CPU
// and wall time, style recalculation, layout and commit CPU, and on a first visit the task that
// opens the informational video's modal: its CPU and the style recalculation `showModal()` forces.
import { readFileSync } from "node:fs";

const sum = (events) => Math.round(events.reduce((total, event) => total + (event.tdur ?? event.dur), 0) / 1000);

const rows = [];
for (const file of process.argv.slice(2)) {
  const events = JSON.parse(readFileSync(file, "utf8")).traceEvents;
  const nav = events.find((event) => event.name === "navigationStart" && event.args?.data?.documentLoaderURL);
  if (!nav) {
    rows.push({ file, error: "no navigationStart (a failed run)" });
    continue;
  }
  const main = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ts >= nav.ts && e.ph === "X");
  const tasks = main.filter((e) => e.name === "RunTask");
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === nav.pid && e.ts >= nav.ts)?.ts;
  const blocking = tasks
    .filter((task) => fcp !== undefined && task.ts >= fcp)
    .map((task) => (4 * (task.tdur ?? task.dur)) / 1000 - 50)
    .filter((excess) => excess > 0);
  // The modal: the largest style recalculation forced from script before the dialog's text painted.
  const text = events.find(
    (e) =>
      e.name === "largestContentfulPaint::Candidate" &&
      e.pid === nav.pid &&
      /vms-info-video-body/.test(e.args?.data?.nodeName ?? ""),
  );
  const calls = main.filter((e) => e.name === "FunctionCall");
  const forced = text
    ? main
        .filter((e) => e.name === "UpdateLayoutTree" && e.ts < text.ts)
        .filter((e) => calls.some((call) => call.ts <= e.ts && call.ts + call.dur >= e.ts + e.dur))
        .sort((a, b) => b.tdur - a.tdur)[0]
    : undefined;
  const opening = forced && tasks.find((task) => task.ts <= forced.ts && task.ts + task.dur >= forced.ts);
  rows.push({
    file: file.split("/").pop(),
    "cpu TBT ×4": Math.round(blocking.reduce((a, b) => a + b, 0)),
    "long ×4": blocking.length,
    "cpu ms": sum(tasks),
    "wall ms": Math.round(tasks.reduce((total, task) => total + task.dur, 0) / 1000),
    style: sum(main.filter((e) => e.name === "UpdateLayoutTree")),
    layout: sum(main.filter((e) => e.name === "Layout")),
    commit: sum(main.filter((e) => e.name === "Commit")),
    "modal task cpu": opening ? +(opening.tdur / 1000).toFixed(1) : "-",
    "showModal style cpu": forced ? +(forced.tdur / 1000).toFixed(1) : "-",
  });
}
console.table(rows);
