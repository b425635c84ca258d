/**
 * The stream page's keys (beyond the spec, like the best NVR interfaces): arrows pan/tilt, + and −
 * zoom, H home, 1–9 presets, N/P next/previous camera at this location, F full screen, Esc closes a
 * menu, ? lists the keys.
 */
export type KeyAction =
  | { kind: "pan"; direction: "up" | "down" | "left" | "right" }
  | { kind: "zoom"; direction: "in" | "out" }
  | { kind: "home" }
  | { kind: "preset"; index: number }
  | { kind: "camera"; step: 1 | -1 }
  | { kind: "fullScreen" }
  | { kind: "closeMenu" }
  | { kind: "help" };

export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** The key went to a text field, a select or an editable element (it types there instead). */
  editable?: boolean;
  /** The key went to a control that uses arrows or space itself (a slider, a checkbox list). */
  ownsArrows?: boolean;
}

const ARROWS = { ArrowUp: "up", ArrowDown: "down", ArrowLeft: "left", ArrowRight: "right" } as const;

/** The action of a key press, or null when the page leaves it alone. */
export function keyAction(input: KeyInput): KeyAction | null {
  if (input.ctrlKey || input.metaKey || input.altKey) return null;
  if (input.key === "Escape") return { kind: "closeMenu" };
  if (input.editable) return null;
  if (input.key in ARROWS) {
    if (input.ownsArrows) return null;
    return { kind: "pan", direction: ARROWS[input.key as keyof typeof ARROWS] };
  }
  switch (input.key) {
    case "+":
    case "=":
      return { kind: "zoom", direction: "in" };
    case "-":
    case "_":
      return { kind: "zoom", direction: "out" };
    case "h":
    case "H":
      return { kind: "home" };
    case "n":
    case "N":
      return { kind: "camera", step: 1 };
    case "p":
    case "P":
      return { kind: "camera", step: -1 };
    case "f":
    case "F":
      return { kind: "fullScreen" };
    case "?":
      return { kind: "help" };
  }
  if (/^[1-9]$/.test(input.key)) return { kind: "preset", index: Number(input.key) - 1 };
  return null;
}

/** The help list (`?`): keys and the catalogue key of what they do, in display order. */
export const KEY_HELP: readonly { keys: string[]; action: string }[] = [
  { keys: ["←", "↑", "→", "↓"], action: "keys.pan" },
  { keys: ["+", "−"], action: "keys.zoom" },
  { keys: ["H"], action: "keys.home" },
  { keys: ["1–9"], action: "keys.preset" },
  { keys: ["N", "P"], action: "keys.camera" },
  { keys: ["F"], action: "keys.fullScreen" },
  { keys: ["Esc"], action: "keys.closeMenu" },
  { keys: ["?"], action: "keys.help" },
];
