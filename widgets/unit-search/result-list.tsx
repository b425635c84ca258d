import { useEffect, useRef } from "react";
import { Virtuoso, type VirtuosoHandle } from "react-virtuoso";
import type { ResultRow } from "./result-rows";
import { ResultRowView } from "./result-row";

/** List height and overscan of document 1 §9 (overscan counted in rows), and the fixed row height. */
export const LIST_HEIGHT = 500;
export const OVERSCAN_ROWS = 5;
export const ROW_HEIGHT = 76;

interface Props {
  rows: ResultRow[];
  idPrefix: string;
  activeIndex: number;
  showClientName: boolean;
  label: string;
  onEndReached(): void;
  onOpen(row: ResultRow): void;
  onStream(row: ResultRow): void;
  onHistory(row: ResultRow): void;
}

/** The virtual results list: only rows in view (plus 5 each way) are in the DOM. */
export function ResultList({
  rows,
  idPrefix,
  activeIndex,
  showClientName,
  label,
  onEndReached,
  onOpen,
  onStream,
  onHistory,
}: Props) {
  const list = useRef<VirtuosoHandle>(null);
  useEffect(() => {
    if (activeIndex >= 0) list.current?.scrollIntoView({ index: activeIndex, behavior: "auto" });
  }, [activeIndex]);
  return (
    <Virtuoso
      ref={list}
      className="results"
      aria-label={label}
      style={{ height: Math.min(LIST_HEIGHT, rows.length * ROW_HEIGHT) }}
      totalCount={rows.length}
      fixedItemHeight={ROW_HEIGHT}
      increaseViewportBy={OVERSCAN_ROWS * ROW_HEIGHT}
      endReached={onEndReached}
      computeItemKey={(index) => rows[index]?.key ?? index}
      itemContent={(index) => {
        const row = rows[index];
        return row ? (
          <ResultRowView
            row={row}
            rowId={`${idPrefix}-${index}`}
            active={index === activeIndex}
            showClientName={showClientName}
            onOpen={onOpen}
            onStream={onStream}
            onHistory={onHistory}
          />
        ) : null;
      }}
    />
  );
}
