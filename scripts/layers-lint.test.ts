import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { root } from "./build/entries.mjs";

const eslint = new ESLint({ cwd: root });

/** The rules that fire on `code` as if it were the file `file` (which need not exist). */
async function fired(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.line}:${message.ruleId}`);
}

// The layers of widgets/ (docs/guides/writing-a-widget.md, "Where code goes"), as the lint keeps them.
describe("the layers' lint rules", () => {
  it("keep React, ui and the widgets out of widgets/core", async () => {
    const code = [
      'import { useState } from "react";',
      'import { createRoot } from "react-dom/client";',
      'import { useStore } from "@nanostores/react";',
      'import { useT } from "../../ui/use-t";',
      'import { cameraSpec } from "../../camera/camera.spec";',
      'import { tileControls } from "./tile-rules";',
      'import { isLightRelay } from "../camera/control-rules";',
      "export const all = [useState, createRoot, useStore, useT, cameraSpec, tileControls, isLightRelay];",
    ].join("\n");
    const rules = await fired("widgets/core/mosaic/example.ts", code);
    expect(rules).toEqual([
      "1:no-restricted-imports",
      "2:no-restricted-imports",
      "3:no-restricted-imports",
      "4:no-restricted-imports",
      "4:vms/layers",
      "5:vms/layers",
    ]);
    expect(await fired("widgets/core/mosaic/example.tsx", "export const one = 1;\n")).toEqual(["1:vms/layers"]);
  }, 60_000);

  it("let a widget compose another only through its entry", async () => {
    const code = [
      'import { ResolveDialog } from "../resolve-dialog";',
      'import { ResolveForm } from "../resolve-dialog/resolve-form";',
      'import { MosaicTile } from "../ui/mosaic";',
      'import { alertTypeKey } from "../core/alerts/alert-type";',
      'import { viewMode } from "./view-mode";',
      'export const all = [ResolveDialog, ResolveForm, MosaicTile, alertTypeKey, viewMode, import("../voice-call/voice-call")];',
    ].join("\n");
    expect(await fired("widgets/alert-view/example.tsx", code)).toEqual(["2:vms/layers", "6:vms/layers"]);
  }, 60_000);

  it("keep functions in widgets/ under 80 lines (blank lines and comments not counted)", async () => {
    const fn = (lines: number) =>
      [`export function long${lines}() {`, ...Array.from({ length: lines - 2 }, (_, i) => `  void ${i};`), "}"].join(
        "\n",
      );
    expect(await fired("widgets/unit-map/example.ts", fn(81))).toEqual(["1:max-lines-per-function"]);
    expect(await fired("widgets/unit-map/example.ts", `${fn(80)}\n// a comment\n\n`)).toEqual([]);
    expect(await fired("widgets/unit-map/example.test.ts", fn(81))).toEqual([]);
  }, 60_000);
});
