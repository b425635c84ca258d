/** Why a call failed. */
export type ApiErrorCode = "network" | "timeout" | "http" | "schema" | "auth" | "forbidden" | "aborted";

/** The only error the data layer throws or stores. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    /** HTTP status when there was one. */
    readonly status?: number,
    /** The path that was called. */
    readonly path?: string,
  ) {
    super(message);
  }
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
