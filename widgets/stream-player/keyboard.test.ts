import { describe, expect, it } from "vitest";
import { keyAction, type KeyInput } from "./keyboard";

describe("stream page keys", () => {
  it.each<[KeyInput, ReturnType<typeof keyAction>]>([
    [{ key: "ArrowUp" }, { kind: "pan", direction: "up" }],
    [{ key: "ArrowDown" }, { kind: "pan", direction: "down" }],
    [{ key: "ArrowLeft" }, { kind: "pan", direction: "left" }],
    [{ key: "ArrowRight" }, { kind: "pan", direction: "right" }],
    [{ key: "+" }, { kind: "zoom", direction: "in" }],
    [{ key: "=" }, { kind: "zoom", direction: "in" }],
    [{ key: "-" }, { kind: "zoom", direction: "out" }],
    [{ key: "h" }, { kind: "home" }],
    [{ key: "H" }, { kind: "home" }],
    [{ key: "1" }, { kind: "preset", index: 0 }],
    [{ key: "9" }, { kind: "preset", index: 8 }],
    [{ key: "0" }, null],
    [{ key: "n" }, { kind: "camera", step: 1 }],
    [{ key: "P" }, { kind: "camera", step: -1 }],
    [{ key: "f" }, { kind: "fullScreen" }],
    [{ key: "Escape" }, { kind: "closeMenu" }],
    [{ key: "?" }, { kind: "help" }],
    [{ key: "x" }, null],
    // Typing in a field, or with a modifier, is left alone; Escape still closes a menu.
    [{ key: "h", editable: true }, null],
    [{ key: "ArrowLeft", editable: true }, null],
    [{ key: "Escape", editable: true }, { kind: "closeMenu" }],
    [{ key: "f", ctrlKey: true }, null],
    [{ key: "ArrowUp", metaKey: true }, null],
    [{ key: "1", altKey: true }, null],
    [{ key: "ArrowDown", ownsArrows: true }, null],
  ])("%j → %j", (input, action) => {
    expect(keyAction(input)).toEqual(action);
  });
});
