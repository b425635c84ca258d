/** Why a call failed. */
export type ApiErrorCode = "network" | "timeout" | "http" | "schema" | "auth" | "forbidden" | "aborted";

/**
 * Why the server refused, when its error body says (a stable `code`, e.g. `clip_jobs_per_user`,
 * `clip_seconds_per_hour`, `stream_sessions_per_user`, `encoder_budget`), and when to try again.
 */
export interface RefusalDetails {
  reason?: string;
  /** Seconds to wait (`retryAfterS` of the body, else the `Retry-After` header). */
  retryAfterS?: number;
}

/** The only error the data layer throws or stores. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** The server's reason code of a refusal, when it gave one. */
  readonly reason?: string;
  /** Seconds until trying again may succeed, when the server said. */
  readonly retryAfterS?: number;
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    /** HTTP status when there was one. */
    readonly status?: number,
    /** The path that was called. */
    readonly path?: string,
    details: RefusalDetails = {},
  ) {
    super(message);
    Object.assign(this, details);
  }
}

/** The reason code and wait of an error body (`{ error, code?, retryAfterS? }`) and its `Retry-After` header. */
export function refusalDetails(body: unknown, retryAfterHeader: string | null): RefusalDetails {
  const { code, retryAfterS } = (body ?? {}) as { code?: unknown; retryAfterS?: unknown };
  const wait = typeof retryAfterS === "number" ? retryAfterS : Number(retryAfterHeader ?? NaN);
  return { ...(typeof code === "string" && { reason: code }), ...(wait >= 0 && { retryAfterS: wait }) };
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export function toApiError(value: unknown, path?: string): ApiError {
  if (isApiError(value)) return value;
  if (value instanceof DOMException && value.name === "AbortError")
    return new ApiError("aborted", "aborted", undefined, path);
  return new ApiError("network", value instanceof Error ? value.message : String(value), undefined, path);
}

/**
 * Worth trying again by itself: the network, a timeout, a server error (5xx) or too many requests.
 * Not a refusal (auth, forbidden), bad data (schema) or a cancelled call.
 */
export function isTransient(error: ApiError): boolean {
  if (error.code === "network" || error.code === "timeout") return true;
  return error.code === "http" && (error.status === undefined || error.status >= 500 || error.status === 429);
}
