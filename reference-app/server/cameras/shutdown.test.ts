import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, expect, it } from "vitest";
import { caller, signIn } from "../test-support";

const root = resolve(import.meta.dirname, "../../..");
const dataDir = mkdtempSync(join(tmpdir(), "vms-shutdown-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it("shuts down on a double SIGTERM without a crash and leaves no ffmpeg behind", async () => {
  const server = spawn(process.execPath, ["--import", "tsx", "reference-app/server/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: "0", DATA_DIR: dataDir, ALERT_RATE: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout.on("data", (c: Buffer) => (output += c.toString()));
  server.stderr.on("data", (c: Buffer) => (output += c.toString()));
  const url = await new Promise<string>((done, fail) => {
    const timer = setInterval(() => {
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearInterval(timer);
        done(match[1]!);
      } else if (server.exitCode !== null) {
        clearInterval(timer);
        fail(new Error(output));
      }
    }, 100);
  });
  const operator = caller(url, await signIn(url, "operator"));
  for (const profile of ["main", "sub"]) {
    const start = await operator.send("POST", `/api/vms/stream/1/start?profile=${profile}`);
    const cam = JSON.parse((start.body as { data: { camString: string } }).data.camString) as { hls: { main: string } };
    if (profile === "main") await (await fetch(`${url}${cam.hls.main}`)).arrayBuffer();
  }
  // The server's ffmpegs: its children, and the live encoders under its encoder spawner.
  const below = (pid: number): { pid: number; comm: string }[] =>
    spawnSync("ps", ["-o", "pid=,comm=", "--ppid", String(pid)], { encoding: "utf8" })
      .stdout.split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => ({ pid: Number.parseInt(line, 10), comm: line.trim().split(/\s+/)[1] ?? "" }));
  const descendants = (pid: number): { pid: number; comm: string }[] =>
    below(pid).flatMap((child) => [child, ...descendants(child.pid)]);
  let children: number[] = [];
  await expect
    .poll(
      () =>
        (children = descendants(server.pid!)
          .filter((p) => p.comm === "ffmpeg")
          .map((p) => p.pid)).length,
    )
    .toBeGreaterThanOrEqual(2);
  // Two feeds (main and sub), plus spares and any encoders of the demo alerts' media raised at start.
  const exited = new Promise<number | null>((done) => server.once("exit", (code) => done(code)));
  server.kill("SIGTERM");
  server.kill("SIGTERM");
  expect(await exited).toBe(0);
  expect(output).not.toMatch(/ERR_|Error:/);
  expect(children.filter(alive)).toEqual([]);
}, 60_000);
