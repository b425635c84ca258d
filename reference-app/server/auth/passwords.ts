import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

const KEY_LENGTH = 32;

/** Hashes a password with scrypt and a fresh per-user salt (synchronous: for seeding only). */
export function hashPassword(password: string): { salt: string; hash: string } {
  const salt = randomBytes(16).toString("base64url");
  return { salt, hash: scryptSync(password, salt, KEY_LENGTH).toString("base64url") };
}

/**
 * The hashing thread: scrypt runs here, never on the event loop. It lowers its own scheduling
 * priority (Linux: nice 19 for this thread only), so under a flood of sign-ins the event loop keeps
 * the CPU it needs and other users' calls stay fast; on other systems it only runs off the loop.
 */
const HASH_THREAD = `
const { parentPort } = require("node:worker_threads");
const { scrypt } = require("node:crypto");
try {
  const tid = Number(require("node:fs").readlinkSync("/proc/thread-self").split("/").pop());
  require("node:os").setPriority(tid, 19);
} catch {}
parentPort.on("message", ({ id, password, salt, keyLength }) => {
  scrypt(password, salt, keyLength, (error, key) => parentPort.postMessage({ id, key: error ? null : key }));
});
`;

type Pending = { resolve: (key: Buffer) => void; reject: (error: Error) => void };
let thread: Worker | null = null;
const pending = new Map<number, Pending>();
let nextId = 1;

function hashThread(): Worker {
  if (thread) return thread;
  const worker = new Worker(HASH_THREAD, { eval: true });
  worker.on("message", ({ id, key }: { id: number; key: Uint8Array | null }) => {
    const entry = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    if (key) entry?.resolve(Buffer.from(key));
    else entry?.reject(new Error("scrypt failed"));
  });
  worker.on("error", (error) => {
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
    thread = null;
  });
  thread = worker;
  return worker;
}

/** scrypt on the hashing thread (the thread's own libuv pool is not the server's). */
const scryptOffLoop = (password: string, salt: string): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const id = nextId++;
    const worker = hashThread();
    pending.set(id, { resolve, reject });
    worker.ref(); // held while hashes are pending, released when none are (the process may exit)
    worker.postMessage({ id, password, salt, keyLength: KEY_LENGTH });
  });

/**
 * Runs at most `limit` tasks at once, the others wait in order. Hashing is CPU work: bounding it
 * leaves a core for the event loop, so a flood of sign-ins queues up instead of slowing every
 * other call.
 */
export function concurrencyLimit(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    // A finished task hands its slot straight to the next waiter, so `running` never overshoots.
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/** Hashes at once: one fewer than the cores (at least one). */
export const HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);
const limited = concurrencyLimit(HASH_CONCURRENCY);

/** Constant-time check of a password against its stored salt and hash, off the event loop. */
export async function verifyPassword(password: string, salt: string, hash: string): Promise<boolean> {
  const expected = Buffer.from(hash, "base64url");
  const actual = await limited(() => scryptOffLoop(password, salt));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A hash to compare against when the username is unknown, so both paths take the same time. */
export const DUMMY_CREDENTIAL = hashPassword("not-a-real-password");
