import type { FastifyReply, FastifyRequest } from "fastify";
import { createReadStream, statSync } from "node:fs";

/** A single `bytes=` range of a file of `size` bytes: [start, end] inclusive, "unsatisfiable", or null (none). */
export function byteRange(header: string | undefined, size: number): [number, number] | "unsatisfiable" | null {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  let start: number;
  let end: number;
  if (match[1] === "") {
    // bytes=-N: the last N bytes.
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? "unsatisfiable" : [start, end];
}

/**
 * Sends an MP4 with byte ranges (`Accept-Ranges: bytes`, 206 for a `Range`, 416 when outside), so
 * a `<video>` can seek. The file must exist.
 */
export function sendVideoFile(request: FastifyRequest, reply: FastifyReply, path: string, cacheControl: string) {
  const size = statSync(path).size;
  const range = byteRange(request.headers.range, size);
  reply.type("video/mp4").header("accept-ranges", "bytes").header("cache-control", cacheControl);
  if (range === "unsatisfiable") return reply.status(416).header("content-range", `bytes */${size}`).send();
  if (range === null) return reply.header("content-length", size).send(createReadStream(path));
  const [start, end] = range;
  return reply
    .status(206)
    .header("content-range", `bytes ${start}-${end}/${size}`)
    .header("content-length", end - start + 1)
    .send(createReadStream(path, { start, end }));
}
