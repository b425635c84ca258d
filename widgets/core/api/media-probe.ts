import { usesHostToken } from "./auth-token";
import { authHeaders, resolveMediaUrl } from "./media-request";

/**
 * Whether a media file is ready (document 3 §7 "Media availability"): a plain GET on its URL, 200
 * meaning ready. Only the answer's status is read; the body is cancelled. Network errors and other
 * statuses answer false (the caller polls again). STYLE.md principle 5: only core/api calls fetch.
 */
export async function mediaReady(url: string, signal?: AbortSignal): Promise<boolean> {
  const absolute = resolveMediaUrl(url);
  try {
    const response = await fetch(absolute, {
      credentials: usesHostToken() ? "omit" : "include",
      headers: await authHeaders(absolute),
      signal,
    });
    void response.body?.cancel().catch(() => undefined);
    return response.status === 200;
  } catch {
    return false;
  }
}
