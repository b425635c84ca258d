import { HISTORY_CALLS } from "./history-calls";
import { SHELL_CALLS } from "./shell-calls";
import { STREAM_CALLS } from "./stream-calls";

export { call, fillPath, pathParamNames, PathIdSchema, QueryIdsSchema, toOpenApiPath } from "./contract-call";
export type { ContractCall } from "./contract-call";
export { HISTORY_CALLS, SHELL_CALLS, STREAM_CALLS };

/**
 * The API contract: every HTTP call of documents 1, 2 and 3, one file per document. Not part of the
 * library's public entry: the client calls by id, the reference server registers routes from it.
 */
export const CONTRACT = [...SHELL_CALLS, ...HISTORY_CALLS, ...STREAM_CALLS] as const;

export type ContractCallId = (typeof CONTRACT)[number]["id"];
export type ContractCallOf<I extends ContractCallId> = Extract<(typeof CONTRACT)[number], { id: I }>;

/** The call with this id. */
export function contractCall<I extends ContractCallId>(id: I): ContractCallOf<I> {
  const found = CONTRACT.find((c) => c.id === id);
  if (!found) throw new Error(`No contract call ${id}`);
  return found as ContractCallOf<I>;
}
