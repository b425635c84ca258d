import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import { contractCall, type ContractCallId, type ContractCallOf } from "../../../widgets/core/contract";
import { readQuery } from "./query";

type Parsed<S> = S extends z.core.$ZodType ? z.output<S> : undefined;

/** What a contract handler receives: the parsed path params, query and body of its call. */
export interface CallInput<I extends ContractCallId> {
  params: Parsed<ContractCallOf<I> extends { params: infer P } ? P : undefined>;
  query: Parsed<ContractCallOf<I> extends { query: infer Q } ? Q : undefined>;
  body: Parsed<ContractCallOf<I> extends { body: infer B } ? B : undefined>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The answer a handler gives: the response schema's input, or the reply when it sent one itself. */
export type CallAnswer<I extends ContractCallId> = z.input<ContractCallOf<I>["response"]> | FastifyReply;

/**
 * The path to register with Fastify (find-my-way). A parameter directly followed by a literal
 * colon needs a pattern, or the router takes the rest of the segment into the parameter.
 */
export function toFastifyPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)::/g, ":$1(^[^:/]+)::");
}

/**
 * Registers the route of contract call `id`: method and path from the table; params, query
 * (bracket-style arrays, see `readQuery`) and body parsed by its schemas before the handler runs
 * (a failure answers 400 through the app's error handler). Responses are checked by the server's
 * contract tests, not at run time.
 */
export function contractRoute<I extends ContractCallId>(
  app: FastifyInstance,
  id: I,
  handler: (input: CallInput<I>) => Promise<CallAnswer<I>> | CallAnswer<I>,
): void {
  const entry = contractCall(id) as ContractCallOf<I> & {
    params?: z.core.$ZodType;
    query?: z.core.$ZodType;
    body?: z.core.$ZodType;
  };
  app.route({
    method: entry.method,
    url: toFastifyPath(entry.path),
    handler: async (request, reply) => {
      const input = {
        params: entry.params ? z.parse(entry.params, request.params) : undefined,
        query: entry.query ? z.parse(entry.query, readQuery(request)) : undefined,
        body: entry.body ? z.parse(entry.body, request.body ?? {}) : undefined,
        request,
        reply,
      } as CallInput<I>;
      return handler(input);
    },
  });
}
