/**
 * A row of the Presets menu (document 3 §2.1): display → edit (the edit icon) → saving (spinner)
 * → display; cancel returns to display. An empty name is ignored (§5: name required). A failed save
 * ('Failed to update preset') returns to edit with the typed name, so nothing is lost.
 */
export type PresetRow = { mode: "display" } | { mode: "edit"; draft: string } | { mode: "saving"; draft: string };

export type PresetRowEvent =
  | { type: "edit"; name: string }
  | { type: "change"; draft: string }
  | { type: "cancel" }
  | { type: "submit" }
  | { type: "saved" }
  | { type: "failed" };

export const DISPLAY: PresetRow = { mode: "display" };

export function presetRow(row: PresetRow, event: PresetRowEvent): PresetRow {
  switch (event.type) {
    case "edit":
      return row.mode === "display" ? { mode: "edit", draft: event.name } : row;
    case "change":
      return row.mode === "edit" ? { mode: "edit", draft: event.draft } : row;
    case "cancel":
      return row.mode === "edit" ? DISPLAY : row;
    case "submit":
      return row.mode === "edit" && row.draft.trim() !== "" ? { mode: "saving", draft: row.draft.trim() } : row;
    case "saved":
      return row.mode === "saving" ? DISPLAY : row;
    case "failed":
      return row.mode === "saving" ? { mode: "edit", draft: row.draft } : row;
  }
}
