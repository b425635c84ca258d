import { createHash, randomBytes } from "node:crypto";
import type { QueryDb } from "../db/query-layer";
import { deleteSession, insertSession, liveSessionUser, sessionIsLive } from "./auth.queries";

export const SESSION_COOKIE = "vms_session";
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const hashOf = (token: string): string => createHash("sha256").update(token).digest("base64url");

/** The id of a session: the hash of its cookie value (what is stored; user tokens name it as `sid`). */
export const sessionId = hashOf;

/**
 * Creates a session row and returns the cookie value (only its hash is stored). Partner tokens get
 * a session of their own with the token's lifetime (`ttlMs`), never handed out as a cookie.
 * Sessions live in the database only, so every instance on it knows them.
 */
export async function createSession(
  db: QueryDb,
  userId: number,
  now = Date.now(),
  ttlMs = SESSION_TTL_MS,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await insertSession(db, { tokenHash: hashOf(token), userId, createdAt: now, expiresAt: now + ttlMs });
  return token;
}

/** The user id of a live session, or null. */
export function sessionUser(db: QueryDb, token: string, now = Date.now()): Promise<number | null> {
  return liveSessionUser(db, hashOf(token), now);
}

/** Whether session `id` is still live and belongs to `userId` (user tokens die with their session). */
export function isSessionLive(db: QueryDb, id: string, userId: number, now = Date.now()): Promise<boolean> {
  return sessionIsLive(db, id, userId, now);
}

/** Ends session `id` (the hash of its cookie, the `sid` of its tokens). */
export function endSession(db: QueryDb, id: string): Promise<void> {
  return deleteSession(db, id);
}
