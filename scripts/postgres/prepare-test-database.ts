// For the scale step: seeds the test template on the cluster at argv[2] (once) and makes `vms`, a
// seeded copy the tests may read directly (search-engines.test.ts) and connect through to make
// their own copies. Prints the URL of `vms`.
import {
  copySeededPostgres,
  databaseUrl,
  ensureSeededTemplate,
} from "../../reference-app/server/testing/postgres-databases";

const base = process.argv[2];
if (!base) throw new Error("usage: prepare-test-database.ts <postgres url>");
const started = performance.now();
await ensureSeededTemplate(base);
const copy = await copySeededPostgres(base, "vms");
console.log(`[scale] seeded template and ${copy.url} in ${Math.round(performance.now() - started)} ms`);
console.log(`URL ${databaseUrl(base, "vms")}`);
