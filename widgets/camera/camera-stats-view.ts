import { addSheet } from "../ui/shadow/sheets";
import css from "./camera-stats.css?inline";
import { QUALITY_OPTIONS, statsRows } from "../core/video/stats-rows";
import type { StatsRenderer } from "./camera-view";

// The statistics overlay of `<vms-camera stats>`: the rows of core/video/stats-rows (the same as the
// stream page's and the mosaic tiles'), the quality choice and their rules (camera-stats.css), loaded
// by `import()` only with `stats` (issue 8: the tag's size).

function row(term: string, value: string | Node): Node[] {
  const dt = document.createElement("dt");
  dt.textContent = term;
  const dd = document.createElement("dd");
  dd.append(value);
  return [dt, dd];
}

/** Fills the `stats` part (a `<dl>`) from the engine's figures, with the `quality` choice last. */
export const renderStats: StatsRenderer = ({ stats: list, quality: select }, { stats, quality }, t) => {
  const root = list.getRootNode();
  if (root instanceof ShadowRoot) addSheet(root, css);
  select.replaceChildren(
    ...QUALITY_OPTIONS.map(({ value, key }) => {
      const option = document.createElement("option");
      option.value = value;
      option.textContent = t(key);
      return option;
    }),
  );
  select.value = quality;
  select.setAttribute("aria-label", t("videoStats:quality"));
  list.setAttribute("aria-label", t("videoStats:stats"));
  list.replaceChildren(
    ...statsRows(stats, t).flatMap((r) => row(r.term, r.value)),
    ...row(t("videoStats:quality"), select),
  );
};
