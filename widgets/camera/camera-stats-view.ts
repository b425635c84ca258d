import { addSheet } from "../ui/shadow/sheets";
import "./camera-stats.catalogue";
import css from "./camera-stats.css?inline";
import type { QualityChoice } from "../core/video";
import type { StatsRenderer } from "./camera-view";

// The statistics overlay of `<vms-camera stats>`: its rows, the quality choice and their rules
// (camera-stats.css), loaded by `import()` only with `stats` (issue 8: the tag's size).

const QUALITIES: [QualityChoice, string][] = [
  ["auto", "camera:qualityAuto"],
  ["main", "camera:qualityMain"],
  ["sub", "camera:qualitySub"],
];

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
  const none = t("camera:unknown");
  const unit = (value: number | null | undefined, suffix: string) => (value == null ? none : `${value} ${suffix}`);
  select.replaceChildren(
    ...QUALITIES.map(([value, key]) => {
      const option = document.createElement("option");
      option.value = value;
      option.textContent = t(key);
      return option;
    }),
  );
  select.value = quality;
  select.setAttribute("aria-label", t("camera:quality"));
  list.setAttribute("aria-label", t("camera:stats"));
  list.replaceChildren(
    ...row(t("camera:transport"), stats ? (stats.transport === "webrtc" ? "WebRTC" : "HLS") : none),
    ...row(t("camera:resolution"), stats?.width && stats.height ? `${stats.width}×${stats.height}` : none),
    ...row(t("camera:frameRate"), unit(stats?.fps, "fps")),
    ...row(t("camera:bitRate"), unit(stats?.bitrateKbps, "kbit/s")),
    ...row(t("camera:latency"), unit(stats?.latencyMs, "ms")),
    ...row(t("camera:firstFrame"), unit(stats?.firstFrameMs, "ms")),
    ...row(t("camera:quality"), select),
  );
};
