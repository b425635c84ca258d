import { isApiError, toApiError, type ApiError } from "../api/api-error";
import { $config } from "../config/config-store";
import type { VmsErrorReport } from "./report-types";

/**
 * The library's one error reporter: every failure it logs comes here, with a level and a stable
 * code. It logs once to the console, tagged `[vms-widgets]` (the only place that does), then hands
 * the report to the host's `onError` hook; a hook that throws never breaks the widget.
 */
export function report(entry: VmsErrorReport): void {
  // An ApiError says nothing more than its message, which the report's message carries.
  const tail = entry.error === undefined || isApiError(entry.error) ? [] : [entry.error];
  console[entry.level](`[vms-widgets] ${entry.message} (${entry.code})`, ...tail);
  const hook = $config.get().onError;
  if (!hook) return;
  try {
    hook(entry);
  } catch (error) {
    console.error("[vms-widgets] the onError hook threw", error);
  }
}

/**
 * Expected states, not failures: signed out or a token refused (401), no rights (403), not found
 * (404), a cancelled call. The widget shows them; nothing is reported.
 */
export function isExpectedApiError(error: ApiError): boolean {
  return error.code === "aborted" || error.code === "auth" || error.code === "forbidden" || error.status === 404;
}

/**
 * Reports a failed API call as `api.<code>` (`api.network`, `api.timeout`, `api.http`,
 * `api.schema`), unless it is an expected state (see `isExpectedApiError`). `what` says what was
 * being done ("unit detail could not be loaded"); level `error` unless told (`warn`: a fallback is used).
 */
export function reportApiError(
  thrown: unknown,
  what: string,
  extra: Partial<Pick<VmsErrorReport, "level" | "widget" | "context">> = {},
): void {
  const error = toApiError(thrown);
  if (isExpectedApiError(error)) return;
  const code = error.code as "network" | "timeout" | "http" | "schema";
  report({
    level: extra.level ?? "error",
    code: `api.${code}`,
    message: `${what}: ${error.message}`,
    error,
    widget: extra.widget,
    context: { path: error.path, status: error.status, ...extra.context },
  });
}
