import type { ErrorHook, VmsErrorReport } from "./report-types";

/** Reads the host's hook; the config store points it at `configure({ onError })` when it loads. */
let readHook: () => ErrorHook | undefined = () => undefined;

/** Where `report` finds the host's `onError` (set once by `core/config`, which depends on this module). */
export function readErrorHookFrom(read: () => ErrorHook | undefined): void {
  readHook = read;
}

/**
 * The library's one error reporter: every failure it logs comes here, with a level and a stable
 * code. It logs once to the console, tagged `[vms-widgets]` (the only place that does), then hands
 * the report to the host's `onError` hook; a hook that throws never breaks the widget.
 * API failures: `reportApiError` (core/api/report-api-error).
 */
export function report(entry: VmsErrorReport): void {
  // An API failure's message carries its error's message: the console gets no second copy.
  const tail = entry.error === undefined || entry.code.startsWith("api.") ? [] : [entry.error];
  console[entry.level](`[vms-widgets] ${entry.message} (${entry.code})`, ...tail);
  try {
    readHook()?.(entry);
  } catch (error) {
    console.error("[vms-widgets] the onError hook threw", error);
  }
}
