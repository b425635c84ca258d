import type { PlayerStats } from "./player-types";
import type { QualityChoice, StreamQuality } from "./quality";
import "./video-stats.catalogue";

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The quality choices with their labels' keys, in the order a menu lists them. */
export const QUALITY_OPTIONS: readonly { value: QualityChoice; key: string }[] = [
  { value: "auto", key: "videoStats:qualityAuto" },
  { value: "main", key: "videoStats:qualityMain" },
  { value: "sub", key: "videoStats:qualitySub" },
];

/** The label of a playing stream ('Main stream', 'Substream'). */
export function streamLabel(quality: StreamQuality, t: Translate): string {
  return t(quality === "main" ? "videoStats:qualityMain" : "videoStats:qualitySub");
}

/** One row of the Stats figures: its term and its value, as shown. */
export interface StatsRow {
  id: "transport" | "resolution" | "frameRate" | "bitRate" | "latency" | "firstFrame";
  term: string;
  value: string;
}

/**
 * The rows of the Stats figures from the engine's figures (`player.$stats`): transport (WebRTC/HLS),
 * resolution, frame rate, bit rate, latency and first-frame time; '–' where not known yet. One
 * place for `<vms-camera stats>`, the stream page and the mosaic tiles.
 */
export function statsRows(stats: PlayerStats | null, t: Translate): StatsRow[] {
  const none = t("videoStats:unknown");
  const unit = (value: number | null | undefined, suffix: string) => (value == null ? none : `${value} ${suffix}`);
  const row = (id: StatsRow["id"], value: string): StatsRow => ({ id, term: t(`videoStats:${id}`), value });
  return [
    row("transport", stats ? (stats.transport === "webrtc" ? "WebRTC" : "HLS") : none),
    row("resolution", stats?.width && stats.height ? `${stats.width}×${stats.height}` : none),
    row("frameRate", unit(stats?.fps, "fps")),
    row("bitRate", unit(stats?.bitrateKbps, "kbit/s")),
    row("latency", unit(stats?.latencyMs, "ms")),
    row("firstFrame", unit(stats?.firstFrameMs, "ms")),
  ];
}
