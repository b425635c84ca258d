import { toApiError, ApiError } from "./api-error";
import { resolveMediaUrl } from "./media-request";

/**
 * Fetches a presigned media file (a requested video) as a Blob, for a download with a chosen file
 * name (STYLE.md principle 5: only core/api calls fetch). Presigned URLs carry their own
 * authorisation: no credentials are sent. Rejects with an `ApiError` (network, or the HTTP status).
 */
export async function fetchMediaBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const absolute = resolveMediaUrl(url);
  let response: Response;
  try {
    response = await fetch(absolute, { credentials: "omit", signal });
  } catch (error) {
    throw toApiError(error, absolute);
  }
  if (!response.ok) throw new ApiError("http", `HTTP ${response.status}`, response.status, absolute);
  return response.blob();
}
