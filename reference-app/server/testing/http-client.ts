/**
 * HTTP helpers of the server's tests and benchmarks (no test runner needed): sign-in over real
 * HTTP, callers holding a cookie or a token, bracket-style queries.
 */
import { request as httpRequest } from "node:http";

/** Posts the sign-in form; returns the session cookie (`name=value`). */
export async function signIn(baseUrl: string, username: string, password = "demo"): Promise<string> {
  const response = await postSignIn(baseUrl, { username, password, redirect_to: "/" });
  const cookie = response.headers.get("set-cookie");
  if (response.status !== 303 || !cookie) throw new Error(`sign-in of ${username} failed with ${response.status}`);
  return cookie.split(";")[0] ?? "";
}

/** The sign-in form posted as a browser on the sign-in page would (same-origin `Origin`). */
export function postSignIn(
  baseUrl: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${baseUrl}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl, ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

/**
 * The sign-in form posted from another client address: any 127.0.0.x reaches a server on
 * 127.0.0.1 as a different IP (for the per-address limits). `headers` add to the form's (a `cookie`).
 */
export function postSignInFrom(
  localAddress: string,
  baseUrl: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${baseUrl}/auth/login`,
      {
        method: "POST",
        localAddress,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          origin: baseUrl,
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

export interface Caller {
  get(path: string, headers?: Record<string, string>): Promise<Answer>;
  send(
    method: "POST" | "PUT" | "DELETE",
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer>;
}

export interface Credentials {
  cookie?: string;
  /** Sent as `Authorization: Bearer`. */
  token?: string;
  /** The page the calls come from; default: the server's own origin (a portal page). */
  origin?: string | null;
}

/** A caller holding a cookie and/or a token. State changes carry `Origin` like a browser's. */
export function caller(baseUrl: string, credentials: Credentials = {}): Caller {
  const origin = credentials.origin === undefined ? baseUrl : credentials.origin;
  const call = async (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) => {
    const headers: Record<string, string> = {};
    if (credentials.cookie) headers.cookie = credentials.cookie;
    if (credentials.token) headers.authorization = `Bearer ${credentials.token}`;
    if (method !== "GET" && origin !== null) headers.origin = origin;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...headers, ...extra },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      // not JSON (a page): kept as text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
  return {
    get: (path, headers) => call("GET", path, undefined, headers),
    send: (method, path, body, headers) => call(method, path, body, headers),
  };
}

/** Bracket-style query string, as the widgets' API client builds it. */
export function query(params: Record<string, string | number | (string | number)[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const item of value) search.append(`${key}[]`, String(item));
    else search.append(key, String(value));
  }
  return `?${search.toString()}`;
}
