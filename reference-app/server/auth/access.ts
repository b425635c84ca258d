import type { FastifyRequest } from "fastify";
import * as z from "zod";
import {
  LANGUAGES,
  PermissionsSchema,
  ProductEntitlementsSchema,
  type Right,
  VIDEO_QUALITIES,
} from "../../../widgets/core/schemas";
import { forbidden, unauthorized } from "../http/envelope";
import { isSafeMethod, isSameOrigin } from "../http/origin";
import { isSessionLive, SESSION_COOKIE, sessionId, sessionUser } from "./sessions";
import { readUserToken } from "./tokens";
import type { QueryDb } from "../db/query-layer";
import { anyRegionOf, userById, userClientRights, userEntityRights, usersFlagsAndClients } from "./auth.queries";

const UserRowSchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  lvtc: z.number(),
  lvtu: z.number(),
  lvtr: z.string(),
  video_preference: z.string(),
  language: z.enum(LANGUAGES).catch("en"),
  video_quality: z.enum(VIDEO_QUALITIES).catch("auto"),
  time_zone: z.string(),
  permissions: z.string().transform((s) => PermissionsSchema.parse(JSON.parse(s))),
  entitlements: z.string().transform((s) => ProductEntitlementsSchema.parse(JSON.parse(s))),
  flags: z.string().transform((s) => z.array(z.string()).parse(JSON.parse(s))),
  all_clients: z.number(),
  stream_all: z.number(),
  request_video_all: z.number(),
});
export type UserRow = z.infer<typeof UserRowSchema>;

/** Who is calling and what they may read. */
export interface Access {
  user: UserRow;
  /** Clients the user may read, sorted. */
  clientIds: number[];
  canReadClient(clientId: number): boolean;
  stream: Right;
  requestVideo: Right;
  isMultiClient: boolean;
  hasRegions: boolean;
  /** The session the caller speaks through (what media URLs minted for it name as their grant), or null. */
  sessionId: string | null;
}

/** Whether `right` covers a client or any of the cameras. */
export function holds(right: Right, clientId: number, cameraIds: readonly number[]): boolean {
  if (right === "all") return true;
  return right.clients.includes(clientId) || cameraIds.some((id) => right.entities.includes(id));
}

/**
 * Reads the caller's user row and rights: on every authenticated request (rights are never cached,
 * so a change holds at once on every instance).
 */
export async function loadAccess(db: QueryDb, userId: number, sessionId: string | null = null): Promise<Access | null> {
  const raw = await userById(db, userId);
  if (raw === undefined) return null;
  const user = UserRowSchema.parse(raw);
  const rows = await userClientRights(db, userId);
  const entities = await userEntityRights(db, userId);
  const clientIds = rows.map((r) => r.client_id);
  const readable = new Set(clientIds);
  const right = (all: number, key: "stream" | "request_video"): Right =>
    all
      ? "all"
      : {
          clients: rows.filter((r) => r[key] === 1).map((r) => r.client_id),
          entities: entities.filter((e) => e.kind === key).map((e) => e.camera_id),
        };
  const hasRegions = await anyRegionOf(db, clientIds);
  return {
    user,
    clientIds,
    canReadClient: (id) => readable.has(id),
    stream: right(user.stream_all, "stream"),
    requestVideo: right(user.request_video_all, "request_video"),
    isMultiClient: clientIds.length > 1,
    hasRegions,
    sessionId,
  };
}

/** What a connected socket's rooms and namespaces depend on: the user's readable clients and flags. */
export interface SocketRights {
  /** Clients the user may read, sorted. */
  clientIds: number[];
  flags: string[];
}

/** Users per query of `loadSocketRights` (an `IN` list of this many ids at most). */
const RIGHTS_BATCH = 500;

/**
 * The rights of several users, read together (a few queries for any number of users): by user id;
 * users no longer found are absent. Like `loadAccess`, read from the database each time.
 */
