import type { ResultRow } from "./result-rows";
import { useT } from "../ui/use-t";
import { HighlightedText } from "./highlighted-text";

interface Props {
  row: ResultRow;
  rowId: string;
  active: boolean;
  showClientName: boolean;
  onOpen(row: ResultRow): void;
  onStream(row: ResultRow): void;
  onHistory(row: ResultRow): void;
}

/** One result: a live unit, an archive cabinet, a client or a region. */
export function ResultRowView({ row, rowId, active, showClientName, onOpen, onStream, onHistory }: Props) {
  const t = useT("unitSearch");
  const isUnit = row.kind === "live_unit" || row.kind === "archive_cabinet";
  const kindLabel = row.kind === "client" ? t("account") : row.kind === "region" ? t("region") : null;
  return (
    <div className={`row${active ? " active" : ""}`} part="row" data-kind={row.kind}>
      <button type="button" id={rowId} className="row-main" tabIndex={-1} onClick={() => onOpen(row)}>
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
      </button>
      {isUnit && (
        <span className="row-actions">
          {row.stream !== "hidden" && (
            <button
              type="button"
              className="action"
              disabled={row.stream === "disabled"}
              aria-label={t("streamUnit", { name: row.label })}
              onClick={() => onStream(row)}
            >
              {t("stream")}
            </button>
          )}
          {row.history !== "hidden" && (
            <button
              type="button"
              className="action"
              disabled={row.history === "disabled"}
              aria-label={t("historyUnit", { name: row.label })}
              onClick={() => onHistory(row)}
            >
              {t("history")}
            </button>
          )}
        </span>
      )}
    </div>
  );
}
