import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod";
import { errorBody, HttpError, sendRefusal } from "./envelope";

const logged = new WeakSet<FastifyRequest>();

/** Logs a 5xx with its error (the logger is on at level `error` even when `LOG=0`). */
function logServerError(request: FastifyRequest, status: number, error?: unknown): void {
  logged.add(request);
  request.log.error({ err: error, method: request.method, url: request.url.slice(0, 500), status }, "server error");
}

const describe = (error: z.core.$ZodError): string =>
  error.issues.map((i) => `${i.path.join(".") || "request"}: ${i.message}`).join("; ");

/**
 * Router failures answered in the envelope like everything else: a parameter longer than the
 * router takes is a path that names nothing (404), a malformed URL a bad request (400).
 * Passed to `Fastify({ frameworkErrors })`.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") void reply.status(404).send(errorBody(404, "No such API route"));
  else void reply.status(400).send(errorBody(400, "Invalid request: malformed URL"));
}

/** A 4xx is the caller's mistake, not the server's: in the request log (`LOG=1`) only, never at level error. */
function logClientError(request: FastifyRequest, status: number, reason: string): void {
  request.log.info({ status, reason: reason.slice(0, 300) }, "request refused");
}

/**
 * The error envelope for everything thrown: `HttpError` as is, zod failures as 400 with the
 * problems listed, Fastify's own 4xx as they are, anything else 500. NUL characters anywhere in
 * the URL are refused before routing (SQLite and FTS5 do not take them). Every 5xx is logged at
 * level error, also when a handler set the status itself; a 4xx never is (level info).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if (/%00/i.test(request.url)) throw new HttpError(400, "Invalid request: the URL holds a NUL character");
  });

  // `$ZodError`: the contract's schemas are classic zod or zod/mini; both throw one.
  app.setErrorHandler((error: FastifyError | HttpError | z.core.$ZodError, request, reply) => {
    if (error instanceof z.core.$ZodError) {
      const message = `Invalid request: ${describe(error)}`;
      logClientError(request, 400, message);
      return reply.status(400).send(errorBody(400, message));
    }
    const status =
      error instanceof HttpError
        ? error.status
        : "statusCode" in error && typeof error.statusCode === "number" && error.statusCode >= 400
          ? error.statusCode
          : 500;
    if (status >= 500) logServerError(request, status, error);
    else logClientError(request, status, error.message);
    if (error instanceof HttpError) return sendRefusal(reply, status, error.message, error.extras);
    return reply.status(status).send(errorBody(status, status >= 500 ? "Internal server error" : error.message));
  });

  app.addHook("onResponse", async (request, reply) => {
    if (reply.statusCode >= 500 && !logged.has(request)) logServerError(request, reply.statusCode);
  });
}
