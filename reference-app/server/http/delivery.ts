import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import { constants } from "node:zlib";

/** A content-hashed file name as rollup writes it: `name-[hash].ext`, the hash 8+ base64url characters. */
const HASHED = /-([A-Za-z0-9_-]{8,})\.[a-z0-9]+$/;

/**
 * Whether a file name carries a content hash: the part after the last `-` is 8 or more base64url
 * characters and holds a digit or a capital (kebab-case words never do), e.g. `map-Bx3k_9Qa.js`.
 */
export function isHashedFile(path: string): boolean {
  const hash = HASHED.exec(path.slice(path.lastIndexOf("/") + 1))?.[1];
  return hash !== undefined && /[0-9A-Z]/.test(hash);
}

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";

/** Cache-Control of a static file: hashed files never change; everything else is revalidated. */
export const cacheControlFor = (path: string): string => (isHashedFile(path) ? IMMUTABLE : REVALIDATE);

/**
 * Compression of every answer over 1 KiB (@fastify/compress): brotli when the client takes it,
 * else gzip. Brotli quality 5 keeps on-the-fly compression cheap (about 1 MB of JavaScript in
 * ~10 ms, streamed through zlib's thread pool), at ~5 % more bytes than the slow maximum.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
