import { registerWidget } from "../ui/element/register-widget";
import { HistoryTimeline } from "./history-timeline";

/** `<vms-history-timeline>`, registered on import. API: docs/widgets/vms-history-timeline.md. */
export const HistoryTimelineElement = registerWidget(HistoryTimeline);
export interface HistoryTimelineElement extends InstanceType<typeof HistoryTimelineElement> {}
