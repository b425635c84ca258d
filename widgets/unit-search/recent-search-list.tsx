import { useId } from "react";
import { useT } from "../ui/use-t";

interface Props {
  searches: string[];
  onApply(query: string): void;
  onRemove(query: string): void;
}

/** 'Recent Searches': up to three, each re-appliable and removable. */
export function RecentSearchList({ searches, onApply, onRemove }: Props) {
  const t = useT("unitSearch");
  const titleId = useId();
  if (searches.length === 0) return null;
  return (
    <section className="section" aria-labelledby={titleId}>
      <h2 className="section-title" id={titleId}>
        {t("recentSearches")}
      </h2>
      <ul className="recent">
        {searches.map((query) => (
          <li key={query} className="recent-item">
            <button type="button" className="recent-apply" onClick={() => onApply(query)}>
              {query}
            </button>
            <button
              type="button"
              className="chip-remove"
              aria-label={t("removeRecent", { query })}
              onClick={() => onRemove(query)}
            >
              <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
                <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" fill="none" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
