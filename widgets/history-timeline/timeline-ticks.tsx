import { formatTime } from "../core/time/zoned-time";
import { ticksIn, type TimelineView } from "./timeline-geometry";

interface Props {
  view: TimelineView;
  width: number;
  tz: string;
  locale: string;
}

/**
 * The timeline's ticks (document 2 §2): one a minute, a major one every ten, labelled in the
 * location's zone every 10 minutes when there is room, else every 30 or 60.
 */
export function TimelineTicks({ view, width, tz, locale }: Props) {
  const ticks = width > 0 ? ticksIn(view, width) : [];
  const majorGap = (width / view.span) * 600_000;
  const labelEvery = majorGap >= 64 ? 10 : majorGap >= 24 ? 30 : 60;
  const labelled = (time: number) => Math.round(time / 60_000) % labelEvery === 0;
  return ticks.map((tick) => (
    <span key={tick.time} className={tick.major ? "tick major" : "tick"} style={{ left: tick.x }}>
      {tick.major && labelled(tick.time) && <span className="tick-label">{formatTime(tick.time, tz, locale)}</span>}
    </span>
  ));
}
