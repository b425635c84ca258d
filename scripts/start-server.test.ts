import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dir = mkdtempSync(join(tmpdir(), "start-server-"));
// Stands in for the server: prints what it was started with and ends with code 3.
const entry = join(dir, "entry.mjs");
writeFileSync(
  entry,
  `console.log(JSON.stringify({ arena: process.env.MALLOC_ARENA_MAX ?? null, args: process.argv.slice(2) })); process.exit(3);`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function start(env: Record<string, string | undefined>) {
  const { MALLOC_ARENA_MAX: _, ...rest } = process.env;
  const run = spawnSync(process.execPath, ["scripts/start-server.mjs", entry, "--flag"], {
    env: { ...rest, ...env },
    encoding: "utf8",
  });
  return { status: run.status, seen: JSON.parse(run.stdout.trim()) as { arena: string | null; args: string[] } };
}

describe("scripts/start-server.mjs (npm start)", () => {
  it("starts the server with MALLOC_ARENA_MAX=2, its arguments, and ends with its exit code", () => {
    expect(start({})).toEqual({ status: 3, seen: { arena: "2", args: ["--flag"] } });
  });

  it("keeps a MALLOC_ARENA_MAX that is set already", () => {
    expect(start({ MALLOC_ARENA_MAX: "4" }).seen.arena).toBe("4");
  });
});
