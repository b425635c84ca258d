// `npm test`: every check in order, then a summary. A failed step does not stop independent ones;
// steps that need a failed one (e.g. the browser tiers need the build) are skipped.
//
//   node scripts/run-tests.mjs              all steps
//   node scripts/run-tests.mjs unit e2e     only these steps (and nothing else)
import { spawn } from "node:child_process";
import path from "node:path";
import { root } from "./build/entries.mjs";

const bin = (name) => path.join(root, "node_modules/.bin", name);

/**
 * name, command, and the steps it needs to have passed. Neighbours with the same `together` run at
 * the same time (each is one process on one core; their output is printed step by step as each ends).
 */
export const STEPS = [
  { name: "chromium", command: [process.execPath, "scripts/ensure-chromium.mjs"], needs: [] },
  { name: "ffmpeg", command: [process.execPath, "scripts/ensure-ffmpeg.mjs"], needs: [] },
  { name: "typecheck", command: [bin("tsc"), "-p", "."], needs: [], together: "static" },
  { name: "lint", command: [bin("eslint"), ".", "--max-warnings=0"], needs: [], together: "static" },
  { name: "format", command: [bin("prettier"), "--check", ".", "--log-level", "warn"], needs: [], together: "static" },
  { name: "unit", command: [bin("vitest"), "run"], needs: [] },
  { name: "build", command: [bin("rollup"), "-c"], needs: [] },
  { name: "size", command: [process.execPath, "scripts/check-size.mjs"], needs: ["build"] },
  { name: "package", command: [process.execPath, "scripts/check-package.mjs"], needs: ["build"] },
  {
    name: "consumer",
    command: [process.execPath, "--import", "tsx", "scripts/check-consumer.mjs"],
    needs: ["build", "chromium", "ffmpeg"],
  },
  {
    name: "bench",
    command: [process.execPath, "tests/bench/run.mjs", "--budget"],
    needs: ["build", "chromium", "ffmpeg"],
  },
  {
    name: "browser",
    command: [process.execPath, "--import", "tsx", "node_modules/@web/test-runner/dist/bin.js"],
    needs: ["build", "chromium"],
  },
  { name: "e2e", command: [bin("playwright"), "test"], needs: ["build", "chromium", "ffmpeg"] },
  // The server on PostgreSQL and as two instances (a throwaway cluster; skips where PostgreSQL cannot be had).
  { name: "scale", command: [process.execPath, "scripts/postgres/scale.mjs"], needs: ["ffmpeg"] },
];

/** How many of a failed step's last output lines the summary repeats (CI logs are often read from the end). */
const TAIL_LINES = 150;

/**
 * Runs a step, passing its output through (or, with `hold`, keeping all of it for later); resolves
 * its exit code, its last TAIL_LINES lines and the held output.
 */
function run(command, { hold = false } = {}) {
  return new Promise((resolve) => {
    const [file, ...args] = command;
    const child = spawn(file, args, {
      cwd: root,
      stdio: ["inherit", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: "1" },
    });
    let tail = [];
    let partial = "";
    const held = [];
    const keep = (chunk) => {
      const lines = (partial + chunk.toString("utf8")).split("\n");
      partial = lines.pop() ?? "";
      tail = tail.concat(lines).slice(-TAIL_LINES);
    };
    child.stdout.on("data", (chunk) => {
      if (hold) held.push(chunk);
      else process.stdout.write(chunk);
      keep(chunk);
    });
    child.stderr.on("data", (chunk) => {
      if (hold) held.push(chunk);
      else process.stderr.write(chunk);
      keep(chunk);
    });
    const done = (code) => resolve({ code, tail: partial ? [...tail, partial] : tail, held: Buffer.concat(held) });
    // "exit", not "close": a grandchild (a server a runner started) may hold the pipes open.
    child.on("exit", (code, signal) => done(signal ? 1 : (code ?? 1)));
    child.on("error", (error) => {
      console.error(error);
      done(1);
    });
  });
}

/** A command part as a person would type it. */
const display = (part) =>
  part === process.execPath ? "node" : part.startsWith(root) ? path.relative(root, part) : part;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const only = process.argv.slice(2);
  const unknown = only.filter((name) => !STEPS.some((step) => step.name === name));
  if (unknown.length > 0) {
    console.error(`unknown step(s) ${unknown.join(", ")}; steps: ${STEPS.map((step) => step.name).join(", ")}`);
    process.exit(2);
  }
  const steps = only.length > 0 ? STEPS.filter((step) => only.includes(step.name)) : STEPS;
  const results = new Map();
  const started = Date.now();
  const header = (step) =>
    console.log(`\n\u001b[1m━━ ${step.name} ━━\u001b[0m  ${step.command.map(display).join(" ")}`);
  const record = (step, ms, { code, tail }) =>
    results.set(step.name, { status: code === 0 ? "pass" : "FAIL", ms, note: code === 0 ? "" : `exit ${code}`, tail });
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i];
    const missing = step.needs.filter((need) => results.has(need) && results.get(need).status !== "pass");
    if (missing.length > 0) {
      results.set(step.name, { status: "skip", ms: 0, note: `needs ${missing.join(", ")}` });
      continue;
    }
    const group = [step];
    while (step.together && steps[i + 1]?.together === step.together && steps[i + 1].needs.length === 0)
      group.push(steps[++i]);
    // One step's output passes through as it comes; steps run together each keep theirs until all end.
    const hold = group.length > 1;
    if (hold) console.log(`\n\u001b[1m━━ ${group.map((s) => s.name).join(" + ")} at once ━━\u001b[0m`);
    else header(step);
    const t0 = Date.now();
    const finished = await Promise.all(
      group.map(async (member) => ({ ...(await run(member.command, { hold })), ms: Date.now() - t0 })),
    );
    group.forEach((member, k) => {
      if (hold) {
        header(member);
        process.stdout.write(finished[k].held);
      }
      record(member, finished[k].ms, finished[k]);
    });
  }
  for (const [name, { status, tail }] of results) {
    if (status !== "FAIL") continue;
    console.log(`\n\u001b[1m━━ ${name} failed; its last ${tail.length} lines again ━━\u001b[0m`);
    console.log(tail.join("\n"));
  }
  console.log("\n\u001b[1mnpm test summary\u001b[0m");
  for (const [name, { status, ms, note }] of results) {
    const colour = status === "pass" ? 32 : status === "skip" ? 33 : 31;
    console.log(
      `  \u001b[${colour}m${status.padEnd(4)}\u001b[0m  ${name.padEnd(10)} ${seconds(ms).padStart(8)}  ${note}`,
    );
  }
  const failed = [...results].filter(([, result]) => result.status !== "pass").map(([name]) => name);
  console.log(
    `  total ${seconds(Date.now() - started)}; ${failed.length === 0 ? "all passed" : `not passed: ${failed.join(", ")}`}`,
  );
  const count = (status) => [...results.values()].filter((result) => result.status === status).length;
  // The plain closing line CI reads: steps, not tests (each runner printed its own counts above).
  console.log(`steps: ${count("pass")} passed, ${count("FAIL")} failed, ${count("skip")} skipped`);
  process.exit(failed.length === 0 ? 0 : 1);
}

await main();
