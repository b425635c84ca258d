import type { FastifyReply } from "fastify";
import type { ErrorCode } from "../../../widgets/core/schemas/error-codes";

export const STATUS_MESSAGES: Record<number, string> = {
  200: "OK",
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  414: "URI Too Long",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/**
 * What a refusal may add to the error envelope: a stable `code` clients choose their text by, and
 * `retryAfterS` (also sent as `Retry-After`, which cross-origin pages cannot read).
 */
export interface ErrorExtras {
  code?: ErrorCode;
  retryAfterS?: number;
}

/** An error a handler throws; the error handler turns it into the error envelope. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extras: ErrorExtras = {},
  ) {
    super(message);
  }
}

export const unauthorized = (message = "Not signed in", code: ErrorCode = "no_credentials"): HttpError =>
  new HttpError(401, message, { code });
export const forbidden = (message = "You do not have access to this client", code?: ErrorCode): HttpError =>
  new HttpError(403, message, code ? { code } : {});
export const notFound = (message = "Not found"): HttpError => new HttpError(404, message);

/** `{ status: 200, statusMessage: "OK", data }` */
export function ok<T>(data: T): { status: 200; statusMessage: string; data: T } {
  return { status: 200, statusMessage: "OK", data };
}

/** Sends a body whose `data` is already serialised JSON text (large, prebuilt answers). */
export function sendRawData(reply: FastifyReply, dataJson: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(`{"status":200,"statusMessage":"OK","data":${dataJson}}`);
}

/** `{ status, statusMessage, data: null, error }` with the same HTTP status (and `code`, `retryAfterS` when given). */
export function errorBody(status: number, error: string, extras: ErrorExtras = {}) {
  return { status, statusMessage: STATUS_MESSAGES[status] ?? "Error", data: null, error, ...extras };
}

/** Sends a refusal with its extras; `Retry-After` when `retryAfterS` is given. */
export function sendRefusal(
  reply: FastifyReply,
  status: number,
  error: string,
  extras: ErrorExtras = {},
): FastifyReply {
  if (extras.retryAfterS !== undefined) void reply.header("retry-after", String(extras.retryAfterS));
  return reply.status(status).send(errorBody(status, error, extras));
}
