import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { QUALITY_CHOICES } from "../core/video/quality";
import { cameraSpec } from "./camera.spec";

// A literal list that was a zod enum (issue 8); it must accept and refuse what the enum did.
const OTHERS = ["", "ON", "Auto", " auto", "auto ", "unknown", 0, 1, true, null, undefined, {}, ["on"]];

describe("<vms-camera>'s spec", () => {
  it("quality: auto, main, sub (auto when not given)", () => {
    const schema = cameraSpec.props.quality.schema;
    for (const value of [...QUALITY_CHOICES, ...OTHERS].filter((value) => value !== undefined))
      expect(z.safeParse(schema, value).success, JSON.stringify(value)).toBe(
        (QUALITY_CHOICES as readonly unknown[]).includes(value),
      );
    expect(z.parse(schema, undefined)).toBe("auto");
  });
});
