import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, findChromium } from "./chromium-path.mjs";

const dir = mkdtempSync(path.join(tmpdir(), "vms-chromium-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("findChromium", () => {
  it("uses CHROMIUM_PATH when it exists", () => {
    const binary = path.join(dir, "my-chromium");
    writeFileSync(binary, "");
    expect(findChromium({ CHROMIUM_PATH: binary })).toBe(binary);
  });

  it("does not fall back when CHROMIUM_PATH points nowhere", () => {
    expect(findChromium({ CHROMIUM_PATH: path.join(dir, "missing") })).toBeUndefined();
  });
});

describe("CHROMIUM_ARGS", () => {
  it("has the flags headless Chromium needs as root, offline", () => {
    expect(CHROMIUM_ARGS).toEqual(
      expect.arrayContaining([
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-dev-shm-usage",
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
      ]),
    );
  });
});
