import { useT } from "../ui/use-t";
import type { MapType } from "./map-view";

interface Props {
  mapType: MapType;
  onMapTypeChange(type: MapType): void;
  onFit(): void;
}

const TYPES: readonly MapType[] = ["roadmap", "satellite"];

/** The map-type control and the centre (fit) button. */
export function MapToolbar({ mapType, onMapTypeChange, onFit }: Props) {
  const t = useT("unitMap");
  return (
    <div className="vms-toolbar" part="toolbar">
      <div role="group" aria-label={t("mapType.label")} className="vms-toolbar__types">
        {TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className="vms-toolbar__button"
            aria-pressed={mapType === type}
            onClick={() => mapType !== type && onMapTypeChange(type)}
          >
            {t(`mapType.${type}`)}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="vms-toolbar__button vms-toolbar__fit"
        aria-label={t("fit")}
        title={t("fit")}
        onClick={onFit}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="4" fill="currentColor" />
          <path d="M12 2v4M12 18v4M2 12h4M18 12h4" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </div>
  );
}
