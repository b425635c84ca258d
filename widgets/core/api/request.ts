import * as z from "zod";
import { $config } from "../config/config-store";
import { ApiError, toApiError } from "./api-error";
import { toQueryString, type QueryValue } from "./query";

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Use this URL as is instead of `apiBaseUrl + path`. */
  absolute?: boolean;
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

function statusError(status: number, message: string, path: string): ApiError {
  if (status === 401) return new ApiError("auth", message || "Unauthorized", status, path);
  if (status === 403) return new ApiError("forbidden", message || "Forbidden", status, path);
  return new ApiError("http", message || `HTTP ${status}`, status, path);
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

/**
 * The one way the library calls its API: credentials included, the response parsed by `schema`.
 * Resolves with the parsed value or rejects with an `ApiError` (`network`, `http`, `schema`, `auth`,
 * `forbidden`, `aborted`).
 */
export async function request<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const { token } = $config.get();
  const url = options.absolute
    ? `${path}${options.query ? toQueryString(options.query) : ""}`
    : apiUrl(path, options.query);
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? "GET",
      credentials: "include",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    throw toApiError(error, path);
  }
  const body = await readJson(response, path).catch((error: unknown) => {
    if (response.ok) throw error;
    return null;
  });
  if (!response.ok) {
    const error = statusError(response.status, errorMessage(body), path);
    if (error.code === "auth") for (const listener of authListeners) listener(error);
    throw error;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(
      "schema",
      `Invalid response from ${path}:\n${z.prettifyError(parsed.error)}`,
      response.status,
      path,
    );
  }
  return parsed.data;
}
