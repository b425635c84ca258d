import { sql } from "kysely";
import { isPostgres, type QueryDb } from "../db/query-layer";

/** Sessions, users and their rights, partner keys: every query of auth/ (issue 20), on both engines. */

export interface SessionRow {
  tokenHash: string;
  userId: number;
  createdAt: number;
  expiresAt: number;
}

/** Stores a session; expired sessions go as new ones come. */
export async function insertSession(db: QueryDb, row: SessionRow): Promise<void> {
  await db.deleteFrom("sessions").where("expires_at", "<=", row.createdAt).execute();
  await db
    .insertInto("sessions")
    .values({ token_hash: row.tokenHash, user_id: row.userId, created_at: row.createdAt, expires_at: row.expiresAt })
    .execute();
}

/** The user of a live session (by the hash of its cookie), or null. */
export async function liveSessionUser(db: QueryDb, tokenHash: string, now: number): Promise<number | null> {
  const row = await db
    .selectFrom("sessions")
    .select("user_id")
    .where("token_hash", "=", tokenHash)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Whether session `id` is live and belongs to `userId`. */
export async function sessionIsLive(db: QueryDb, id: string, userId: number, now: number): Promise<boolean> {
  const row = await db
    .selectFrom("sessions")
    .select(sql<number>`1`.as("live"))
    .where("token_hash", "=", id)
    .where("user_id", "=", userId)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteSession(db: QueryDb, id: string): Promise<void> {
  await db.deleteFrom("sessions").where("token_hash", "=", id).execute();
}

/** The stored user row (JSON columns still text), or undefined. */
export async function userById(db: QueryDb, id: number) {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function userIdByUsername(db: QueryDb, username: string): Promise<number | null> {
  const row = await db.selectFrom("users").select("id").where("username", "=", username).executeTakeFirst();
  return row?.id ?? null;
}

export async function usernameById(db: QueryDb, id: number): Promise<string | null> {
  const row = await db.selectFrom("users").select("username").where("id", "=", id).executeTakeFirst();
  return row?.username ?? null;
}

/** What a password is checked against. */
export async function credentialByUsername(db: QueryDb, username: string) {
  return db
    .selectFrom("users")
    .select(["id", "password_salt", "password_hash"])
    .where("username", "=", username)
    .executeTakeFirst();
}

/** The user's feature flags (JSON text), or null for an unknown user. */
export async function userFlagsText(db: QueryDb, userId: number): Promise<string | null> {
  const row = await db.selectFrom("users").select("flags").where("id", "=", userId).executeTakeFirst();
  return row?.flags ?? null;
}

/** A user's clients with their per-client rights, by client id. */
export async function userClientRights(db: QueryDb, userId: number) {
  return db
    .selectFrom("user_clients")
    .select(["client_id", "stream", "request_video"])
    .where("user_id", "=", userId)
    .orderBy("client_id")
    .execute();
}

/**
 * The feature flags (JSON text) and readable clients of several users at once (the sockets' access
 * re-check, realtime/sockets.ts): users not found are absent.
 */
export async function usersFlagsAndClients(db: QueryDb, userIds: readonly number[]) {
  if (userIds.length === 0) return { users: [], clients: [] };
  const users = await db.selectFrom("users").select(["id", "flags"]).where("id", "in", userIds).execute();
  const clients = await db
    .selectFrom("user_clients")
    .select(["user_id", "client_id"])
    .where("user_id", "in", userIds)
    .orderBy("user_id")
    .orderBy("client_id")
    .execute();
  return { users, clients };
}

/** A user's rights on single cameras (`kind`: stream or request_video), by camera id. */
export async function userEntityRights(db: QueryDb, userId: number) {
  return db
    .selectFrom("user_entities")
    .select(["camera_id", "kind"])
    .where("user_id", "=", userId)
    .orderBy("camera_id")
    .execute();
}

/** Whether any of these clients has regions. */
export async function anyRegionOf(db: QueryDb, clientIds: readonly number[]): Promise<boolean> {
  if (clientIds.length === 0) return false;
  const row = await db
    .selectFrom("regions")
    .select(sql<number>`1`.as("found"))
    .where("client_id", "in", clientIds)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Clients by id, ordered by name (byte order on both engines), then id. */
export async function clientsByIds(db: QueryDb, ids: readonly number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom("clients")
    .select(["id", "name"])
    .where("id", "in", ids)
    .orderBy(isPostgres(db) ? sql`name collate "C"` : sql`name`)
    .orderBy("id")
    .execute();
}

/** The user of a seeded partner API key (by its hash), or null. */
export async function partnerKeyUser(db: QueryDb, keyHash: string): Promise<number | null> {
  const row = await db
    .selectFrom("partner_api_keys")
    .select("user_id")
    .where("key_hash", "=", keyHash)
    .executeTakeFirst();
  return row?.user_id ?? null;
}
