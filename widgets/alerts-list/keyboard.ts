/** What a key does in the alert list (beyond the spec): j/k move, Enter opens, r resolves, ? lists the keys. */
export type ListKeyAction =
  { type: "move"; index: number } | { type: "open" } | { type: "resolve" } | { type: "help" } | { type: "none" };

/**
 * The action of `key` with `index` focused among `count` items (-1: none yet). Moving stops at
 * the ends; with no item focused, j and k focus the first.
 */
export function listKeyAction(key: string, index: number, count: number, modifiers = false): ListKeyAction {
  if (modifiers) return { type: "none" };
  if (key === "?") return { type: "help" };
  if (count === 0) return { type: "none" };
  switch (key) {
    case "j":
    case "ArrowDown":
      return { type: "move", index: index < 0 ? 0 : Math.min(index + 1, count - 1) };
    case "k":
    case "ArrowUp":
      return { type: "move", index: index < 0 ? 0 : Math.max(index - 1, 0) };
    case "Enter":
      return index < 0 ? { type: "none" } : { type: "open" };
    case "r":
      return index < 0 ? { type: "none" } : { type: "resolve" };
    default:
      return { type: "none" };
  }
}
