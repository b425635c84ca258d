import type { SearchHit, SearchSource } from "../core/schemas/search";

/** Builds a search hit for tests: the same shape the reference server answers. */
export function makeHit(
  index: SearchHit["_index"],
  source: Partial<SearchSource> & { id: number },
  highlight: SearchHit["highlight"] = {},
): SearchHit {
  const type = {
    live_units: "LiveUnit",
    archive_cabinets: "ArchiveCabinet",
    clients: "Client",
    regions: "Region",
  } as const;
  return {
    _index: index,
    _id: String(source.id),
    _score: 1,
    _source: { name: `Unit ${source.id}`, type: type[index], ...source },
    highlight,
  };
}
