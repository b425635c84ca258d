// The `scale` step's vitest configuration: the project's, plus the setup file that records which
// query functions each test file ran on PostgreSQL (see scripts/postgres/query-coverage.mjs).
import { defineConfig, mergeConfig } from "vitest/config";
import base from "../../vitest.config";

export default mergeConfig(
  base,
  defineConfig({ test: { setupFiles: ["reference-app/server/testing/query-coverage.setup.ts"] } }),
);
