import { describe, expect, it } from "vitest";
import { canSaveNewPreset } from "./new-preset";

describe("the 'New Preset' form (document 3 §5)", () => {
  it("a new preset needs a name and a streaming camera", () => {
    expect(canSaveNewPreset({ mode: "open", draft: "North" }, 12)).toBe(true);
    expect(canSaveNewPreset({ mode: "open", draft: " " }, 12)).toBe(false);
    expect(canSaveNewPreset({ mode: "open", draft: "North" }, null)).toBe(false);
    expect(canSaveNewPreset({ mode: "saving", draft: "North" }, 12)).toBe(false);
  });
});
