import type { RetrievalStatus } from "../core/schemas/history";
import { useT } from "../ui/use-t";

/** The unit's clips being made, with their progress; the list reloads itself as each one is ready. */
export function ClipProgressList({ clips }: { clips: readonly RetrievalStatus[] }) {
  const t = useT("requestedVideos");
  if (clips.length === 0) return null;
  return (
    <section className="clip-progress" part="clip-progress" aria-label={t("progress.title")}>
      <h3>{t("progress.title")}</h3>
      <ul>
        {clips.map((clip) => {
          const percent = Math.round(clip.progress * 100);
          const state = clip.status === "rendering" ? t("progress.rendering", { percent }) : t("progress.queued");
          return (
            <li key={clip.id}>
              <span className="clip-title">{clip.title}</span>
              <progress
                max={100}
                value={clip.status === "rendering" ? percent : undefined}
                aria-label={t("progress.item", { title: clip.title, state })}
              />
              <span className="muted">{state}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
