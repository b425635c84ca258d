import { describe, expect, it } from "vitest";
import { listKeyAction } from "./keyboard";

describe("listKeyAction", () => {
  it.each<[string, number, number, ReturnType<typeof listKeyAction>]>([
    ["j", -1, 3, { type: "move", index: 0 }],
    ["j", 0, 3, { type: "move", index: 1 }],
    ["j", 2, 3, { type: "move", index: 2 }],
    ["k", 2, 3, { type: "move", index: 1 }],
    ["k", 0, 3, { type: "move", index: 0 }],
    ["k", -1, 3, { type: "move", index: 0 }],
    ["ArrowDown", 1, 3, { type: "move", index: 2 }],
    ["Enter", 1, 3, { type: "open" }],
    ["Enter", -1, 3, { type: "none" }],
    ["r", 1, 3, { type: "resolve" }],
    ["r", -1, 3, { type: "none" }],
    ["j", -1, 0, { type: "none" }],
    ["x", 1, 3, { type: "none" }],
    ["?", 1, 3, { type: "help" }],
    ["?", -1, 0, { type: "help" }],
  ])("%s at %i of %i", (key, index, count, action) => {
    expect(listKeyAction(key, index, count)).toEqual(action);
  });
  it("ignores keys with modifiers (browser shortcuts stay the browser's)", () => {
    expect(listKeyAction("r", 1, 3, true)).toEqual({ type: "none" });
  });
});
