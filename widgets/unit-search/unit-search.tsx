import { useStore } from "@nanostores/react";
import { useId, useMemo, useRef } from "react";
import { dataOf } from "../core/api/remote-data";
import { SearchType } from "../core/schemas/search";
import { historyPath } from "../core/navigation/routes";
import { openDefaultStream } from "../core/navigation/default-stream";
import { $recentSearches, forgetSearch, rememberSearch, visibleRecentSearches } from "./recent-searches";
import { toResultRow, type ResultRow } from "./result-rows";
import { $unitSearchRights } from "../core/units/rights-store";
import { cellId, openRow, rowColumns, rowUnit } from "./row-actions";
import { hasActiveFilter } from "./search-request";
import { $loadingMore, $searchResults, loadMoreResults, runSearch } from "./search-results-store";
import { $searchState, clearScope, setSearchQuery, setSearchType } from "../core/search/search-state";
import { useT } from "../ui/use-t";
import { SearchChips } from "./search-chips";
import css from "./unit-search.css?inline";
import "./unit-search.catalogue";
import { defineWidget, type ViewProps, type WidgetProps } from "../ui/element/define-widget";
import { statusStyles } from "../ui/status";
import { unitSearchSpec } from "./unit-search.spec";
import { SearchPanel } from "./search-panel";
import { useCombobox } from "./use-combobox";
import { useOutsidePointer } from "./use-outside-pointer";

/** Props of `UnitSearch` (from its spec): `page`, `onUnitSelect`, `onSearchSubmit`, `onNavigate`, `className`, `style`. */
export type UnitSearchProps = WidgetProps<typeof unitSearchSpec>;

/** The unit search bar: expands on focus into filters, recent searches and a virtual list of results. */
function UnitSearchView({ page, emit, navigate }: ViewProps<typeof unitSearchSpec>) {
  const t = useT("unitSearch");
  const state = useStore($searchState);
  const results = useStore($searchResults);
  const loadingMore = useStore($loadingMore);
  const rightsState = useStore($unitSearchRights);
  const rights = dataOf(rightsState);
  const signedOut = rightsState.status === "error" && rightsState.error.code === "auth";
  const recent = visibleRecentSearches(useStore($recentSearches));
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const hits = dataOf(results)?.hits;
  const rows = useMemo(() => (hits ?? []).map((hit) => toResultRow(hit, rights)), [hits, rights]);
  const filterActive = hasActiveFilter(state);
  const queryEmpty = state.searchQuery.trim() === "";

  const columnsOf = (index: number) => (rows[index] ? rowColumns(rows[index]) : []);
  const { expanded, setExpanded, activeIndex, activeColumn, setActiveIndex, collapse, onKeyDown } = useCombobox(
    rows.length,
    (index) => columnsOf(index).length,
  );
  useOutsidePointer(root, expanded, collapse);
  // A control that was used goes away (a chip, a filter, a recent search, a client row): focus goes back to the input.
  const focusInput = () => input.current?.focus({ preventScroll: true });

  const submit = () => {
    const query = state.searchQuery.trim();
    setExpanded(true);
    void runSearch();
    rememberSearch(query);
    emit("vms-search-submit", { query });
  };
  const open = (row: ResultRow) => {
    rememberSearch(state.searchQuery);
    const unit = rowUnit(row);
    if (unit) {
      emit("vms-unit-select", unit);
      collapse();
    } else {
      setActiveIndex(-1);
      focusInput();
    }
    // The drawer gives focus back to the input when it closes.
    void openRow(row, page, navigate, () => input.current);
  };
  const stream = (row: ResultRow) => void openDefaultStream(row.id, navigate);
  const history = (row: ResultRow) => {
    const unit = rowUnit(row);
    if (unit) navigate(historyPath(unit.kind, unit.id));
  };

  const activeCell = columnsOf(activeIndex)[activeColumn];
  const activeId = activeCell ? cellId(`${panelId}-row-${activeIndex}`, activeCell) : undefined;
  const enter = (index: number, column: number) => {
    const row = rows[index];
    const cell = columnsOf(index)[column];
    if (!row) submit();
    else if (cell === "stream" && row.stream === "enabled") stream(row);
    else if (cell === "history" && row.history === "enabled") history(row);
    else if (cell === "open") open(row);
  };
  return (
    <div ref={root} className={`search${expanded ? " expanded" : ""}`} part="search">
      <div className="bar" part="bar">
        <SearchChips
          state={state}
          onClearScope={() => {
            clearScope();
            focusInput();
          }}
          onClearType={() => {
            setSearchType(SearchType.Default);
            focusInput();
          }}
        />
        <input
          ref={input}
          className="input"
          part="input"
          type="search"
          role="combobox"
          aria-label={t("label")}
          aria-expanded={expanded}
          aria-controls={panelId}
          aria-autocomplete="list"
          aria-haspopup="grid"
          aria-activedescendant={expanded ? activeId : undefined}
          placeholder={t("placeholder")}
          value={state.searchQuery}
          onFocus={() => setExpanded(true)}
          onClick={() => setExpanded(true)}
          onChange={(event) => {
            setExpanded(true);
            setActiveIndex(-1);
            setSearchQuery(event.target.value);
          }}
          onKeyDown={(event) => onKeyDown(event, enter)}
        />
        <button type="button" className="search-button" part="search-button" aria-label={t("search")} onClick={submit}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <circle cx="10" cy="10" r="6.5" stroke="currentColor" strokeWidth="2" fill="none" />
            <path d="M15 15l6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {expanded && (
        <SearchPanel
          id={panelId}
          rights={rights}
          filterActive={filterActive}
          queryEmpty={queryEmpty}
          recent={recent}
          results={results}
          rows={rows}
          loadingMore={loadingMore}
          activeIndex={activeIndex}
          activeColumn={activeColumn}
          onAccounts={() => {
            setSearchType(SearchType.Clients);
            focusInput();
          }}
          onRegions={() => {
            setSearchType(SearchType.Regions);
            focusInput();
          }}
          onApplyRecent={(query) => {
            setSearchQuery(query);
            rememberSearch(query);
            focusInput();
          }}
          onRemoveRecent={(query) => {
            forgetSearch(query);
            focusInput();
          }}
          onEndReached={() => void loadMoreResults()}
          onOpen={open}
          onStream={stream}
          onHistory={history}
          onRetry={() => void runSearch()}
          signedOut={signedOut}
        />
      )}
    </div>
  );
}

/** The unit search bar (`<vms-unit-search>` as an element). Registers nothing. */
export const UnitSearch = defineWidget(unitSearchSpec, UnitSearchView, { styles: [css, statusStyles] });
