// For the scale step: seeds the test template on the cluster at argv[2] (once) and makes `vms`, a
// seeded copy the tests may read directly (search-engines.test.ts) and connect through to make
// their own copies. Prints the URL of `vms`. With VMS_QUERY_COVERAGE_DIR, records the query functions
// the seed ran on PostgreSQL (the step's rule counts them: see scripts/postgres/query-coverage.mjs).
import { QUERY_COVERAGE_DIR, recordQueryCoverage } from "../../reference-app/server/testing/query-coverage";

// Recording starts before the seed's modules load (V8 reports the functions of scripts compiled after).
const recording = QUERY_COVERAGE_DIR ? await recordQueryCoverage(QUERY_COVERAGE_DIR) : undefined;
const { copySeededPostgres, databaseUrl, ensureSeededTemplate } =
  await import("../../reference-app/server/testing/postgres-databases");

const base = process.argv[2];
if (!base) throw new Error("usage: prepare-test-database.ts <postgres url>");
const started = performance.now();
await ensureSeededTemplate(base);
const copy = await copySeededPostgres(base, "vms");
console.log(`[scale] seeded template and ${copy.url} in ${Math.round(performance.now() - started)} ms`);
await recording?.write("scripts/postgres/prepare-test-database.ts");
console.log(`URL ${databaseUrl(base, "vms")}`);
