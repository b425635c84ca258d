// The `scale` step's vitest configuration: the project's unit test settings with each file in a
// process of its own (the `unit` step shares one between server files; V8's coverage below reports
// only the functions of scripts compiled after it started, so each file loads the server's modules
// again), plus the setup file that records which query functions each test file ran on PostgreSQL
// (see scripts/postgres/query-coverage.mjs).
import { defineConfig, mergeConfig } from "vitest/config";
import { unitTestConfig } from "../../vitest.config";

export default mergeConfig(
  unitTestConfig,
  defineConfig({ test: { isolate: true, setupFiles: ["reference-app/server/testing/query-coverage.setup.ts"] } }),
);
