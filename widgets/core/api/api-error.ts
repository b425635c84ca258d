/** Why a call failed. */
export type ApiErrorCode = "network" | "http" | "schema" | "auth" | "forbidden" | "aborted";

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
