import type { RemoteData } from "../core/api/remote-data";
import type { SearchRights } from "../core/schemas/search";
import type { ResultRow } from "./result-rows";
import type { SearchResults } from "./search-results-store";
import { StatusView } from "../ui/status";
import { useT } from "../ui/use-t";
import { RecentSearchList } from "./recent-search-list";
import { ResultsSection } from "./results-section";

export interface PanelProps {
  id: string;
  rights: SearchRights | undefined;
  filterActive: boolean;
  queryEmpty: boolean;
  recent: string[];
  results: RemoteData<SearchResults>;
  rows: ResultRow[];
  loadingMore: boolean;
  activeIndex: number;
  onAccounts(): void;
  onRegions(): void;
  onApplyRecent(query: string): void;
  onRemoveRecent(query: string): void;
  onEndReached(): void;
  onOpen(row: ResultRow): void;
  onStream(row: ResultRow): void;
  onHistory(row: ResultRow): void;
  onRetry(): void;
  /** The rights call answered 401: nobody is signed in. */
  signedOut: boolean;
}

/** The expanded panel: 'Filter By', 'Recent Searches' and 'Results (count)', each when the spec shows it. */
export function SearchPanel(props: PanelProps) {
  const t = useT("unitSearch");
  const { rights, filterActive, queryEmpty } = props;
  const showFilters = !!rights && (rights.is_multi_client || rights.has_regions) && !filterActive;
  return (
    <div className="panel" id={props.id} part="panel">
      {props.signedOut && (
        <section className="section">
          <StatusView status={{ kind: "auth" }} errorText="" onRetry={props.onRetry} />
        </section>
      )}
      {showFilters && (
        <section className="section filters">
          <h2 className="section-title">{t("filterBy")}</h2>
          <span className="filter-buttons">
            <button type="button" className="filter" onClick={props.onAccounts}>
              {t("accounts")}
            </button>
            <button type="button" className="filter" onClick={props.onRegions}>
              {t("regions")}
            </button>
          </span>
        </section>
      )}
      {queryEmpty && !filterActive && (
        <RecentSearchList searches={props.recent} onApply={props.onApplyRecent} onRemove={props.onRemoveRecent} />
      )}
      {props.results.status !== "notAsked" && !props.signedOut && (
        <ResultsSection
          results={props.results}
          rows={props.rows}
          loadingMore={props.loadingMore}
          idPrefix={`${props.id}-row`}
          activeIndex={props.activeIndex}
          showClientName={!!rights?.is_multi_client}
          onEndReached={props.onEndReached}
          onOpen={props.onOpen}
          onStream={props.onStream}
          onHistory={props.onHistory}
          onRetry={props.onRetry}
        />
      )}
    </div>
  );
}
