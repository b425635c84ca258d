import { SearchType } from "../core/schemas/search";
import type { SearchState } from "../core/search/search-state";
import { useT } from "../ui/use-t";

interface Chip {
  key: string;
  label: string;
  onRemove(): void;
}

/** Scope chips (Accounts, Regions) and the chosen client or region, each removable. */
export function SearchChips({
  state,
  onClearScope,
  onClearType,
}: {
  state: SearchState;
  onClearScope(): void;
  onClearType(): void;
}) {
  const t = useT("unitSearch");
  const chips: Chip[] = [];
  if (state.searchType === SearchType.Clients) chips.push({ key: "type", label: t("accounts"), onRemove: onClearType });
  if (state.searchType === SearchType.Regions) chips.push({ key: "type", label: t("regions"), onRemove: onClearType });
  if (state.selectedClient) chips.push({ key: "client", label: state.selectedClient.name, onRemove: onClearScope });
  if (state.selectedRegion) chips.push({ key: "region", label: state.selectedRegion.name, onRemove: onClearScope });
  if (chips.length === 0) return null;
  return (
    <span className="chips">
      {chips.map((chip) => (
        <span className="chip" part="chip" key={chip.key}>
          <span className="chip-label">{chip.label}</span>
          <button
            type="button"
            className="chip-remove"
            aria-label={t("removeChip", { name: chip.label })}
            onClick={chip.onRemove}
          >
            <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" fill="none" />
            </svg>
          </button>
        </span>
      ))}
    </span>
  );
}
