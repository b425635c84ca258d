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
};

/** An error a handler throws; the error handler turns it into the error envelope. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The machine-readable reason (`code` of the error body), when the status alone does not say it. */
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

export const unauthorized = (message = "Not signed in", code: ErrorCode = "no_credentials"): HttpError =>
  new HttpError(401, message, code);
export const forbidden = (message = "You do not have access to this client", code?: ErrorCode): HttpError =>
  new HttpError(403, message, code);
export const notFound = (message = "Not found"): HttpError => new HttpError(404, message);

/** `{ status: 200, statusMessage: "OK", data }` */
export function ok<T>(data: T): { status: 200; statusMessage: string; data: T } {
  return { status: 200, statusMessage: "OK", data };
}

/** Sends a body whose `data` is already serialised JSON text (large, prebuilt answers). */
export function sendRawData(reply: FastifyReply, dataJson: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(`{"status":200,"statusMessage":"OK","data":${dataJson}}`);
}

/** `{ status, statusMessage, data: null, error }` (and `code` when given) with the same HTTP status. */
export function errorBody(status: number, error: string, code?: ErrorCode) {
  return { status, statusMessage: STATUS_MESSAGES[status] ?? "Error", data: null, error, ...(code ? { code } : {}) };
}
