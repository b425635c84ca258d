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

/** The error of an HTTP status: 401 `auth`, 403 `forbidden`, others `http`; with the server's reason. */
export function statusError(status: number, message: string, path: string, details: RefusalDetails = {}): ApiError {
  if (status === 401) return new ApiError("auth", message || "Unauthorized", status, path, details);
  if (status === 403) return new ApiError("forbidden", message || "Forbidden", status, path, details);
  return new ApiError("http", message || `HTTP ${status}`, status, path, details);
}

/**
 * Why nobody is signed in, for an `auth` error: `missing` (no token, no session, or the token
 * provider gave none), `invalid` (a token the server refuses), `expired` (a token past its expiry,
 * after asking `getToken` once more). Null for other errors.
 */
export type AuthProblem = "missing" | "invalid" | "expired";

export function authProblem(error: ApiError | null | undefined): AuthProblem | null {
  if (error?.code !== "auth") return null;
  if (error.reason === "token_expired") return "expired";
  if (error.reason === "invalid_token") return "invalid";
  return "missing";
}

/** A state change refused because it carried only the session cookie from another origin (not a missing right). */
export function isCrossOriginRefusal(error: ApiError | null | undefined): boolean {
  return error?.code === "forbidden" && error.reason === "cross_origin_cookie";
}

/** The thing asked for does not exist (404). */
export function isNotFound(error: ApiError | null | undefined): boolean {
  return error?.code === "http" && error.status === 404;
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
