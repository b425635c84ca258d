/**
 * Test support for unit tests in widgets/ (never imported by library code, not in the build):
 * one fake API — a real HTTP server on a free port whose answers each test sets per path — and
 * the envelope helpers `ok()` / `rejection()`. Widgets' calls go through the real client
 * (`callApi` → `fetch`) to it, so parsing, errors and retries are what they are in a browser.
 *
 * @example
 * const api = await fakeApi();                 // configures apiBaseUrl (fileFakeApi() also resets and closes it)
 * api.reply("/api/vms/search", ok({ results: [], meta: { count: 0, took: 1 } }));
 * api.reply("/api/vms/user_info", rejection(401, "Sign in"));
 * …
 * afterAll(() => api.close());
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach } from "vitest";
import { $config, configure } from "../config/config-store";
import { ConfigSchema } from "../config/config-schema";

/** What a path answers: a status and a body (text), optionally after a delay. */
export interface Reply {
  status: number;
  body: string;
  delayMs?: number;
}

/** One call the fake API received. */
export interface Received {
  method: string;
  path: string;
  /** The decoded query string, e.g. `q=*&filter[indices][]=live_units`. */
  query: string;
  authorization: string | undefined;
  body: string;
}

/** `{ status: 200, statusMessage: "OK", data }`: a successful answer of the API contract. */
export function ok(data: unknown, delayMs?: number): Reply {
  return { status: 200, body: JSON.stringify({ status: 200, statusMessage: "OK", data }), delayMs };
}

const MESSAGES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/** An error answer in the contract's envelope: `{ status, statusMessage, data: null, error }`. */
export function rejection(status: number, error = MESSAGES[status] ?? "Error", code?: string): Reply {
  return {
    status,
    body: JSON.stringify({
      status,
      statusMessage: MESSAGES[status] ?? "Error",
      data: null,
      error,
      ...(code ? { code } : {}),
    }),
  };
}

export interface FakeApi {
  /** The server's base URL (already configured as `apiBaseUrl`). */
  readonly url: string;
  /** Every call received, oldest first. */
  readonly calls: Received[];
  /** Sets what `path` answers (a reply, a list answered in turn — the last repeats — or a function). */
  reply(path: string, answer: Reply | Reply[] | ((call: Received) => Reply)): void;
  /** Forgets the answers and the calls. */
  reset(): void;
  close(): Promise<void>;
}

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => resolve(body));
  });
}

/**
 * Starts a fake API and configures the library to call it. Unknown paths answer 404. CORS
 * preflights (OPTIONS) are answered here, neither recorded nor taking a queued reply.
 */
export async function fakeApi(): Promise<FakeApi> {
  const answers = new Map<string, Reply[] | ((call: Received) => Reply)>();
  const calls: Received[] = [];
  const server = createServer(async (request, response) => {
    // Browser-like environments (happy-dom) check CORS: allow the test page's origin.
    const cors = {
      "access-control-allow-origin": request.headers.origin ?? "*",
      "access-control-allow-credentials": "true",
      "access-control-allow-headers": "authorization, content-type, accept",
      "access-control-allow-methods": "GET, POST, PUT, DELETE",
    };
    // A preflight is the fake API's own business: it is not a call, and the replies queued for
    // the path are left for the call it announces.
    if (request.method === "OPTIONS") {
      request.resume();
      response.writeHead(204, cors).end();
      return;
    }
    const [path = "", query = ""] = (request.url ?? "").split("?");
    const call: Received = {
      method: request.method ?? "GET",
      path,
      query: decodeURIComponent(query),
      authorization: request.headers.authorization,
      body: await read(request),
    };
    calls.push(call);
    const answer = answers.get(path);
    let reply: Reply = rejection(404, "No such path");
    if (typeof answer === "function") reply = answer(call);
    else if (answer && answer.length > 0) reply = (answer.length > 1 ? answer.shift() : answer[0]) ?? reply;
    setTimeout(() => {
      if (response.destroyed) return;
      response.writeHead(reply.status, { "content-type": "application/json", connection: "close", ...cors });
      response.end(reply.body);
    }, reply.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configure({ apiBaseUrl: url });
  return {
    url,
    calls,
    reply(path, answer) {
      answers.set(path, typeof answer === "function" ? answer : Array.isArray(answer) ? [...answer] : [answer]);
    },
    reset() {
      answers.clear();
      calls.length = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * Starts a fake API for this test file (configured as `apiBaseUrl`): its answers and calls are
 * forgotten after each test; after all of them it waits `settleMs` — stores stay mounted 1 s after
 * their last listener, computed ones chain that — so none calls out once the configuration is back
 * to its defaults, then closes. Store tests without React pass `settleMs: 0`.
 */
export async function fileFakeApi({ settleMs = 1100 }: { settleMs?: number } = {}): Promise<FakeApi> {
  const api = await fakeApi();
  afterEach(() => api.reset());
  afterAll(async () => {
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    defaultConfig();
    await api.close();
  });
  return api;
}

/** Puts the configuration back to its defaults (between tests). */
export function defaultConfig(): void {
  $config.set(ConfigSchema.parse({}));
}
