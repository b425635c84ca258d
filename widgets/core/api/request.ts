import * as z from "zod/mini";
import { $config } from "../config/config-store";
import { ApiError, refusalDetails, statusError, toApiError } from "./api-error";
import { bearerToken, retriesWithFreshToken, usesHostToken } from "./auth-token";
import { toQueryString, type QueryValue } from "./query";

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Use this URL as is instead of `apiBaseUrl + path`. */
  absolute?: boolean;
  /** Fail with `timeout` after this many milliseconds (default: the configured `requestTimeoutMs`). */
  timeoutMs?: number;
  /** Let the call outlive the page (sent during unload, e.g. a stream check-out). */
  keepalive?: boolean;
}

type Listener = (error: ApiError) => void;
const authListeners = new Set<Listener>();

/** Called with every `auth` error (401): the session store uses it to show the expired-session modal. */
export function onAuthError(listener: Listener): () => void {
  authListeners.add(listener);
  return () => authListeners.delete(listener);
}

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  return `${$config.get().apiBaseUrl}${path}${query ? toQueryString(query) : ""}`;
}

async function readJson(response: Response, path: string): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError("schema", "Response is not JSON", response.status, path);
  }
}

function errorMessage(body: unknown): string {
  if (body && typeof body === "object") {
    const record = body as Record<string, unknown>;
    for (const key of ["error", "statusMessage", "message"]) {
      if (typeof record[key] === "string" && record[key]) return record[key];
    }
  }
  return "";
}

/** The caller's signal and a timeout in one; `timedOut()` tells which one fired. */
function deadline(signal: AbortSignal | undefined, ms: number) {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new DOMException("timeout", "TimeoutError")), ms);
  const combined = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;
  return { signal: combined, timedOut: () => timeout.signal.aborted, done: () => clearTimeout(timer) };
}

async function send(
  url: string,
  path: string,
  options: RequestOptions,
  signal: AbortSignal,
  token: string | undefined,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(url, {
      method: options.method ?? "GET",
      // A host's token authenticates by itself: no cookie rides along (and CORS needs no credentials).
      credentials: usesHostToken() ? "omit" : "include",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    throw toApiError(error, path);
  }
}

/**
 * The one way the library calls its API (`callApi` builds on it): the session cookie or a bearer
 * token (`token`; `getToken`, asked once more after a 401; or, on a page of another origin than the
 * API signed in by the session cookie, the token of `tokenUrl`), a timeout, the response parsed
 * by `schema`. Resolves with the parsed value or rejects with an `ApiError` (`network`, `timeout`,
 * `http`, `schema`, `auth`, `forbidden`, `aborted`).
 */
export async function request<S extends z.core.$ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const url = options.absolute
    ? `${path}${options.query ? toQueryString(options.query) : ""}`
    : apiUrl(path, options.query);
  const limit = deadline(options.signal, options.timeoutMs ?? $config.get().requestTimeoutMs);
  try {
    let response = await send(url, path, options, limit.signal, await bearerToken());
    if (response.status === 401 && retriesWithFreshToken()) {
      response = await send(url, path, options, limit.signal, await bearerToken({ fresh: true }));
    }
    const body = await readJson(response, path).catch((error: unknown) => {
      if (response.ok) throw error;
      return null;
    });
    if (!response.ok) {
      const error = statusError(
        response.status,
        errorMessage(body),
        path,
        refusalDetails(body, response.headers.get("Retry-After")),
      );
      if (error.code === "auth") for (const listener of authListeners) listener(error);
      throw error;
    }
    const parsed = z.safeParse(schema, body);
    if (!parsed.success) {
      throw new ApiError(
        "schema",
        `Invalid response from ${path}:\n${z.prettifyError(parsed.error)}`,
        response.status,
        path,
      );
    }
    return parsed.data;
  } catch (error) {
    if (limit.timedOut()) throw new ApiError("timeout", `No answer within the time limit`, undefined, path);
    throw toApiError(error, path);
  } finally {
    limit.done();
  }
}
