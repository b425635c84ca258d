import { $config } from "../config/config-store";
import type { VmsErrorReport } from "./report-types";

/**
 * The library's one error reporter: every failure it logs comes here, with a level and a stable
 * code. It logs once to the console, tagged `[vms-widgets]` (the only place that does), then hands
 * the report to the host's `onError` hook; a hook that throws never breaks the widget.
 * API failures: `reportApiError` (./report-api).
 */
export function report(entry: VmsErrorReport): void {
  // An API failure's message carries its error's message: the console gets no second copy.
  const tail = entry.error === undefined || entry.code.startsWith("api.") ? [] : [entry.error];
  console[entry.level](`[vms-widgets] ${entry.message} (${entry.code})`, ...tail);
  try {
    $config.get().onError?.(entry);
  } catch (error) {
    console.error("[vms-widgets] the onError hook threw", error);
  }
}
