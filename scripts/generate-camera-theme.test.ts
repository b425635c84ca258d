import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { SHARED_TOKENS } from "../widgets/core/theme/tokens";
import { root } from "./build/entries.mjs";
import { CAMERA_STATS_THEME, CAMERA_THEME, cameraStatsTheme, cameraTheme, tokensRead } from "./generate-camera-theme";

it("the committed camera themes match tokens.ts and the camera's CSS (run scripts/generate-camera-theme.ts)", async () => {
  expect(readFileSync(path.join(root, CAMERA_THEME), "utf8")).toBe(await cameraTheme());
  expect(readFileSync(path.join(root, CAMERA_STATS_THEME), "utf8")).toBe(await cameraStatsTheme());
});

it("the stats panel's theme has only the tokens the tag's own theme has not (the page's colours)", async () => {
  const stats = await cameraStatsTheme();
  expect(stats).toContain("--_vms-color-surface:");
  expect(stats).not.toContain("--_vms-radius-md:");
  expect(await cameraTheme()).not.toContain("--_vms-color-surface:");
});

it("takes every token a stylesheet reads, and only those, and refuses an unknown one", () => {
  expect(tokensRead("a { color: var(--_vms-color-primary); b: var(--_vms-radius-md, 2px) }").sort()).toEqual(
    ["--vms-color-primary", "--vms-radius-md"].sort(),
  );
  expect(Object.keys(SHARED_TOKENS)).toContain("--vms-color-text");
  expect(() => tokensRead("a { color: var(--_vms-color-nope) }")).toThrow(/--_vms-color-nope/);
});