export async function loadSocketRights(db: QueryDb, userIds: readonly number[]): Promise<Map<number, SocketRights>> {
  const rights = new Map<number, SocketRights>();
  const FlagsSchema = z.array(z.string()).catch([]);
  for (let at = 0; at < userIds.length; at += RIGHTS_BATCH) {
    const { users, clients } = await usersFlagsAndClients(db, userIds.slice(at, at + RIGHTS_BATCH));
    for (const user of users) rights.set(user.id, { clientIds: [], flags: FlagsSchema.parse(JSON.parse(user.flags)) });
    for (const row of clients) rights.get(row.user_id)?.clientIds.push(row.client_id);
  }
  return rights;
}

/** Who a request speaks for, and through which session (the cookie's, or the one its token names). */
export type CallerIdentity =
  | { kind: "user"; userId: number; sessionId: string }
  /** A state change carrying only the session cookie, from another origin (or from no browser page). */
  | { kind: "cross-origin" }
  /** No caller: no credentials at all, a token the server refuses, or an expired token. */
  | { kind: "none"; reason: "no_credentials" | "invalid_token" | "token_expired" };

/** The 401 of each reason a caller is unknown (the body's `code` tells the widgets which). */
const NO_CALLER_MESSAGES = {
  no_credentials: "Not signed in",
  invalid_token: "The token is not valid",
  token_expired: "The token has expired",
} as const;

export const CROSS_ORIGIN_REFUSED =
  "A change from another origin needs Authorization: Bearer; the session cookie counts only on this site's own pages";

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
};

/**
 * The caller: the session cookie, when it may speak for this request (a safe method, or a state
 * change from this server's own origin: see `isSameOrigin`), else `Authorization: Bearer <userToken>`.
 * A state change that carries only a cookie from elsewhere is `cross-origin` (refused by callers).
 */
export async function identifyCaller(db: QueryDb, secret: Buffer, request: FastifyRequest): Promise<CallerIdentity> {
  const cookie = request.cookies[SESSION_COOKIE];
  const cookieCounts = cookie !== undefined && (isSafeMethod(request.method) || isSameOrigin(request));
  if (cookie !== undefined && cookieCounts) {
    const userId = await sessionUser(db, cookie);
    if (userId !== null) return { kind: "user", userId, sessionId: sessionId(cookie) };
  }
  const token = bearerToken(request);
  if (token !== null) {
    const session = await tokenSession(db, secret, token);
    if ("userId" in session) return { kind: "user", ...session };
    return { kind: "none", reason: session.problem === "expired" ? "token_expired" : "invalid_token" };
  }
  return cookie !== undefined && !cookieCounts ? { kind: "cross-origin" } : { kind: "none", reason: "no_credentials" };
}

/** The user id of the caller (see `identifyCaller`), or null. */
export async function callerId(db: QueryDb, secret: Buffer, request: FastifyRequest): Promise<number | null> {
  const identity = await identifyCaller(db, secret, request);
  return identity.kind === "user" ? identity.userId : null;
}

/**
 * The user and session of a user token whose signature holds, which has not expired and whose
 * session is live; else why not (`expired`, or `invalid`: forged, malformed or its session ended).
 */
export async function tokenSession(
  db: QueryDb,
  secret: Buffer,
  token: string,
): Promise<{ userId: number; sessionId: string } | { problem: "invalid" | "expired" }> {
  const read = readUserToken(secret, token);
  if (!("payload" in read)) return read;
  const { payload } = read;
  return (await isSessionLive(db, payload.sid, payload.userId))
    ? { userId: payload.userId, sessionId: payload.sid }
    : { problem: "invalid" };
}

/** The caller's access; a 401 without a caller, a 403 for a cookie-only change from another origin. */
export async function authenticate(db: QueryDb, secret: Buffer, request: FastifyRequest): Promise<Access> {
  const identity = await identifyCaller(db, secret, request);
  if (identity.kind === "cross-origin") throw forbidden(CROSS_ORIGIN_REFUSED, "cross_origin_cookie");
  if (identity.kind === "none") throw unauthorized(NO_CALLER_MESSAGES[identity.reason], identity.reason);
  const access = await loadAccess(db, identity.userId, identity.sessionId);
  if (!access) throw unauthorized();
  return access;
}
