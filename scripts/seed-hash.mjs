// A short hash of everything that decides the seeded data (the seed and the database schema), so
// the test tiers keep their cached databases in `.cache/<tier>-data/<hash>/` and reseed by
// themselves when the seed changes instead of testing against stale data.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const SOURCES = ["reference-app/server/seed", "reference-app/server/db"];

function files(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute)
    .filter((name) => !/\.test\.ts$/.test(name))
    .sort()
    .flatMap((name) => files(path.join(relative, name)));
}

export function seedHash() {
  const hash = createHash("sha256");
  for (const file of SOURCES.flatMap(files)) {
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(path.join(root, file)))
      .update("\0");
  }
  return hash.digest("hex").slice(0, 12);
}

/** `.cache/<tier>-data/<seed hash>` (absolute). */
export function cachedDataDir(tier) {
  return path.join(root, ".cache", `${tier}-data`, seedHash());
}
