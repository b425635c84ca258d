import type { EventMapOf, JsxOf, TagMapOf } from "../ui/element/element-types";
import { registerWidget } from "../ui/element/register-widget";
import { HistoryTimeline } from "./history-timeline";
import type { historyTimelineSpec } from "./history-timeline.spec";

/** `<vms-history-timeline>`, registered on import. API: docs/widgets/vms-history-timeline.md. */
export const HistoryTimelineElement = registerWidget(HistoryTimeline);
export interface HistoryTimelineElement extends InstanceType<typeof HistoryTimelineElement> {}

declare global {
  interface HTMLElementTagNameMap extends TagMapOf<typeof historyTimelineSpec, HistoryTimelineElement> {}
  interface GlobalEventHandlersEventMap extends EventMapOf<typeof historyTimelineSpec> {}
}
declare module "react" {
  namespace JSX {
    interface IntrinsicElements extends JsxOf<typeof historyTimelineSpec, HistoryTimelineElement> {}
  }
}
