import { addSheet } from "../ui/shadow/sheets";
import panelCss from "../ui/styles/stats-panel.css?inline";
import css from "./camera-stats.css?inline";
import { CAMERA_STATS_THEME_CSS } from "./camera-stats-theme.generated";
import { QUALITY_OPTIONS, statsRows } from "../core/video/stats-rows";
import type { StatsRenderer } from "./camera-view";

// The statistics panel of `<vms-camera stats>`, below the picture, never over it (issue 21): the rows
// of core/video/stats-rows in the stream page's panel (ui/styles/stats-panel.css, the same markup as
// ui/video/stats-figures.tsx), with the quality choice last; loaded by `import()` only with `stats`
// (issue 8: the tag's size).

interface Row {
  id: string;
  term: string;
  value: string | Node;
}

function rowElement({ id, term, value }: Row): HTMLElement {
  const div = document.createElement("div");
  div.dataset.stat = id;
  div.append(document.createElement("dt"), document.createElement("dd"));
  return updateRow(div, { id, term, value });
}

/** Sets a row's texts where they changed: the figures change every second, the quality choice stays put (and focused). */
function updateRow(div: HTMLElement, { term, value }: Row): HTMLElement {
  const [dt, dd] = [div.firstElementChild!, div.lastElementChild!];
  if (dt.textContent !== term) dt.textContent = term;
  if (typeof value === "string") {
    if (dd.textContent !== value) dd.textContent = value;
  } else if (dd.firstChild !== value) dd.replaceChildren(value);
  return div;
}

/** Fills the `stats` part (a `<dl>`) from the engine's figures, with the `quality` choice last. */
export const renderStats: StatsRenderer = ({ stats: list, quality: select }, { stats, quality }, t) => {
  const root = list.getRootNode();
  if (root instanceof ShadowRoot) for (const sheet of [CAMERA_STATS_THEME_CSS, panelCss, css]) addSheet(root, sheet);
  const labels = QUALITY_OPTIONS.map(({ key }) => t(key));
  if ([...select.options].map((option) => option.text).join("\n") !== labels.join("\n"))
    select.replaceChildren(
      ...QUALITY_OPTIONS.map(({ value }, i) => {
        const option = document.createElement("option");
        option.value = value;
        option.textContent = labels[i]!;
        return option;
      }),
    );
  if (select.value !== quality) select.value = quality;
  select.setAttribute("aria-label", t("videoStats:quality"));
  list.setAttribute("aria-label", t("videoStats:stats"));
  const rows: Row[] = [...statsRows(stats, t), { id: "quality", term: t("videoStats:quality"), value: select }];
  const shown = [...list.children] as HTMLElement[];
  if (shown.length === rows.length && shown.every((div, i) => div.dataset.stat === rows[i]!.id))
    rows.forEach((row, i) => updateRow(shown[i]!, row));
  else list.replaceChildren(...rows.map(rowElement));
};
