import { onMount } from "nanostores";
import { remoteAtom, type RemoteData } from "../api/remote-data";
import { toApiError } from "../api/api-error";
import { $config } from "../config/config-store";
import { SEARCH_INDICES, type SearchRights } from "../schemas/search";
import { fetchSearchRights } from "../search/search-api";

/**
 * The user's search rights over every index (multi-client, regions, stream and request_video),
 * loaded when the first widget listens. A failure leaves buttons disabled and filters hidden.
 */
export const $unitSearchRights = remoteAtom<SearchRights>();

let generation = 0;
let controller: AbortController | undefined;

/** Loads the rights; a newer load supersedes an older one still in flight. */
export async function loadUnitSearchRights(): Promise<RemoteData<SearchRights>> {
  const mine = ++generation;
  controller?.abort();
  const current = new AbortController();
  controller = current;
  let result: RemoteData<SearchRights> = { status: "loading" };
  $unitSearchRights.set(result);
  try {
    const data = await fetchSearchRights([...SEARCH_INDICES], current.signal);
    result = { status: "success", data };
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError.code !== "aborted") console.error("[vms-widgets] search rights could not be loaded", apiError.message);
    result = { status: "error", error: apiError };
  }
  // A newer load owns the store; this one's result is only returned.
  if (mine === generation) $unitSearchRights.set(result);
  return result;
}

/** Forgets the rights (another user signed in, or a test). */
export function resetUnitSearchRights(): void {
  generation++;
  controller?.abort();
  $unitSearchRights.set({ status: "notAsked" });
}

// Loaded while someone listens; loaded again when the API or the token changes (rights belong to
// the user).
onMount($unitSearchRights, () => {
  // Not `get()`: reading an unmounted store mounts it. A failed load is retried when the config changes.
  if ($unitSearchRights.value?.status === "notAsked") void loadUnitSearchRights();
  let { apiBaseUrl, token } = $config.get();
  return $config.listen((config) => {
    if (config.apiBaseUrl === apiBaseUrl && config.token === token) return;
    ({ apiBaseUrl, token } = config);
    void loadUnitSearchRights();
  });
});
