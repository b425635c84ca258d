import type { SelectedUnit } from "../core/units/selection";
import { selectUnit } from "../core/units/selection";
import type { FocusOrigin } from "../core/focus/focus";
import { historyPath } from "../core/navigation/routes";
import { openDefaultStream } from "../core/navigation/default-stream";
import type { ResultRow } from "./result-rows";
import { chooseClient, chooseRegion } from "../core/search/search-state";

/** The page the search bar sits on decides what a row click does. */
export type SearchPage = "stream" | "history" | "map";

export function toSearchPage(value: string | undefined | null): SearchPage {
  return value === "stream" || value === "history" ? value : "map";
}

/** A cell of a result row in the results grid: the row itself, then its Stream and History buttons when shown. */
export type RowColumn = "open" | "stream" | "history";

export function rowColumns(row: ResultRow): RowColumn[] {
  const isUnit = row.kind === "live_unit" || row.kind === "archive_cabinet";
  if (!isUnit) return ["open"];
  return [
    "open",
    ...(row.stream !== "hidden" ? (["stream"] as const) : []),
    ...(row.history !== "hidden" ? (["history"] as const) : []),
  ];
}

/** The id of a row's cell (`column` 0 is the row itself). */
export function cellId(rowId: string, column: RowColumn): string {
  return column === "open" ? rowId : `${rowId}-${column}`;
}

/** The selection a unit row stands for (null for client and region rows). */
export function rowUnit(row: ResultRow): SelectedUnit | null {
  if (row.kind !== "live_unit" && row.kind !== "archive_cabinet") return null;
  return { kind: row.kind, id: row.id, name: row.label, deactivated: row.deactivated, position: row.position };
}

/**
 * A row click: a client or region filters by it (query reset); a unit goes to its default stream
 * on the stream page, to its history on the history page, and is selected on the map elsewhere.
 * Returns the unit it was about, if any.
 */
export async function openRow(
  row: ResultRow,
  page: SearchPage,
  go: (path: string) => void,
  focusOrigin?: FocusOrigin,
): Promise<SelectedUnit | null> {
  if (row.kind === "client") {
    chooseClient({ id: row.id, name: row.label });
    return null;
  }
  if (row.kind === "region") {
    chooseRegion({ id: row.id, name: row.label });
    return null;
  }
  const unit = rowUnit(row);
  if (!unit) return null;
  if (page === "stream" && row.kind === "live_unit" && row.stream === "enabled") await openDefaultStream(row.id, go);
  else if (page === "stream" || page === "history") go(historyPath(unit.kind, unit.id));
  else selectUnit(unit, focusOrigin);
  return unit;
}
