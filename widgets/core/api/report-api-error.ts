import { toApiError, type ApiError } from "./api-error";
import { report } from "../report/report";
import type { VmsErrorReport } from "../report/report-types";

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
 * being done ("unit detail could not be loaded"); level `error` unless told (`warn`: a fallback is
 * used).
 */
export function reportApiError(
  thrown: unknown,
  what: string,
  extra: Partial<Pick<VmsErrorReport, "level" | "widget" | "context">> = {},
): void {
  const error = toApiError(thrown);
  if (isExpectedApiError(error)) return;
  report({
    level: extra.level ?? "error",
    code: `api.${error.code as "network" | "timeout" | "http" | "schema"}`,
    message: `${what}: ${error.message}`,
    error,
    widget: extra.widget,
    context: { path: error.path, status: error.status, ...extra.context },
  });
}
