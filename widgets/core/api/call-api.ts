import type * as z from "zod/mini";
import { fillPath, type ContractCall } from "../contract/contract-call";
import type { QueryValue } from "./query";
import { request } from "./request";

type Input<S> = S extends z.core.$ZodType ? z.input<S> : never;

/**
 * URL text as the client writes it: ids are parsed from canonical decimal text on the server
 * (`PathIdSchema`), and the client may give them as numbers (they are written as text).
 */
type UrlInput<T> = T extends string
  ? T | number
  : T extends readonly (infer U)[]
    ? UrlInput<U>[]
    : T extends object
      ? { [K in keyof T]: UrlInput<T[K]> }
      : T;

/** What a call takes, from its contract entry: `params` when its path has some, `query`, `body`. */
export type CallOptions<C extends ContractCall> = (C extends { params: infer P }
  ? { params: UrlInput<Input<P>> }
  : unknown) &
  (C extends { query: infer Q } ? { query?: UrlInput<Input<Q>> } : unknown) &
  (C extends { body: infer B } ? { body: Input<B> } : unknown) & {
    signal?: AbortSignal;
    /** Fail with `timeout` after this many milliseconds (default: the configured `requestTimeoutMs`). */
    timeoutMs?: number;
    /** Let the call outlive the page (sent during unload, e.g. a stream check-out). */
    keepalive?: boolean;
  };

/** The parsed answer of a call (its response schema's output: the envelope). */
export type CallAnswer<C extends ContractCall> = z.output<C["response"]>;

/**
 * Calls the API by contract entry (`shell.liveUnitDetail`, from `core/contract/shell-calls.ts`, one
 * file per spec document): method and path from the entry, path parameters filled in, the answer
 * parsed by the entry's response schema. Errors are `ApiError`s (see `request`).
 *
 * @example
 * const { data } = await callApi(shell.liveUnitDetail, { params: { liveUnitId: 12 }, signal });
 */
export function callApi<C extends ContractCall>(call: C, options: CallOptions<C>): Promise<CallAnswer<C>> {
  const { params, query, body, signal, timeoutMs, keepalive } = options as {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    signal?: AbortSignal;
    timeoutMs?: number;
    keepalive?: boolean;
  };
  return request(params ? fillPath(call.path, params) : call.path, call.response as C["response"], {
    method: call.method,
    query,
    body,
    signal,
    timeoutMs,
    keepalive,
  });
}
