import { atom, type ReadableAtom } from "nanostores";
import { callApi } from "../core/api/call-api";
import { clipFinished, clipProgressStore, type ClipProgressStore } from "../core/clips/clip-progress";
import { history } from "../core/contract/history-calls";
import { reportApiError } from "../core/api/report-api-error";
import type { RetrievalStatus } from "../core/schemas/history";

export interface RequestedClip {
  retrievalId: number;
  cameraName: string;
}

/** The clips requested from one history page and their progress (one per widget on the page). */
export interface RequestedClips {
  /** The clips requested from this page, in order. */
  readonly $requested: ReadableAtom<readonly RequestedClip[]>;
  /** Their progress, asked while someone listens and some are not ready or failed yet. */
  readonly progress: ClipProgressStore;
  /** A clip was just requested: show it and ask how it is doing. */
  add(clip: RequestedClip): void;
}

const statusOf = (shown: readonly RetrievalStatus[], id: number) => shown.find((s) => s.id === id);

/**
 * The clips requested from this page (beyond the spec, issue "Request → clip listed"): each one's
 * progress from GET /api/archive/retrievals by id, asked every 2 s until all are ready or failed.
 * Only the unfinished ones are asked about; the finished ones stay as last answered.
 */
export function requestedClips(): RequestedClips {
  const $requested = atom<readonly RequestedClip[]>([]);
  const unfinished = (shown: readonly RetrievalStatus[]) =>
    $requested
      .get()
      .map((c) => c.retrievalId)
      .filter((id) => !clipFinished(statusOf(shown, id)));
  const progress: ClipProgressStore = clipProgressStore({
    load: async (signal, shown) => {
      const ids = unfinished(shown);
      if (ids.length === 0) return [...shown];
      const answer = await callApi(history.archiveRetrievals, { query: { ids }, signal });
      const fresh = new Set(answer.data.map((s) => s.id));
      return [...shown.filter((s) => !fresh.has(s.id)), ...answer.data];
    },
    awaiting: () => unfinished(progress.get()).length > 0,
    onError: (error) => reportApiError(error, "clip progress could not be read"),
  });
  return {
    $requested,
    progress,
    add(clip) {
      $requested.set([...$requested.get(), clip]);
      progress.check();
    },
  };
}
