import { $config } from "../config/config-store";
import { report } from "../report/report";

/** Analytics event names of the specification. */
export type AnalyticsEvent = "map_marker_click" | "map_type_change" | "history_page_load";

/** Sends an event through the configured analytics hook; a failing hook never breaks a widget. */
export function track(name: AnalyticsEvent, properties: Record<string, unknown> = {}): void {
  const hook = $config.get().analytics;
  if (!hook) return;
  try {
    hook(name, properties);
  } catch (error) {
    report({ level: "error", code: "hook.analytics", message: "the analytics hook threw", error });
  }
}
