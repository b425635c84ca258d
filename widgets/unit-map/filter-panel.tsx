import { useStore } from "@nanostores/react";
import { useT } from "../ui/use-t";
import { $allFiltersOn, $mapFilters, MAP_FILTER_KEYS, toggleAllFilters, toggleFilter } from "./map-filters";

/** The All, Archive Cabinet, Deactivated and Live Unit toggles. */
export function FilterPanel() {
  const t = useT("unitMap");
  const filters = useStore($mapFilters);
  const all = useStore($allFiltersOn);
  return (
    <fieldset className="vms-filters" part="filters">
      <legend className="vms-filters__title">{t("filters.title")}</legend>
      <label className="vms-filters__item">
        <input type="checkbox" checked={all} onChange={toggleAllFilters} />
        <span>{t("filters.all")}</span>
      </label>
      {MAP_FILTER_KEYS.map((key) => (
        <label key={key} className={`vms-filters__item vms-filters__item--${key}`}>
          <input type="checkbox" checked={filters[key]} onChange={() => toggleFilter(key)} />
          <span className="vms-filters__swatch" aria-hidden="true" />
          <span>{t(`filters.${key}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
