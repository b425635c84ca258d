import { lazy, Suspense, useEffect, useId } from "react";
import type { RemoteData } from "../core/api/remote-data";
import { dataOf } from "../core/api/remote-data";
import { viewStatus } from "../core/api/view-status";
import { StatusView } from "../ui/status";
import type { ResultRow } from "./result-rows";
import type { SearchResults } from "./search-results-store";
import { useT } from "../ui/use-t";

// The virtual list (react-virtuoso, about 16 KiB gzip) is a chunk of its own: a page with the
// search bar loads it when the panel first shows results, not before its first paint.
const loadResultList = () => import("./result-list");
const ResultList = lazy(() => loadResultList().then((module) => ({ default: module.ResultList })));

interface Props {
  results: RemoteData<SearchResults>;
  rows: ResultRow[];
  loadingMore: boolean;
  idPrefix: string;
  gridId: string;
  activeIndex: number;
  activeColumn: number;
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
  // Fetched while the first search runs, so the rows do not wait for it.
  useEffect(() => void loadResultList(), []);
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
      {rows.length > 0 && (
        <Suspense fallback={<p className="state">{t("searching")}</p>}>
          <ResultList rows={rows} label={t("resultsLabel")} {...list} />
        </Suspense>
      )}
      {loadingMore && <p className="state">{t("loadingMore")}</p>}
    </section>
  );
}
