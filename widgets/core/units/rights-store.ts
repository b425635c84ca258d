import { remoteStore } from "../api/remote-store";
import { SEARCH_INDICES, type SearchRights } from "../schemas/search";
import { fetchSearchRights } from "../search/search-api";

/**
 * The user's search rights over every index (multi-client, regions, stream and request_video),
 * loaded while a widget listens and again when the API or the credentials change (rights belong
 * to the user). A failure leaves buttons disabled and filters hidden.
 */
export const $unitSearchRights = remoteStore<SearchRights>({
  load: (_, signal) => fetchSearchRights([...SEARCH_INDICES], signal),
  name: "search rights",
});
