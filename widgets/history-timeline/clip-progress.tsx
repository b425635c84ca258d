import { useStore } from "@nanostores/react";
import { clipFinished } from "../core/clips/clip-progress";
import { useT } from "../ui/use-t";
import type { RequestedClips } from "./requested-clips";

/**
 * The clips requested from this page (beyond the spec, issue "Request → clip listed"): each one's
 * progress (asked every 2 s by the page's store until all are ready or failed), and a link to the
 * requested videos, where the ready ones are listed.
 */
export function ClipProgress({ clips: store, onOpenList }: { clips: RequestedClips; onOpenList(): void }) {
  const t = useT("historyTimeline");
  const clips = useStore(store.$requested);
  const shown = useStore(store.progress);
  const statuses = new Map(shown.map((s) => [s.id, s]));

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
              {!clipFinished(status) && <progress max={1} value={status?.progress ?? 0} aria-label={text} />}
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
