import type { ResultRow } from "./result-rows";
import { useT } from "../ui/use-t";
import { HighlightedText } from "./highlighted-text";
import { cellId, rowColumns, type RowColumn } from "./row-actions";

interface Props {
  row: ResultRow;
  rowId: string;
  /** 1-based position in the whole result list (`aria-rowindex`: the list is virtual). */
  position: number;
  /** The active cell's column when this row is active, else null. */
  activeColumn: RowColumn | null;
  showClientName: boolean;
  onOpen(row: ResultRow): void;
  onStream(row: ResultRow): void;
  onHistory(row: ResultRow): void;
}

/** The row's open cell: its name (matches highlighted) and tags, serial and client, address. */
function RowSummary({ row, showClientName }: { row: ResultRow; showClientName: boolean }) {
  const t = useT("unitSearch");
  const isUnit = row.kind === "live_unit" || row.kind === "archive_cabinet";
  const kindLabel = row.kind === "client" ? t("account") : row.kind === "region" ? t("region") : null;
  return (
    <>
      <span className="row-title">
        <HighlightedText parts={row.name} />
        {row.kind === "archive_cabinet" && <span className="tag"> {t("archived")}</span>}
        {row.deactivated && <span className="tag"> {t("deactivated")}</span>}
        {kindLabel && <span className="tag"> · {kindLabel}</span>}
      </span>
      {(row.serial.length > 0 || (showClientName && row.clientName.length > 0)) && (
        <span className="row-sub">
          <HighlightedText parts={row.serial} />
          {row.serial.length > 0 && showClientName && row.clientName.length > 0 && " · "}
          {showClientName && <HighlightedText parts={row.clientName} />}
        </span>
      )}
      {isUnit && (
        <span className="row-address">
          {row.address ? (
            <>
              <HighlightedText parts={row.address.street} />
              {row.address.street.length > 0 && row.address.place.length > 0 && ", "}
              <HighlightedText parts={row.address.place} />
            </>
          ) : (
            t("noAddress")
          )}
        </span>
      )}
    </>
  );
}

/**
 * One result (a live unit, an archive cabinet, a client or a region): a row of the results grid
 * whose first cell opens it and whose other cells hold its Stream and History buttons. Focus
 * stays in the search input; the active cell is named by its `aria-activedescendant`.
 */
export function ResultRowView({
  row,
  rowId,
  position,
  activeColumn,
  showClientName,
  onOpen,
  onStream,
  onHistory,
}: Props) {
  const t = useT("unitSearch");
  const columns = rowColumns(row);
  const cell = (column: RowColumn) => ({
    role: "gridcell",
    id: cellId(rowId, column),
    "aria-selected": activeColumn === column,
    "data-active": activeColumn === column ? "" : undefined,
  });
  return (
    <div
      className={`row${activeColumn ? " active" : ""}`}
      part="row"
      data-kind={row.kind}
      role="row"
      aria-rowindex={position}
    >
      <div {...cell("open")} className="row-main" onClick={() => onOpen(row)}>
        <RowSummary row={row} showClientName={showClientName} />
      </div>
      {columns.includes("stream") && (
        <div {...cell("stream")} className="row-action">
          <button
            type="button"
            className="action"
            tabIndex={-1}
            disabled={row.stream === "disabled"}
            aria-label={t("streamUnit", { name: row.label })}
            onClick={() => onStream(row)}
          >
            {t("stream")}
          </button>
        </div>
      )}
      {columns.includes("history") && (
        <div {...cell("history")} className="row-action">
          <button
            type="button"
            className="action"
            tabIndex={-1}
            disabled={row.history === "disabled"}
            aria-label={t("historyUnit", { name: row.label })}
            onClick={() => onHistory(row)}
          >
            {t("history")}
          </button>
        </div>
      )}
    </div>
  );
}
