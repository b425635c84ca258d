import { describe, expect, it } from "vitest";
import { DISPLAY, presetRow, type PresetRow, type PresetRowEvent } from "./preset-rows";

const run = (events: PresetRowEvent[], from: PresetRow = DISPLAY) => events.reduce(presetRow, from);

describe("preset rows (document 3 §2.1, §5)", () => {
  it("display → edit → saving → display", () => {
    const editing = run([{ type: "edit", name: "Gate" }]);
    expect(editing).toEqual({ mode: "edit", draft: "Gate" });
    const saving = run([{ type: "change", draft: " Gate east " }, { type: "submit" }], editing);
    expect(saving).toEqual({ mode: "saving", draft: "Gate east" });
    expect(presetRow(saving, { type: "saved" })).toEqual(DISPLAY);
  });

  it("cancel returns to display", () => {
    expect(run([{ type: "edit", name: "Gate" }, { type: "change", draft: "x" }, { type: "cancel" }])).toEqual(DISPLAY);
  });

  it("ignores an empty submit", () => {
    expect(run([{ type: "edit", name: "Gate" }, { type: "change", draft: "   " }, { type: "submit" }])).toEqual({
      mode: "edit",
      draft: "   ",
    });
  });

  it("a failed save goes back to edit with the typed name", () => {
    expect(
      run([{ type: "edit", name: "A" }, { type: "change", draft: "B" }, { type: "submit" }, { type: "failed" }]),
    ).toEqual({
      mode: "edit",
      draft: "B",
    });
  });

  it("saving ignores cancel and typing", () => {
    const saving: PresetRow = { mode: "saving", draft: "B" };
    expect(presetRow(saving, { type: "cancel" })).toBe(saving);
    expect(presetRow(saving, { type: "change", draft: "C" })).toBe(saving);
  });
});
