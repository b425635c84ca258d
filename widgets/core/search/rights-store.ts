import { onMount } from "nanostores";
import { remoteAtom, type RemoteData } from "../api/remote-data";
import { toApiError } from "../api/api-error";
import { SEARCH_INDICES, type SearchRights } from "../schemas/search";
import { fetchSearchRights } from "./search-api";

/**
 * The user's search rights over every index (multi-client, regions, stream and request_video),
 * loaded once when the first widget listens. A failure leaves buttons disabled and filters hidden.
 */
export const $unitSearchRights = remoteAtom<SearchRights>();

let inFlight: Promise<RemoteData<SearchRights>> | undefined;

export function loadUnitSearchRights(): Promise<RemoteData<SearchRights>> {
  inFlight ??= (async () => {
    $unitSearchRights.set({ status: "loading" });
    try {
      const data = await fetchSearchRights([...SEARCH_INDICES]);
      const next = { status: "success", data } as const;
      $unitSearchRights.set(next);
      return next;
    } catch (error) {
      const apiError = toApiError(error);
      console.error("[vms-widgets] search rights could not be loaded", apiError.message);
      const next = { status: "error", error: apiError } as const;
      $unitSearchRights.set(next);
      return next;
    } finally {
      inFlight = undefined;
    }
  })();
  return inFlight;
}

/** Forgets the rights (another user signed in, or a test). */
export function resetUnitSearchRights(): void {
  $unitSearchRights.set({ status: "notAsked" });
}

onMount($unitSearchRights, () => {
  const state = $unitSearchRights.get().status;
  if (state === "notAsked" || state === "error") void loadUnitSearchRights();
});
