import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { cachedDataDir } from "../../../scripts/seed-hash.mjs";

const SEED_FILE_SCRIPT = fileURLToPath(new URL("./seed-file.ts", import.meta.url));

/** The seeded database the server tests copy: `.cache/unit-data/<seed hash>/vms.sqlite`. */
export const SEEDED_FILE = join(cachedDataDir("unit"), "vms.sqlite");

/** Seeds `SEEDED_FILE` once (vitest's global setup runs this before any test file). */
export function ensureSeededDatabase(): void {
  if (existsSync(SEEDED_FILE)) return;
  mkdirSync(cachedDataDir("unit"), { recursive: true });
  const partial = `${SEEDED_FILE}.${process.pid}.partial`;
  // The seed is asynchronous (the query layer); a child keeps this function synchronous for its callers.
  execFileSync(process.execPath, ["--import", "tsx", SEED_FILE_SCRIPT, partial], { stdio: "inherit" });
  renameSync(partial, SEEDED_FILE);
}

/** A private copy of the seeded database for one test server, and its removal. */
export function copySeededDatabase(): { file: string; remove(): void } {
  ensureSeededDatabase();
  const dir = mkdtempSync(join(tmpdir(), "vms-test-db-"));
  const file = join(dir, "vms.sqlite");
  copyFileSync(SEEDED_FILE, file);
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
