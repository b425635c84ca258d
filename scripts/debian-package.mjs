// The shared "found? else install Debian's package as root, else explain" step of the ensure-*
// scripts. `find()` returns the binary's path or undefined; `fail(lines)` reports and exits.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * @param {{ label: string, aptPackage: string, envVar: string, find: () => string | undefined,
 *   fail: (lines: string[]) => never, otherSystems: string, extraHint?: string[], quiet?: boolean }} options
 * @returns {string} the binary's path
 */
export function findOrInstall({ label, aptPackage, envVar, find, fail, otherSystems, extraHint = [], quiet = false }) {
  const configured = process.env[envVar];
  if (configured && !existsSync(configured)) {
    fail([`${envVar}=${configured} does not exist.`, `Point it at a ${label} binary, or unset it.`]);
  }
  const found = find();
  if (found) return found;

  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const isDebian = existsSync("/etc/debian_version");
  if (!isRoot || !isDebian) {
    fail([
      isDebian ? `Install it as root:  sudo apt-get update && sudo apt-get install -y ${aptPackage}` : otherSystems,
      `Or point to one:     ${envVar}=/path/to/${aptPackage} npm test`,
      ...extraHint,
    ]);
  }
  console.log(`[${label}] not found; installing Debian's ${aptPackage} (apt-get) ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update"], ["install", "-y", "--no-install-recommends", aptPackage]]) {
    const result = spawnSync("apt-get", args, { stdio: quiet ? "ignore" : "inherit", env });
    if (result.status !== 0) {
      fail([
        `apt-get ${args.join(" ")} failed (exit ${result.status}).`,
        `Install ${aptPackage} yourself, or set ${envVar}.`,
      ]);
    }
  }
  const installed = find();
  if (!installed) fail([`apt-get finished but ${label} is still missing; set ${envVar}.`]);
  return installed;
}
