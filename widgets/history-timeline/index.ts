import "./history-timeline.catalogue";

export { HistoryTimeline, type HistoryTimelineProps } from "./history-timeline";
export { historyTimelineSpec } from "./history-timeline.spec";
