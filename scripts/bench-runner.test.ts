import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const RUNNER = path.resolve(import.meta.dirname, "../tests/bench/run.mjs");

/** Runs the bench runner on `dir` with `env`; resolves its exit code, output and wall time. */
function runBenches(dir: string, env: Record<string, string>, args: string[] = []) {
  return new Promise<{ code: number | null; output: string; ms: number }>((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [RUNNER, ...args], {
      env: { ...process.env, ...env, BENCH_DIR: dir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code, output, ms: performance.now() - started }));
  });
}

describe("the bench runner's time limit", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "vms-bench-runner-"));
    // Never ends, and holds the event loop open as a hung browser or server would.
    writeFileSync(
      path.join(dir, "a-hangs.bench.mjs"),
      `export const name = "hangs forever";
export const budget = true;
export async function run() {
  setInterval(() => undefined, 1000);
  await new Promise(() => undefined);
}
`,
    );
    // Runs after the hung one: the runner goes on.
    writeFileSync(
      path.join(dir, "b-quick.bench.mjs"),
      `export const name = "quick one";
export const budget = true;
export async function run() {
  return { "answer": 42 };
}
`,
    );
    // Takes 300 ms and says it may: its own limit holds when BENCH_TIMEOUT_MS is not set.
    writeFileSync(
      path.join(dir, "c-own-limit.bench.mjs"),
      `export const name = "own limit";
export const timeoutMs = 5000;
export async function run() {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { "slept (ms)": 300 };
}
`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("fails a bench that never ends, by name, after BENCH_TIMEOUT_MS, and runs the next", async () => {
    const { code, output, ms } = await runBenches(dir, { BENCH_TIMEOUT_MS: "500" }, ["--budget"]);
    expect(code).toBe(1);
    expect(output).toContain("✗ hangs forever: hangs forever did not end within 0.5 s (its time limit;");
    expect(output).toMatch(/✓ quick one in \d/);
    expect(output).toContain("2 benchmark(s), 1 failed");
    // Not the hung bench's forever (the process exits though the interval still holds the loop).
    expect(ms).toBeLessThan(14_000);
  });

  it("a bench's own timeoutMs is its limit; BENCH_TIMEOUT_MS overrides it", async () => {
    const own = await runBenches(dir, {}, ["own-limit"]);
    expect(own.code, own.output).toBe(0);
    expect(own.output).toMatch(/✓ own limit in \d/);
    const overridden = await runBenches(dir, { BENCH_TIMEOUT_MS: "100" }, ["own-limit"]);
    expect(overridden.code).toBe(1);
    expect(overridden.output).toContain("✗ own limit: own limit did not end within 0.1 s");
  });

  it("refuses a BENCH_TIMEOUT_MS that is not a whole number of milliseconds", async () => {
    const { code, output } = await runBenches(dir, { BENCH_TIMEOUT_MS: "5s" }, ["quick"]);
    expect(code).toBe(2);
    expect(output).toContain("BENCH_TIMEOUT_MS must be a whole number of milliseconds");
  });
});
