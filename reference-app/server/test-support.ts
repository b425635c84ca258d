/** Helpers for the server's own tests: sign in over real HTTP and call the API with the cookie. */
export async function signIn(baseUrl: string, username: string, password = "demo"): Promise<string> {
  const response = await fetch(`${baseUrl}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username, password, redirect_to: "/" }).toString(),
    redirect: "manual",
  });
  const cookie = response.headers.get("set-cookie");
  if (response.status !== 303 || !cookie) throw new Error(`sign-in of ${username} failed with ${response.status}`);
  return cookie.split(";")[0] ?? "";
}

export interface Caller {
  get(path: string): Promise<{ status: number; body: unknown }>;
  send(method: "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
}

/** A caller holding a session cookie (or nothing, for anonymous calls). */
export function caller(baseUrl: string, cookie?: string): Caller {
  const call = async (method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    // The server takes a cookie on POST/PUT/DELETE only from its own origin.
    headers.origin = baseUrl;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
  return { get: (path) => call("GET", path), send: (method, path, body) => call(method, path, body) };
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
