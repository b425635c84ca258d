import { useId } from "react";
import type { RemoteData } from "../core/api/remote-data";
import { dataOf } from "../core/api/remote-data";
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
}

/** 'Results (count)' with the loading, empty and error states and the virtual list. */
export function ResultsSection({ results, rows, loadingMore, ...list }: Props) {
  const t = useT("unitSearch");
  const titleId = useId();
  const data = dataOf(results);
  const loading = results.status === "loading";
  return (
    <section className="section" aria-labelledby={titleId} aria-busy={loading || loadingMore}>
      <h2 className="section-title" id={titleId}>
        {t("results", { count: data?.count ?? 0 })}
      </h2>
      {results.status === "error" && (
        <p className="state error" role="alert">
          {t("core:errors.retrieveLiveUnits")}
        </p>
      )}
      {loading && !data && <p className="state">{t("searching")}</p>}
      {results.status === "success" && rows.length === 0 && <p className="state">{t("noResults")}</p>}
      {rows.length > 0 && <ResultList rows={rows} label={t("resultsLabel")} {...list} />}
      {loadingMore && <p className="state">{t("loadingMore")}</p>}
    </section>
  );
}
