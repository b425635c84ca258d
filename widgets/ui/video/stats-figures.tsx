import { useStore } from "@nanostores/react";
import type { Player } from "../../core/video";
import { statsRows, streamLabel } from "../../core/video/stats-rows";
import { useT } from "../use-t";

interface Props {
  player: Player;
  /** The host's class for its place and look (the stream page's, a tile's). */
  className: string;
}

/**
 * The 'Stats' figures of the stream page and the mosaic tiles (issue 21): the engine's figures
 * (`player.$stats`, sampled once a second while this is mounted) as core/video/stats-rows gives them,
 * the same rows as `<vms-camera stats>`, and the stream playing. The host places it outside the
 * picture (a panel below it on the stream page, a strip above it in a tile), never over the camera's
 * own burned-in text.
 */
export function StatsFigures({ player, className }: Props) {
  const t = useT("videoStats");
  const stats = useStore(player.$stats);
  return (
    <dl className={className} part="stats" aria-label={t("stats")} aria-live="off">
      {statsRows(stats, t).map((row) => (
        <div key={row.id} data-stat={row.id}>
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
      <div data-stat="quality">
        <dt>{t("quality")}</dt>
        <dd>{stats ? streamLabel(stats.quality, t) : t("unknown")}</dd>
      </div>
    </dl>
  );
}
