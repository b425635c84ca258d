import type { Database } from "better-sqlite3";
import { createHash, randomBytes } from "node:crypto";

export const SESSION_COOKIE = "vms_session";
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const hashOf = (token: string): string => createHash("sha256").update(token).digest("base64url");

/** The id of a session: the hash of its cookie value (what is stored; user tokens name it as `sid`). */
export const sessionId = hashOf;

/**
 * Creates a session row and returns the cookie value (only its hash is stored). Partner tokens get
 * a session of their own with the token's lifetime (`ttlMs`), never handed out as a cookie.
 */
export function createSession(db: Database, userId: number, now = Date.now(), ttlMs = SESSION_TTL_MS): string {
  const token = randomBytes(32).toString("base64url");
  db.prepare("DELETE FROM sessions WHERE expires_at <= ?").run(now); // expired sessions go as new ones come
  db.prepare("INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)").run(
    hashOf(token),
    userId,
    now,
    now + ttlMs,
  );
  return token;
}

/** The two lookups every authenticated request makes, prepared once per database. */
const lookups = new WeakMap<Database, ReturnType<typeof prepareLookups>>();
const prepareLookups = (db: Database) => ({
  user: db.prepare("SELECT user_id FROM sessions WHERE token_hash = ? AND expires_at > ?").pluck(),
  live: db.prepare("SELECT 1 FROM sessions WHERE token_hash = ? AND user_id = ? AND expires_at > ?"),
});
const lookupsOf = (db: Database) => {
  let prepared = lookups.get(db);
  if (!prepared) lookups.set(db, (prepared = prepareLookups(db)));
  return prepared;
};

/** The user id of a live session, or null. */
export function sessionUser(db: Database, token: string, now = Date.now()): number | null {
  const row = lookupsOf(db).user.get(hashOf(token), now);
  return typeof row === "number" ? row : null;
}

/** Whether session `id` is still live and belongs to `userId` (user tokens die with their session). */
export function isSessionLive(db: Database, id: string, userId: number, now = Date.now()): boolean {
  return lookupsOf(db).live.get(id, userId, now) !== undefined;
}

/** Ends session `id` (the hash of its cookie, the `sid` of its tokens). */
export function endSession(db: Database, id: string): void {
  db.prepare("DELETE FROM sessions WHERE token_hash = ?").run(id);
}
