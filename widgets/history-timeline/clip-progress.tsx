import { useEffect, useState } from "react";
import { reportApiError } from "../core/report/report-api";
import { callApi } from "../core/api/call-api";
import { history } from "../core/contract/history-calls";
import type { RetrievalStatus } from "../core/schemas/history";
import { useT } from "../ui/use-t";

/** How often the progress of unfinished clips is asked for. */
export const CLIP_POLL_MS = 2000;

export interface RequestedClip {
  retrievalId: number;
  cameraName: string;
}

const finished = (s: RetrievalStatus | undefined) => s?.status === "ready" || s?.status === "failed";

/**
 * The clips requested from this page (beyond the spec, issue "Request → clip listed"): each one's
 * progress from GET /api/archive/retrievals, asked every 2 s until all are ready or failed, and a
 * link to the requested videos, where the ready ones are listed.
 */
export function ClipProgress({ clips, onOpenList }: { clips: readonly RequestedClip[]; onOpenList(): void }) {
  const t = useT("historyTimeline");
  const [statuses, setStatuses] = useState<ReadonlyMap<number, RetrievalStatus>>(new Map());
  const pending = clips.filter((c) => !finished(statuses.get(c.retrievalId))).map((c) => c.retrievalId);
  const key = pending.join(",");

  useEffect(() => {
    if (key === "") return;
    const ids = key.split(",").map(Number);
    const controller = new AbortController();
    const ask = async () => {
      try {
        const answer = await callApi(history.archiveRetrievals, { query: { ids }, signal: controller.signal });
        setStatuses((current) => new Map([...current, ...answer.data.map((s) => [s.id, s] as const)]));
      } catch (error) {
        if (!controller.signal.aborted) reportApiError(error, "clip progress could not be read");
      }
    };
    void ask();
    const timer = setInterval(() => void ask(), CLIP_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [key]);

  if (clips.length === 0) return null;
  return (
    <section className="clips" aria-label={t("clipsTitle")}>
      <h2>{t("clipsTitle")}</h2>
      <ul>
        {clips.map((clip) => {
          const status = statuses.get(clip.retrievalId);
          const text =
            status?.status === "ready"
              ? t("clipReady", { camera: clip.cameraName })
              : status?.status === "failed"
                ? t("clipFailed", { camera: clip.cameraName })
                : t("clipPending", { camera: clip.cameraName });
          return (
            <li key={clip.retrievalId} className={`clip ${status?.status ?? "queued"}`}>
              <span>{text}</span>
              {!finished(status) && <progress max={1} value={status?.progress ?? 0} aria-label={text} />}
            </li>
          );
        })}
      </ul>
      <button type="button" className="secondary" onClick={onOpenList}>
        {t("viewRequested")}
      </button>
    </section>
  );
}
