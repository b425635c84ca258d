// Before the journeys: the built app must exist and be current (the server serves
// reference-app/dist). Builds only what is missing or stale, as `npm start` does.
import { spawnSync } from "node:child_process";
import path from "node:path";

export default function globalSetup(): void {
  const root = path.resolve(import.meta.dirname, "../..");
  const result = spawnSync(process.execPath, ["scripts/build-if-needed.mjs"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("building the reference app failed; see the output above");
}
