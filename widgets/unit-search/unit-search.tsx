import { useStore } from "@nanostores/react";
import { useId, useMemo, useRef, type RefObject } from "react";
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

type Props = ViewProps<typeof unitSearchSpec>;
type Combobox = ReturnType<typeof useCombobox>;

/** Runs `change`, then gives the focus back to the input (the control that was used goes away). */
function thenFocus<A extends unknown[]>(focusInput: () => void, change: (...args: A) => void) {
  return (...args: A) => {
    change(...args);
    focusInput();
  };
}

/** What a row or the query does: submit, open a row, stream, history, and Enter on a cell. */
function useRowActions(
  { page, emit, navigate }: Pick<Props, "page" | "emit" | "navigate">,
  rows: readonly ResultRow[],
  { setExpanded, setActiveIndex, collapse }: Pick<Combobox, "setExpanded" | "setActiveIndex" | "collapse">,
  input: RefObject<HTMLInputElement | null>,
) {
  const state = useStore($searchState);
  const focusInput = () => input.current?.focus({ preventScroll: true });
  const columnsOf = (index: number) => (rows[index] ? rowColumns(rows[index]) : []);
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
  const enter = (index: number, column: number) => {
    const row = rows[index];
    const cell = columnsOf(index)[column];
    if (!row) submit();
    else if (cell === "stream" && row.stream === "enabled") stream(row);
    else if (cell === "history" && row.history === "enabled") history(row);
    else if (cell === "open") open(row);
  };
  return { focusInput, columnsOf, submit, open, stream, history, enter };
}

interface BarProps {
  combobox: Combobox;
  panelId: string;
  activeId: string | undefined;
  input: RefObject<HTMLInputElement | null>;
  focusInput(): void;
  submit(): void;
  enter(index: number, column: number): void;
}

/** The bar: the scope and type chips, the combobox input and the search button. */
function SearchBar({ combobox, panelId, activeId, input, focusInput, submit, enter }: BarProps) {
  const t = useT("unitSearch");
  const state = useStore($searchState);
  const { expanded, setExpanded, setActiveIndex, onKeyDown } = combobox;
  return (
    <div className="bar" part="bar">
      <SearchChips
        state={state}
        onClearScope={thenFocus(focusInput, () => clearScope())}
        onClearType={thenFocus(focusInput, () => setSearchType(SearchType.Default))}
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
  );
}

/** The unit search bar: expands on focus into filters, recent searches and a virtual list of results. */
function UnitSearchView({ page, emit, navigate }: Props) {
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

  const columnsOf = (index: number) => (rows[index] ? rowColumns(rows[index]) : []);
  const combobox = useCombobox(rows.length, (index) => columnsOf(index).length);
  const { expanded, activeIndex, activeColumn, collapse } = combobox;
  useOutsidePointer(root, expanded, collapse);
  const actions = useRowActions({ page, emit, navigate }, rows, combobox, input);
  const { focusInput } = actions;
  const activeCell = columnsOf(activeIndex)[activeColumn];
  const activeId = activeCell ? cellId(`${panelId}-row-${activeIndex}`, activeCell) : undefined;
  return (
    <div ref={root} className={`search${expanded ? " expanded" : ""}`} part="search">
      <SearchBar
        combobox={combobox}
        panelId={panelId}
        activeId={activeId}
        input={input}
        focusInput={focusInput}
        submit={actions.submit}
        enter={actions.enter}
      />
      {expanded && (
        <SearchPanel
          id={panelId}
          rights={rights}
          filterActive={hasActiveFilter(state)}
          queryEmpty={state.searchQuery.trim() === ""}
          recent={recent}
          results={results}
          rows={rows}
          loadingMore={loadingMore}
          activeIndex={activeIndex}
          activeColumn={activeColumn}
          onAccounts={thenFocus(focusInput, () => setSearchType(SearchType.Clients))}
          onRegions={thenFocus(focusInput, () => setSearchType(SearchType.Regions))}
          onApplyRecent={thenFocus(focusInput, (query: string) => {
            setSearchQuery(query);
            rememberSearch(query);
          })}
          onRemoveRecent={thenFocus(focusInput, forgetSearch)}
          onEndReached={() => void loadMoreResults()}
          onOpen={actions.open}
          onStream={actions.stream}
          onHistory={actions.history}
          onRetry={() => void runSearch()}
          signedOut={signedOut}
        />
      )}
    </div>
  );
}

/** The unit search bar (`<vms-unit-search>` as an element). Registers nothing. */
export const UnitSearch = defineWidget(unitSearchSpec, UnitSearchView, { styles: [css, statusStyles] });
