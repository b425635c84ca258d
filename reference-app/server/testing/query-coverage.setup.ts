// A setup file of the `scale` step (scripts/postgres/vitest.scale.config.ts): records the query
// functions each test file ran (see query-coverage.ts). Recording starts before the test file and
// the server's modules load: V8 reports the functions of scripts compiled after it started.
import { afterAll, expect } from "vitest";
import { QUERY_COVERAGE_DIR, recordQueryCoverage } from "./query-coverage";

const recording = QUERY_COVERAGE_DIR ? await recordQueryCoverage(QUERY_COVERAGE_DIR) : undefined;

afterAll(async () => {
  await recording?.write(expect.getState().testPath ?? "unknown test file");
});
