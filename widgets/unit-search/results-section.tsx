import { useId } from "react";
import type { RemoteData } from "../core/api/remote-data";
import { dataOf } from "../core/api/remote-data";
import { viewStatus } from "../core/api/view-status";
import { StatusView } from "../ui/status";
import type { ResultRow } from "./result-rows";
import type { SearchResults } from "./search-results-store";
import { useT } from "../ui/use-t";
import { ResultList } from "./result-list";

interface Props {
  results: RemoteData<SearchResults>;
  rows: ResultRow[];
  loadingMore: boolean;
  idPrefix: string;
  activeIndex: number;
  showClientName: boolean;
  onEndReached(): void;
  onOpen(row: ResultRow): void;
  onStream(row: ResultRow): void;
  onHistory(row: ResultRow): void;
  /** Search again now (Retry). */
  onRetry(): void;
}

/** 'Results (count)' with the shared states (searching, failed with Retry, signed out, none) and the virtual list. */
export function ResultsSection({ results, rows, loadingMore, onRetry, ...list }: Props) {
  const t = useT("unitSearch");
  const titleId = useId();
  const data = dataOf(results);
  const loading = results.status === "loading";
  return (
    <section className="section" aria-labelledby={titleId} aria-busy={loading || loadingMore}>
      <h2 className="section-title" id={titleId}>
        {t("results", { count: data?.count ?? 0 })}
      </h2>
      <StatusView
        status={viewStatus(results, (found) => found.hits.length === 0)}
        loadingText={t("searching")}
        errorText={t("core:errors.retrieveLiveUnits")}
        emptyText={t("noResults")}
        onRetry={onRetry}
      />
      {rows.length > 0 && <ResultList rows={rows} label={t("resultsLabel")} {...list} />}
      {loadingMore && <p className="state">{t("loadingMore")}</p>}
    </section>
  );
}
